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
  darkmode: false,
  animation: false,
})
