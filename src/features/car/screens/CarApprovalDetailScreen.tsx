import type { ScreenProps } from '@/shell/page/createPage'
import { ApprovalDetailScreen } from '../../approvals/public/screens'
import { carOrderViews } from '../public/carOrderViews'

/** 用车审批详情 (/pages/order2.0/car/approval): the generic approval detail with car's body. */
export default function CarApprovalDetailScreen(props: ScreenProps) {
  return <ApprovalDetailScreen {...props} views={carOrderViews} />
}
