import type { ScreenProps } from '@/shell/page/createPage'
import { ApprovalDetailScreen } from '../../approvals/public/screens'
import { trainOrderViews } from '../public/trainOrderViews'

/** 火车票订单审批 (/pages/order2.0/train/approval): the generic approval detail with train's body. */
export default function TrainApprovalDetailScreen(props: ScreenProps) {
  return <ApprovalDetailScreen {...props} views={trainOrderViews} />
}
