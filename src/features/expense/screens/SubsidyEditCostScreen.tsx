import { Input, Text, View } from '@tarojs/components'
import { SUBSIDY_ITEM_TEXT, SUBSIDY_ITEMS } from '@domain/expense/subsidyLine'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { CharCount } from '@/ui/CharCount'
import { formatFen } from '@/core/format/money'
import { createReqId } from '@/core/http/ids'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createSubsidyApi } from '../api/subsidyApi'
import '../components/expense.scss'
import '../components/subsidy.scss'
import { dayText } from '../domain/subsidyText'
import { SubsidyLineStore } from '../stores/SubsidyLineStore'

const FEN_OF = { meal: 'MealFen', transport: 'TransportFen', communication: 'CommunicationFen' } as const

/**
 * 编辑补贴费用 (bill/travel-subsidy/edit-cost ?costId=): a claimed subsidy's days; leave out a day (freed for a
 * later claim) or deduct what a host provided. The amount only goes down; a subsidy on a bill is read-only.
 */
function SubsidyEditCostScreen({ query }: ScreenProps) {
  const root = useStores()
  const costId = query.costId ?? query.CostId ?? ''
  const store = useStore(() => new SubsidyLineStore({ api: createSubsidyApi(root.request), createReqId: () => createReqId() }, costId))
  useShown(() => (costId && !store.line ? store.fetch() : undefined))
  const line = store.line
  const outcome = store.outcome
  const save = async () => {
    if (await store.save()) root.ui.toast('已保存')
  }

  return (
    <PageLayout title='编辑补贴费用'>
      <View className='expense'>
        <StateView state={costId ? store.load : { status: 'ready', errorMessage: '' }} onRetry={() => store.fetch()} isEmpty={!costId} emptyText='缺少补贴费用'>
          {line ? (
            <View>
              <View className='expense__month subsidy__summary'>
                <Text>{`${line.CityName} 出差补贴 ${line.FirstDate} 至 ${line.LastDate}`}</Text>
                <Text className='expense__total'>{`${dayText(line.DayCount)} ${formatFen(line.AmountFen)}`}</Text>
              </View>
              {line.Editable ? (
                <Text className='expense__card-sub subsidy__hint'>点日期可不计入该天；勾掉的补贴项（如客户安排用餐）不再计算</Text>
              ) : (
                <Text className='expense__card-sub subsidy__hint'>{`该补贴已关联报销单${line.BillNo}，不能修改`}</Text>
              )}
              {line.Days.map((d) => {
                const edit = store.editOf(d.Date)
                return (
                  <View key={d.Date} className={`expense__card subsidy__line-day${edit.keep ? '' : ' subsidy__line-day--off'}`}>
                    <View className='expense__card-main' onClick={() => (line.Editable ? store.toggleKeep(d.Date) : undefined)}>
                      <Text className='expense__card-title'>{`${d.Date} ${d.Halves.length === 2 ? '全天' : d.Halves[0] === 0 ? '上午' : '下午'}`}</Text>
                      <Text className='expense__card-sub'>{edit.keep ? `计入 ${formatFen(d.AmountFen)}` : '不计入（释放该日）'}</Text>
                    </View>
                    {d.Itemised && edit.keep ? (
                      <View className='expense__chips'>
                        {SUBSIDY_ITEMS.map((item) => (
                          <Text
                            key={item}
                            className={`expense__chip${edit.deducted.includes(item) ? '' : ' expense__chip--on'}`}
                            onClick={() => (line.Editable ? store.toggleItem(d.Date, item) : undefined)}
                          >
                            {`${SUBSIDY_ITEM_TEXT[item]}${formatFen(d[FEN_OF[item]])}`}
                          </Text>
                        ))}
                      </View>
                    ) : null}
                  </View>
                )
              })}
              <Text className='expense__label'>备注</Text>
              <Input className='expense__input' value={store.remark} maxlength={200} disabled={!line.Editable} placeholder='如：第二天客户安排午餐' onInput={(e) => store.setRemark(e.detail.value)} />
              <CharCount value={store.remark} max={200} />
            </View>
          ) : null}
        </StateView>
        <Text className='expense__error'>{store.errorMessage || outcome.problem}</Text>
      </View>
      {line?.Editable ? (
        <View className='expense__bar'>
          <Text className='expense__total subsidy__chosen'>{`调整后${dayText(outcome.dayCount)} ${formatFen(outcome.fen)}`}</Text>
          <AtButton className='expense__bar-button' type='primary' loading={store.isSaving} disabled={store.isSaving || outcome.problem !== ''} onClick={() => void save()}>
            保存
          </AtButton>
        </View>
      ) : null}
    </PageLayout>
  )
}

export default observer(SubsidyEditCostScreen)
