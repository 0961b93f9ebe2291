import { defineRoutes, screen } from '@/routes/define'
import type ChangeEnterpriseScreen from './screens/ChangeEnterpriseScreen'

export default defineRoutes({
  name: 'enterprise',
  routes: {
    'index3.0/dossen/changeEnterprise': screen<typeof ChangeEnterpriseScreen>('./screens/ChangeEnterpriseScreen'),
  },
})
