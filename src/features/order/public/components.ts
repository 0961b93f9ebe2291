/** Order views other features may render. */
export { HotelOrderSections } from '../components/HotelOrderSections'
export { InfoRow, Section } from '../components/InfoRow'
export { Tabs } from '../components/Tabs'
export { ListFooter } from '../components/ListFooter'
