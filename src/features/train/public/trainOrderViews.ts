import type { ProductViews } from '../../orders/public'
import { TrainApprovalBody } from '../components/TrainApprovalBody'
import { trainProduct } from './product'

/** Train's views for the generic order screens; handed over by train's own route bindings. */
export const trainOrderViews: ProductViews = {
  extension: trainProduct,
  approvalTitle: '火车票订单审批',
  ApprovalBody: TrainApprovalBody,
}
