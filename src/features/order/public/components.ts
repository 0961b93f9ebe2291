/** Order views other features may render. */
export { HotelOrderSections } from '../components/HotelOrderSections'
