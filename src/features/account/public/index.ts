/** What other features may use from account. */
export { createPointsApi, type PointsApi } from '../api/pointsApi'
export { pointsLines, type PointsLine, type PointsStatus } from '../domain/pointsStatus'
export { PointsCard } from '../components/PointsCard'
export { BookingMembership } from '../components/BookingMembership'
export { membershipText } from '../domain/bookingMembership'
