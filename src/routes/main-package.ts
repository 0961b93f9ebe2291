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

/**
 * Folders that form one subpackage of all their pages, whatever their domains (decision 0930). Each held pages that
 * sat directly in a folder of several domains and so had no package of their own domain (decision 0001): they
 * stayed in the main package with the code only they use. None holds a main page (the generator checks); a domain
 * package inside one (pages/index2.0/carIndex, ...) is part of it.
 */
export const sharedPackageRoots: readonly string[] = [
  'pages/common2.0',
  'pages/home',
  'pages/index2.0',
  'pages/order3.0/flight',
  'pages/order3.0/train',
]
