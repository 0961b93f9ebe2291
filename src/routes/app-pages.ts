// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
export const pages: string[] = [
  "pages/entry/index",
  "components/netError",
  "pages/dingding/no_permission",
  "pages/index/iframeWeb",
  "pages/index/index",
  "pages/index3.0/dossen/changeEnterprise",
  "pages/index3.0/dossen/index",
  "pages/index3.0/index",
  "pages/loginAndRegister/login/login",
  "pages/my/index/index",
  "pages/my2.0/index/integral",
  "pages/order3.0/triplist",
  "pages/index3.0/introduction"
]

export const subPackages: { root: string; pages: string[] }[] = [
  {
    "root": "pages/index2.0",
    "pages": [
      "index",
      "start"
    ]
  },
  {
    "root": "pages/index3.0/offenUsed",
    "pages": [
      "index"
    ]
  },
  {
    "root": "pages/my2.0/feedback",
    "pages": [
      "edit"
    ]
  }
]
