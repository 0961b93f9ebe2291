/** What another domain may call: another seed gives its seeded, already flown flight orders their flight part (decision 0566). */
export { writeFlownFlight, type FlownFlight } from './demoTrip'
