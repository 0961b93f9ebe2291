// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
export default definePageConfig({
  "navigationBarTitleText": "编辑发票",
  "enablePullDownRefresh": process.env.TARO_ENV !== 'h5'
})
