/** Test data of hotel orders for other features' tests. */
export { hotelOrder } from '../testing/hotelOrders'
