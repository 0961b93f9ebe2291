import { defineDomain } from '../../lib/domain'
import trafficRoutes from './routes'

/** 交通首页 and 综合交通: what spans trains and flights (the member's frequent lines), decision 0341. */
export default defineDomain({ name: 'traffic', after: ['train', 'flight'], routes: [trafficRoutes] })
