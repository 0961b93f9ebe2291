import { defineRoutes, screen } from '@/routes/define'
import type LoginScreen from './screens/LoginScreen'
import type MyScreen from './screens/MyScreen'

export default defineRoutes({
  name: 'account',
  routes: {
    'loginAndRegister/login': screen<typeof LoginScreen>('./screens/LoginScreen'),
    'my/index': screen<typeof MyScreen>('./screens/MyScreen', 'default'),
    'my2.0/index/integral': screen<typeof MyScreen>('./screens/MyScreen', 'integral'),
  },
})
