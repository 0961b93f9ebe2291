import type { ProductViews } from '../../orders/public'
import { CarApprovalBody } from '../components/CarApprovalBody'
import { carProduct } from './product'

/** Car's views for the generic order screens; handed over by car's own route bindings. */
export const carOrderViews: ProductViews = {
  extension: carProduct,
  approvalTitle: '用车审批详情',
  ApprovalBody: CarApprovalBody,
}
