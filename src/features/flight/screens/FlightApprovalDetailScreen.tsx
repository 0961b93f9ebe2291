import type { ScreenProps } from '@/shell/page/createPage'
import { ApprovalDetailScreen } from '../../approvals/public/screens'
import { flightOrderViews } from '../public/flightOrderViews'

/** 机票审批详情 (/pages/order2.0/flight/approval): the generic approval detail with flight's body. */
export default function FlightApprovalDetailScreen(props: ScreenProps) {
  return <ApprovalDetailScreen {...props} views={flightOrderViews} />
}
