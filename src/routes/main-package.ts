/** Routes kept in the mini-program main package: entry, tab targets, login and shell pages. */
export const mainPackageIds: ReadonlySet<string> = new Set([
  'entry',
  'index',
  'index3.0/index',
  'index3.0/dossen/index',
  'index3.0/dossen/changeEnterprise',
  'order3.0/approvalList',
  'expenseControl/approve/index',
  'order3.0/triplist',
  'my/index',
  'my2.0/index/integral',
  'loginAndRegister/login',
  'components/netError',
  'index/iframeWeb',
  'dingding/no_permission',
])
