import { defineDomain } from '../../lib/domain'
import orderInfoRoutes from './routes'

/** What every product's order shares: its travellers, documents and contacts (decision 0289), through the order core. */
export default defineDomain({ name: 'order-info', after: ['orders', 'hotel', 'flight', 'train', 'car'], routes: [orderInfoRoutes] })
