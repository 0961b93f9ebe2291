import type { ProductViews } from '../../orders/public'
import { FlightApprovalBody } from '../components/FlightApprovalBody'
import { flightProduct } from './product'

/** Flight's views for the generic order screens; handed over by flight's own route bindings. */
export const flightOrderViews: ProductViews = {
  extension: flightProduct,
  approvalTitle: '机票审批详情',
  ApprovalBody: FlightApprovalBody,
}
