import { View } from '@tarojs/components'
import type { ApprovalOrderDetail } from '@api/order'
import { FlightOrderSections } from './FlightOrderSections'
import './flight.scss'

/** The flight order under approval: segments, passenger, money and the over-standard reason (decision 0174: the core carries flight's detail). */
export function FlightApprovalBody({ detail }: { detail: ApprovalOrderDetail }) {
  const order = detail.Order
  if (!('Segments' in order)) return <View>订单信息无法显示，请在订单详情中查看</View>
  return <FlightOrderSections order={order} />
}
