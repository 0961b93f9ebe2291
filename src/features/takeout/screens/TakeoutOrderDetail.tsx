import type { HotelOrderDetail } from '@api/order'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatFen, formatShanghai } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { InfoRow } from '@/ui/InfoRow'
import { Section } from '@/ui/Section'
import { StateView } from '@/ui/StateView'
import { orderActionText } from '@domain/order/orderStatus'
import { DocumentStore } from '../../orders/public'
import { ApprovalSteps, OrderStatusHead } from '../../orders/public/components'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createTakeoutApi } from '../api/takeoutApi'
import '../components/takeout.scss'

const TAKEOUT_PRODUCT_TYPE = 8

/** 外卖订单详情 (the takeout routes with ?orderNo, decision 0422): the restaurant, dishes, amount, the meal standard's verdict and the order's track. */
function TakeoutOrderDetail({ orderNo }: { orderNo: string }) {
  const root = useStores()
  const store = useStore(() => new DocumentStore<HotelOrderDetail>(() => createTakeoutApi(root.request).orderDetail(orderNo)))
  useShown(() => void store.fetch())
  const order = store.data
  return (
    <PageLayout title='外卖订单'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <View className='takeout-page'>
          <StateView state={store.load} onRetry={() => void store.fetch()}>
            {order ? (
              <View>
                <OrderStatusHead order={order} />
                <Section title={order.HotelName}>
                  {order.PriceItems.map((item) => <InfoRow key={item.Label} label={item.Label} value={formatFen(item.AmountFen)} />)}
                  <InfoRow label='合计' value={formatFen(order.TotalFen)} emphasis />
                  <Text className='takeout-rule'>餐费由企业统一结算 · {order.CancelRule.Description}</Text>
                </Section>
                <Section title='配送信息'>
                  <InfoRow label='收餐人' value={`${order.ContactName} ${order.ContactPhoneMasked}`} />
                  <InfoRow label='送餐地址' value={order.HotelAddress} />
                  <InfoRow label='用餐日期' value={order.ArrivalDate} />
                  {order.Remark ? <InfoRow label='备注' value={order.Remark} /> : null}
                </Section>
                <Section title='餐标'>
                  <InfoRow label='餐标结果' value={order.Policy.Summary || '符合餐标'} emphasis={order.Policy.IsOverStandard} />
                  {order.Policy.IsOverStandard ? <InfoRow label='超标原因' value={order.Policy.OverStandardReason || '无'} /> : null}
                </Section>
                {order.Approval ? <ApprovalSteps progress={order.Approval} /> : null}
                {order.History.length > 0 ? (
                  <Section title='订单跟踪'>
                    {order.History.map((entry, index) => (
                      <InfoRow key={`${entry.At}-${index}`} label={formatShanghai(entry.At, 'MM-DD HH:mm')}
                        value={`${entry.ActorName} ${orderActionText(entry.Action, TAKEOUT_PRODUCT_TYPE)}${entry.Remark ? `：${entry.Remark}` : ''}`} />
                    ))}
                  </Section>
                ) : null}
                <Section>
                  <InfoRow label='订单号' value={order.OrderNo} />
                  <InfoRow label='下单时间' value={formatShanghai(order.CreatedAt)} />
                </Section>
              </View>
            ) : null}
          </StateView>
        </View>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(TakeoutOrderDetail)
