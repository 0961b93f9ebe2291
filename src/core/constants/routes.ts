/** Fixed shell addresses the core layer opens. */
export const CORE_PATHS = {
  login: '/pages/loginAndRegister/login/login',
  netError: '/components/netError',
} as const
