import type { FlightOrderDetail } from '@api/flight'
import type { ApprovalOrderDetail } from '@api/order'
import { FlightOrderSections } from './FlightOrderSections'
import './flight.scss'

/** The flight order under approval: segments, passenger, money and the over-standard reason (decision 0174: the core carries flight's detail). */
export function FlightApprovalBody({ detail }: { detail: ApprovalOrderDetail }) {
  return <FlightOrderSections order={detail.Order as unknown as FlightOrderDetail} />
}
