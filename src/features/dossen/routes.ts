import { defineRoutes, pullDown, screen } from '@/routes/define'
import type AddEnterpriseEmployeesScreen from './screens/AddEnterpriseEmployeesScreen'
import type EnterpriseEmployeesScreen from './screens/EnterpriseEmployeesScreen'
import type EnterpriseListScreen from './screens/EnterpriseListScreen'

export default defineRoutes({
  name: 'dossen',
  routes: {
    'index3.0/dossen/enterpriseList': screen<typeof EnterpriseListScreen>('./screens/EnterpriseListScreen', undefined, pullDown),
    'index3.0/dossen/enterpriseEmployees': screen<typeof EnterpriseEmployeesScreen>('./screens/EnterpriseEmployeesScreen', undefined, pullDown),
    'index3.0/dossen/addEnterpriseEmployees': screen<typeof AddEnterpriseEmployeesScreen>('./screens/AddEnterpriseEmployeesScreen'),
  },
})
