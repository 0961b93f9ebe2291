import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen } from '@/core/format/money'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import '../components/expense.scss'
import { dayText, gradeText, halvesText, tierText } from '../domain/subsidyText'
import { createSubsidyApi } from '../api/subsidyApi'
import { SubsidyLines } from '../components/SubsidyLines'
import { SubsidyLinesStore } from '../stores/SubsidyLinesStore'
import { SubsidyStore } from '../stores/SubsidyStore'
import { invoiceApiOf } from './useExpenseApi'

const TITLES = { v2: '我的出差补贴', v3: '出差补贴', detail: '补贴明细' } as const

/**
 * 出差补贴 (travel-subsidy/my-travel-subsidy, subsidy-v3/subsidy-list) and one trip's 补贴明细
 * (travel-subsidy/detail, subsidy-v3/subsidy-detail ?applyNo=): days by the enterprise's cutoffs, each paid once.
 */
function SubsidyScreen({ variant, query }: ScreenProps<'v2' | 'v3' | 'detail'>) {
  const root = useStores()
  const store = useStore(() => new SubsidyStore(invoiceApiOf(root), variant === 'detail' ? query.applyNo ?? '' : ''))
  const lines = useStore(() => new SubsidyLinesStore(createSubsidyApi(root.request)))
  const showsLines = variant !== 'detail'
  useShown(() => Promise.all([store.fetch(), showsLines ? lines.fetch() : true]))
  const data = store.data
  const detailRoute = variant === 'v3' ? 'bill/subsidy-v3/subsidy-detail' : 'bill/travel-subsidy/detail'

  const claim = async () => {
    const costId = await store.claim()
    if (!costId) return
    root.ui.toast('补贴已记入记账本')
    // The new bill starts with the subsidy chosen (issue 35: it read 已选 0 笔).
    openRoute('bill/CreateReimbursementBill', { costIds: costId })
  }

  return (
    <PageLayout title={TITLES[variant ?? 'v2']}>
      <PullToRefresh onRefresh={() => Promise.all([store.fetch(), showsLines ? lines.fetch() : true]).then((all) => all.every(Boolean))}>
        <View className='expense'>
          <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={store.isEmpty} emptyText='暂无已结束的出差行程'>
            {data ? (
              <View>
                <View className='expense__month subsidy__summary'>
                  <Text>共{dayText(data.DayCount)} {formatFen(data.AmountFen)}</Text>
                  <Text className='expense__total'>待申领 {formatFen(data.UnclaimedFen)}</Text>
                </View>
                <Text className='expense__card-sub'>
                  {`${data.DepartAfter}及以后出发、${data.ReturnBefore}及以前返回按半天计；行程重叠的日子只计一次`}
                </Text>
                {data.Trips.map((t) => (
                  <View key={t.ApplyNo} className='expense__card subsidy__trip' onClick={() => variant === 'detail' ? undefined : openRoute(detailRoute, { applyNo: t.ApplyNo })}>
                    <View className='expense__card-main'>
                      <Text className='expense__card-title'>{t.CityName} · {t.Reason}</Text>
                      <Text className='expense__card-sub'>{t.Depart} 至 {t.Back}</Text>
                      <Text className='expense__card-sub'>{tierText(t.CityTier)} · 每天{formatFen(t.DailyFen)}</Text>
                    </View>
                  </View>
                ))}
                {variant === 'detail' ? (
                  <View>
                    {data.Days.map((d) => (
                      <View key={d.Date} className='expense__card subsidy__day'>
                        <View className='expense__card-main'>
                          <Text className='expense__card-title'>{d.Date} {halvesText(d.Halves)}</Text>
                          <Text className='expense__card-sub'>{d.CityName}{d.Claimed ? ' · 已申领' : ''}</Text>
                        </View>
                        <Text className='expense__amount'>{formatFen(d.AmountFen)}</Text>
                      </View>
                    ))}
                    <Text className='expense__label'>补贴标准（{gradeText(data.Grade)}）</Text>
                    {data.Rates.map((r) => (
                      <Text key={`${r.CityTier}-${r.Grade}`} className='expense__card-sub subsidy__rate'>
                        {`${tierText(r.CityTier)} ${gradeText(r.Grade)}：餐补${formatFen(r.MealFen)} 交通${formatFen(r.TransportFen)} 通讯${formatFen(r.CommunicationFen)}/天`}
                      </Text>
                    ))}
                  </View>
                ) : null}
              </View>
            ) : null}
          </StateView>
          <Text className='expense__error'>{store.errorMessage}</Text>
          {showsLines && lines.items.length ? <SubsidyLines lines={lines.items} /> : null}
        </View>
      </PullToRefresh>
      {store.canClaim ? (
        <View className='expense__bar'>
          {variant === 'v3' ? (
            <AtButton className='expense__bar-button' type='secondary' onClick={() => openRoute('bill/subsidy-v3/journey-list')}>
              按行程申领
            </AtButton>
          ) : null}
          <AtButton className='expense__bar-button' type='primary' loading={store.isClaiming} disabled={store.isClaiming} onClick={claim}>
            {`申领补贴 ${formatFen(data?.UnclaimedFen ?? 0)}`}
          </AtButton>
        </View>
      ) : null}
    </PageLayout>
  )
}

export default observer(SubsidyScreen)
