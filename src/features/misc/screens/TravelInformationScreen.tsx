import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { InfoRow } from '@/ui/InfoRow'
import { Section } from '@/ui/Section'
import { StateView } from '@/ui/StateView'
import { orderNoOf } from '../../orders/public'
import { productTypeInfo } from '../../shared/domain/productTypes'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { ValueStore } from '../../shared/stores/ValueStore'
import { fetchTravelInformation } from '../api/orderInfoApi'
import '../components/misc.scss'

/** 出行信息: an order's travellers with their documents, and its contacts (query orderNo), for every product. */
function TravelInformationScreen({ query }: ScreenProps) {
  const root = useStores()
  const orderNo = orderNoOf(query)
  const store = useStore(
    () => new ValueStore(() => (orderNo ? fetchTravelInformation(root.request, orderNo) : Promise.reject({ Code: '4000', Msg: '缺少订单号', Data: null })), '出行信息加载失败'),
  )
  useShown(() => store.fetch())
  const info = store.value
  return (
    <PageLayout title='出行信息'>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        {info ? (
          <View>
            <View className='misc-card'>
              <Text className='misc-card__title'>{info.Title}</Text>
              <Text className='misc-card__line'>
                {productTypeInfo(info.ProductType).name}订单 {info.OrderNo}
              </Text>
            </View>
            <Section title='出行人'>
              {info.Travellers.map((t, index) => (
                <View key={`${t.Name}-${index}`} className='misc-point'>
                  <Text className='misc-point__title'>{t.Name}</Text>
                  {[t.Document, t.PhoneMasked, t.Detail].filter(Boolean).map((line) => (
                    <Text key={line} className='misc-point__text'>
                      {line}
                    </Text>
                  ))}
                </View>
              ))}
            </Section>
            <Section title='联系人'>
              {info.Contacts.length === 0 ? <Text className='misc-note'>未填写联系人</Text> : null}
              {info.Contacts.map((c, index) => (
                <View key={`${c.Name}-${index}`}>
                  <InfoRow label={c.Name} value={c.PhoneMasked} />
                  {c.Email ? <InfoRow label='邮箱' value={c.Email} /> : null}
                </View>
              ))}
            </Section>
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(TravelInformationScreen)
