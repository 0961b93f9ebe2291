import { defineDomain } from '../../lib/domain'
import commonRoutes from './common/routes'
import customerRoutes from './customer/routes'
import { bonusPointsRoutes, travelBusinessOrderRoutes } from './misc/routes'
import { seedDemoWorld } from './seed'
import tripwiseRoutes from './tripwise/routes'

/** Platforms and enterprises: configuration, banners, regions, the organisation, settings; the demo world. */
export default defineDomain({
  name: 'platform',
  after: ['identity'],
  demo: [{ name: 'demo world', run: (db) => seedDemoWorld(db) }],
  routes: [commonRoutes, customerRoutes, bonusPointsRoutes, travelBusinessOrderRoutes, tripwiseRoutes],
  uniqueMessages: {
    accounts_phone_key: '该手机号已注册，请直接登录',
    members_account_id_enterprise_id_key: '该人员已是本企业员工',
    projects_enterprise_id_code_key: '项目名称或编码已存在',
  },
})
