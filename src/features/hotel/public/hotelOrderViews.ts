import type { ProductViews } from '../../orders/public'
import { HotelApprovalBody } from '../components/HotelApprovalBody'
import { hotelProduct } from './product'

/** Hotel's views for the generic order screens; handed over by hotel's own route bindings (never by the main package). */
export const hotelOrderViews: ProductViews = {
  extension: hotelProduct,
  approvalTitle: '酒店审批详情',
  ApprovalBody: HotelApprovalBody,
}
