import { View } from '@tarojs/components'
import type { ApprovalOrderDetail } from '@api/order'
import type { TrainOrderDetail } from '@api/train'
import { formatFen } from '@/core/format'
import { InfoRow } from '@/ui/InfoRow'
import { TicketSummary } from './TicketSummary'
import './train.scss'

/** The order under approval is train's own detail (ApprovalOrderDetail<TrainOrderDetail>, decision 0225). */
const isTrainDetail = (order: unknown): order is TrainOrderDetail => typeof order === 'object' && order !== null && 'TrainNo' in order && 'Passengers' in order

/** The train order under approval: the ticket, travellers, money, cost attribution and the travel standard's verdict. */
export function TrainApprovalBody({ detail }: { detail: ApprovalOrderDetail }) {
  const order: unknown = detail.Order
  if (!isTrainDetail(order)) return <View className='train-error'>订单信息无法显示，请在订单详情中查看</View>
  return (
    <View className='train-approval'>
      <TicketSummary
        title='车票'
        trainNo={order.TrainNo}
        date={order.Date}
        departTime={order.DepartTime}
        arriveTime={order.ArriveTime}
        from={order.FromStationName}
        to={order.ToStationName}
        durationMinutes={order.DurationMinutes}
        seatName={order.SeatName}
      />
      <View className='train-section'>
        {order.Passengers.map((p) => (
          <InfoRow key={p.IdNoMasked} label={p.Name} value={`${p.IdNoMasked} ${formatFen(p.PriceFen)}`} />
        ))}
        <InfoRow label='订单金额' value={formatFen(order.TotalFen)} emphasis />
        {order.Costs.CostCenterName ? <InfoRow label='成本中心' value={order.Costs.CostCenterName} /> : null}
        {order.Costs.ProjectName ? <InfoRow label='项目' value={order.Costs.ProjectName} /> : null}
        {order.Costs.TravelApplyNo ? <InfoRow label='出差申请单' value={order.Costs.TravelApplyNo} /> : null}
        {order.Policy.Rule ? <InfoRow label={order.Policy.IsOverStandard ? '超出差标' : '差标'} value={order.Policy.Rule} /> : null}
        {order.Policy.Reason ? <InfoRow label='超标原因' value={order.Policy.Reason} /> : null}
      </View>
    </View>
  )
}
