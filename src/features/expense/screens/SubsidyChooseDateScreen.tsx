import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen } from '@/core/format/money'
import { createReqId } from '@/core/http/ids'
import { linkTo } from '@/routes/link'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createSubsidyApi } from '../api/subsidyApi'
import '../components/expense.scss'
import '../components/subsidy.scss'
import { decodeOrders, timingText } from '../domain/subsidyPick'
import { dayText, halvesText, tierText } from '../domain/subsidyText'
import { SubsidyDatesStore } from '../stores/SubsidyDatesStore'

/**
 * 选择日期 (bill/subsidy-v3/choose-date ?applyNo=&orders=): the trip's days, half or whole by the cutoffs; the
 * member unticks days not on business and claims the rest as one subsidy cost.
 */
function SubsidyChooseDateScreen({ query }: ScreenProps) {
  const root = useStores()
  const applyNo = query.applyNo ?? ''
  const store = useStore(() => new SubsidyDatesStore({ api: createSubsidyApi(root.request), createReqId: () => createReqId() }, applyNo, decodeOrders(query.orders)))
  useShown(() => (applyNo && !store.data ? store.fetch() : undefined))
  const data = store.data
  const total = store.total
  const claim = async () => {
    const costId = await store.claim()
    if (!costId) return
    root.ui.toast('补贴已记入记账本')
    void Taro.redirectTo({ url: linkTo('bill/travel-subsidy/edit-cost', { costId }) })
  }

  return (
    <PageLayout title='选择补贴日期'>
      <View className='expense'>
        <StateView
          state={applyNo ? store.load : { status: 'ready', errorMessage: '' }}
          onRetry={() => store.fetch()}
          isEmpty={!applyNo || store.isEmpty}
          emptyText={applyNo ? '该行程没有可计补贴的日期' : '请先选择行程'}
        >
          {data ? (
            <View>
              <View className='expense__month subsidy__summary'>
                <Text>{store.dayCities.length > 1 ? `${store.dayCities.join('、')} · 按每天所在城市计` : `${data.CityName} · ${tierText(data.CityTier)} · 每天${formatFen(data.DailyFen)}`}</Text>
                <Text className='expense__card-sub'>{data.Depart} 至 {data.Back}</Text>
              </View>
              <Text className='expense__card-sub subsidy__hint'>
                {`${timingText(data.TimedBy)}；${data.DepartAfter}及以后出发、${data.ReturnBefore}及以前返回按半天计`}
              </Text>
              {data.Days.map((d) => {
                const isChosen = !d.Claimed && store.chosen.has(d.Date)
                return (
                  <View key={d.Date} className={`expense__card subsidy__day${isChosen ? ' expense__card--chosen' : ''}`} onClick={() => store.toggle(d.Date)}>
                    <View className='expense__card-main'>
                      <Text className='expense__card-title'>{d.Date} {d.CityName ? `${d.CityName} ` : ''}{halvesText(d.Halves)}</Text>
                      <Text className='expense__card-sub'>{d.Claimed ? '已申领' : isChosen ? '计入补贴' : '不计入'}</Text>
                    </View>
                    <Text className='expense__amount'>{formatFen(d.AmountFen)}</Text>
                  </View>
                )
              })}
            </View>
          ) : null}
        </StateView>
        <Text className='expense__error'>{store.errorMessage}</Text>
      </View>
      {data && !store.isEmpty ? (
        <View className='expense__bar'>
          <Text className='expense__total subsidy__chosen'>{`已选${dayText(total.dayCount)} ${formatFen(total.fen)}`}</Text>
          <AtButton className='expense__bar-button' type='primary' loading={store.isClaiming} disabled={store.isClaiming || total.fen === 0} onClick={() => void claim()}>
            申领补贴
          </AtButton>
        </View>
      ) : null}
    </PageLayout>
  )
}

export default observer(SubsidyChooseDateScreen)
