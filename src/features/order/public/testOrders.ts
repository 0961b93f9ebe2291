export { hotelOrder } from '../stores/testOrders'
