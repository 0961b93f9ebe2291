import type { ScreenProps } from '@/shell/page/createPage'
import { ApprovalDetailScreen } from '../../approvals/public/screens'
import { hotelOrderViews } from '../public/hotelOrderViews'

/** 酒店审批详情 (/pages/approve/hotelOrderDetail, /pages/order2.0/hotel/approval): the generic approval detail with hotel's body. */
export default function HotelApprovalDetailScreen(props: ScreenProps) {
  return <ApprovalDetailScreen {...props} views={hotelOrderViews} />
}
