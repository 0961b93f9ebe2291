import { defineRoutes, screen } from '@/routes/define'
import type SelectEmployeesScreen from './screens/SelectEmployeesScreen'

export default defineRoutes({
  name: 'travellers',
  routes: {
    'common2.0/selectEmployees': screen<typeof SelectEmployeesScreen>('./screens/SelectEmployeesScreen'),
  },
})
