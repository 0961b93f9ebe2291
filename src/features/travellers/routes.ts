import { defineRoutes, pullDown, screen } from '@/routes/define'
import type DepartmentListScreen from './screens/DepartmentListScreen'
import type PassengerFormScreen from './screens/PassengerFormScreen'
import type PassengerListScreen from './screens/PassengerListScreen'
import type SelectEmployeesScreen from './screens/SelectEmployeesScreen'
import type SelectNationalityScreen from './screens/SelectNationalityScreen'

export default defineRoutes({
  name: 'travellers',
  routes: {
    'common2.0/selectEmployees': screen<typeof SelectEmployeesScreen>('./screens/SelectEmployeesScreen'),
    'components/common/list': screen<typeof DepartmentListScreen>('./screens/DepartmentListScreen', undefined, pullDown),
    'my/passenger/passengerList': screen<typeof PassengerListScreen>('./screens/PassengerListScreen', undefined, pullDown),
    'common2.0/passenger/index': screen<typeof PassengerFormScreen>('./screens/PassengerFormScreen'),
    'components/sellectNationality': screen<typeof SelectNationalityScreen>('./screens/SelectNationalityScreen'),
  },
})
