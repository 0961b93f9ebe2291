import { TIMEOUTS } from './core/constants/timing'
import { pages, subPackages } from './routes/app-pages'

export default defineAppConfig({
  pages,
  subPackages,
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
