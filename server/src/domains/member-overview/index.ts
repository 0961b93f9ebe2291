import { defineDomain } from '../../lib/domain'
import memberOverviewRoutes from './routes'

/** The home's 管控信息 (approval rules) and 消费明细 (orders of a month) of the caller (decision 0287). */
export default defineDomain({ name: 'member-overview', after: ['platform', 'orders'], routes: [memberOverviewRoutes] })
