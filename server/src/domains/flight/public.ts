/** What another domain may call: another seed gives its seeded, already flown flight orders their flight part (decision 0566). */
export { writeFlownFlight, type FlownFlight } from './demoTrip'
/** 航班动态 (decision 0740): the car domain follows a flight for 接机 and 送机. */
export { flightStatusOf, type FlightStatus } from './flightStatus'
/** The approval detail carries a flight order in flight's own shape (decision 0941). */
export { FlightOrderDetailData } from './schemas'
