import { defineDomain } from '../../lib/domain'
import frequentlyUsedRoutes from './routes'

/** Frequently used travellers, businesses and cities. */
export default defineDomain({
  name: 'frequently-used',
  after: ['platform'],
  routes: [frequentlyUsedRoutes],
  uniqueMessages: { member_frequent_functions_member_id_function_code_key: '该功能已在常用中' },
})
