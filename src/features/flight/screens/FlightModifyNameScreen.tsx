import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { createReqId } from '@/core/http/ids'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { StateView } from '@/ui/StateView'
import { orderNoOf } from '../../orders/public'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { FieldRow } from '../components/Rows'
import { useFlight } from '../hooks'
import { FlightNameStore } from '../stores/FlightNameStore'
import '../components/flight.scss'

/** 修改姓名 (rebook/modifyName): correct one character of a passenger's name on a domestic ticket. */
function FlightModifyNameScreen({ query }: ScreenProps) {
  const { root, api } = useFlight()
  const orderNo = orderNoOf(query)
  const store = useStore(() => new FlightNameStore(orderNo, { api, createReqId: () => createReqId() }))
  useShown(() => store.fetch())
  const order = store.order

  const submit = async () => {
    if (await store.submit()) {
      root.ui.toast('姓名已更正')
      void Taro.navigateBack()
    } else if (store.error) root.ui.toast(store.error)
  }

  return (
    <PageLayout title='修改姓名'>
      <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={!orderNo} emptyText='缺少订单号'>
        {order ? (
          <View className='flight-page'>
            <Text className='flight-notice'>仅可更正姓名中一个字的错误（如错别字），姓名差异较大请退票后重新预订</Text>
            <View className='flight-section'>
              <Text className='flight-section__title'>选择乘机人</Text>
              {order.Passengers.map((p) => (
                <Text key={p.Seq} className={`flight-reason${store.seq === p.Seq ? ' flight-reason--on' : ''}`} onClick={() => store.choose(p.Seq)}>
                  {store.seq === p.Seq ? '● ' : '○ '}{p.Name} {p.IdNoMasked}
                </Text>
              ))}
            </View>
            <View className='flight-section'>
              <FieldRow label='正确姓名' value={store.name} placeholder='与证件一致' maxlength={40} onInput={(v) => store.setName(v)} />
              <FieldRow label='更正原因' value={store.reason} placeholder='选填，如：错别字' maxlength={100} onInput={(v) => store.setReason(v)} />
            </View>
            {store.error ? <View className='state-view__notice'>{store.error}</View> : null}
            <View className='flight-section'>
              <AtButton type='primary' loading={store.isSubmitting} disabled={store.isSubmitting} onClick={() => void submit()}>提交</AtButton>
            </View>
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(FlightModifyNameScreen)
