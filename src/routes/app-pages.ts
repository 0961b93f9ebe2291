// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
export const pages: string[] = [
  "pages/entry/index"
]

export const subPackages: { root: string; pages: string[] }[] = []
