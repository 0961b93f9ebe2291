import { TIMEOUTS } from './core/constants/timing'
import { pages, subPackages } from './routes/app-pages'
import { builtPagePath } from './routes/miniPagePath'

export default defineAppConfig({
  // A page file name with a dot is built under its name with `_` in the mini-programs (routes/miniPagePath.ts).
  pages: pages.map((page) => builtPagePath(page)),
  subPackages: subPackages.map((pkg) => ({ ...pkg, pages: pkg.pages.map((page) => builtPagePath(page)) })),
  window: {
    backgroundTextStyle: 'dark',
    backgroundColor: '#f5f5f5',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '差旅管家',
    navigationBarTextStyle: 'black',
  },
  // request 120000 ms; socket, upload and download 60000 ms (foundations section 9).
  networkTimeout: { ...TIMEOUTS },
  darkmode: false,
  animation: false,
  // WeChat injects only the components a page uses (its code-quality check asks for it; tests/mini/quality.mjs).
  ...(process.env.TARO_ENV === 'weapp' ? { lazyCodeLoading: 'requiredComponents' } : {}),
})
