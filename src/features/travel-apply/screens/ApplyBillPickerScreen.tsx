import type { TravelApplySummary } from '@api/travelApply'
import type { PolicyProduct } from '@domain/policy/standards'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createTravelApplyApi } from '../api/travelApplyApi'
import { TravelApplyCard } from '../components/TravelApplyCard'
import { PRODUCT_TITLE } from '../domain/travelApplyForm'
import { applyBillSession } from '../public'
import { ApplyBillPickerStore } from '../stores/ApplyBillPickerStore'
import '../components/travelApply.scss'

const isProduct = (value: string | undefined): value is PolicyProduct => Boolean(value && value in PRODUCT_TITLE)

/** 选择申请单 (components/applyBill): approved applications covering the booking; the choice goes back to the form. */
function ApplyBillPickerScreen({ query }: ScreenProps) {
  const root = useStores()
  const store = useStore(
    () =>
      new ApplyBillPickerStore(createTravelApplyApi(root.request), {
        ...(isProduct(query.product) ? { Product: query.product } : {}),
        ...(query.cityName ? { CityName: query.cityName } : {}),
        ...(query.startDate ? { StartDate: query.startDate } : {}),
        ...(query.endDate ? { EndDate: query.endDate } : {}),
      }),
  )
  useShown(() => store.fetch())
  const choose = (item: TravelApplySummary | null) => {
    applyBillSession(root).answer(item)
    void Taro.navigateBack()
  }
  const needsOne = store.settings?.NeedTravelForm ?? false

  return (
    <PageLayout title='选择申请单'>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        <View>
          {store.items.map((item) => (
            <TravelApplyCard key={item.ApplyNo} item={item} isSelected={item.ApplyNo === query.selected} onOpen={choose} />
          ))}
          {store.items.length === 0 ? <Text className='state-view__text'>{needsOne ? '暂无可用的出差申请，请先提交出差申请' : '暂无可用的出差申请'}</Text> : null}
          {!needsOne ? (
            <View className='travel-apply-page'>
              <AtButton onClick={() => choose(null)}>不使用申请单</AtButton>
            </View>
          ) : null}
          <View className='travel-apply-page'>
            <AtButton type='secondary' onClick={() => openRoute('bill/travelApply/create', query.cityName ? { city: query.cityName } : {})}>
              新建出差申请
            </AtButton>
          </View>
        </View>
      </StateView>
    </PageLayout>
  )
}

export default observer(ApplyBillPickerScreen)
