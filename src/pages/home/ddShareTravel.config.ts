// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
export default definePageConfig({
  "navigationBarTitleText": "分享行程",
  "enableShareAppMessage": true,
  "enablePullDownRefresh": process.env.TARO_ENV !== 'h5'
})
