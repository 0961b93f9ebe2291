import { defineDomain } from '../../lib/domain'
import dossenRoutes from './routes'
import { seedDossen } from './seed'

/** The hotel group's sales and owners: client enterprises, their employees, monthly rewards (decision 0288). */
export default defineDomain({ name: 'dossen', after: ['platform'], demo: [{ name: 'dossen clients and rewards', run: seedDossen }], routes: [dossenRoutes] })
