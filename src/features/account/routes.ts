import { defineRoutes, pullDown, screen } from '@/routes/define'
import type CampusAuthScreen from './screens/CampusAuthScreen'
import type EnterpriseRegisterScreen from './screens/EnterpriseRegisterScreen'
import type ExtensionRegisterScreen from './screens/ExtensionRegisterScreen'
import type FaceFormScreen from './screens/FaceFormScreen'
import type FaceIndexScreen from './screens/FaceIndexScreen'
import type BindFormScreen from './screens/BindFormScreen'
import type BindListScreen from './screens/BindListScreen'
import type LoginScreen from './screens/LoginScreen'
import type ModifyMobileScreen from './screens/ModifyMobileScreen'
import type ModifyPasswordScreen from './screens/ModifyPasswordScreen'
import type MyScreen from './screens/MyScreen'
import type ProfileScreen from './screens/ProfileScreen'
import type RedirectPageScreen from './screens/RedirectPageScreen'
import type RegisterScreen from './screens/RegisterScreen'
import type RegisterSuccessScreen from './screens/RegisterSuccessScreen'
import type ResetPasswordScreen from './screens/ResetPasswordScreen'
import type SignErrorScreen from './screens/SignErrorScreen'
import type WechatBindScreen from './screens/WechatBindScreen'

export default defineRoutes({
  name: 'account',
  routes: {
    'loginAndRegister/login': screen<typeof LoginScreen>('./screens/LoginScreen'),
    'loginAndRegister/register1': screen<typeof RegisterScreen>('./screens/RegisterScreen', 'phone'),
    'loginAndRegister/register2': screen<typeof RegisterScreen>('./screens/RegisterScreen', 'code'),
    'loginAndRegister/register3': screen<typeof RegisterScreen>('./screens/RegisterScreen', 'profile'),
    'loginAndRegister/resetPassword1': screen<typeof ResetPasswordScreen>('./screens/ResetPasswordScreen', 'phone'),
    'loginAndRegister/resetPassword2': screen<typeof ResetPasswordScreen>('./screens/ResetPasswordScreen', 'code'),
    'loginAndRegister/resetPassword3': screen<typeof ResetPasswordScreen>('./screens/ResetPasswordScreen', 'password'),
    'loginAndRegister/redirectPage': screen<typeof RedirectPageScreen>('./screens/RedirectPageScreen'),
    'loginAndRegister/wechatBind': screen<typeof WechatBindScreen>('./screens/WechatBindScreen'),
    'my2.0/profile': screen<typeof ProfileScreen>('./screens/ProfileScreen', 'profile', pullDown),
    'my2.0/userInfo': screen<typeof ProfileScreen>('./screens/ProfileScreen', 'userInfo', pullDown),
    'my2.0/modifyPsd': screen<typeof ModifyPasswordScreen>('./screens/ModifyPasswordScreen'),
    'my/bindAccount/bindList': screen<typeof BindListScreen>('./screens/BindListScreen', undefined, pullDown),
    'my/bindAccount/bind': screen<typeof BindFormScreen>('./screens/BindFormScreen', 'platform'),
    'my/bindAccount/member': screen<typeof BindFormScreen>('./screens/BindFormScreen', 'member'),
    'my/index': screen<typeof MyScreen>('./screens/MyScreen', 'default'),
    'my2.0/index/integral': screen<typeof MyScreen>('./screens/MyScreen', 'integral'),
    'my/modifyMobileNumber/index': screen<typeof ModifyMobileScreen>('./screens/ModifyMobileScreen'),
    'extension/register': screen<typeof ExtensionRegisterScreen>('./screens/ExtensionRegisterScreen'),
    'extension/registerSuccess': screen<typeof RegisterSuccessScreen>('./screens/RegisterSuccessScreen'),
    'home/huazhu/enterpriseRegister': screen<typeof EnterpriseRegisterScreen>('./screens/EnterpriseRegisterScreen'),
    'index2.0/signError': screen<typeof SignErrorScreen>('./screens/SignErrorScreen'),
    'universities/authentication': screen<typeof CampusAuthScreen>('./screens/CampusAuthScreen', undefined, pullDown),
    'common2.0/facialVerification/index': screen<typeof FaceIndexScreen>('./screens/FaceIndexScreen', 'v1'),
    'common2.0/facialVerification/index2.0': screen<typeof FaceIndexScreen>('./screens/FaceIndexScreen', 'v2'),
    'common2.0/facialVerification/index3.0': screen<typeof FaceIndexScreen>('./screens/FaceIndexScreen', 'v3'),
    'common2.0/facialVerification/form': screen<typeof FaceFormScreen>('./screens/FaceFormScreen', 'self'),
    'common2.0/facialVerification/newUserForm': screen<typeof FaceFormScreen>('./screens/FaceFormScreen', 'newUser'),
  },
})
