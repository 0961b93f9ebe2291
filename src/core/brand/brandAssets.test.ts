import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { BRAND_PLAT_IDS, type BrandKey } from '../constants'
import { defaultIntegralLogoUrl, defaultLogoUrl } from './brand'

const src = path.join(__dirname, '../..')
const PNG = '89504e470d0a1a0a'

// Issue 13 item 9: /static/brand/clgj/logo.png and /favicon.ico answered 404 on every load.
it('ships every brand logo the app asks for, and a favicon, in the H5 copy list', () => {
  for (const key of Object.keys(BRAND_PLAT_IDS) as BrandKey[]) {
    for (const url of [defaultLogoUrl(key), defaultIntegralLogoUrl(key)]) {
      const file = path.join(src, url)
      expect(existsSync(file)).toBe(true)
      expect(readFileSync(file).subarray(0, 8).toString('hex')).toBe(PNG)
    }
  }
  expect(existsSync(path.join(src, 'static/favicon.ico'))).toBe(true)
  const config = readFileSync(path.join(src, '../config/index.ts'), 'utf8')
  expect(config).toContain("{ from: 'src/static/brand/', to: 'dist/h5/static/brand/' }")
  expect(config).toContain("{ from: 'src/static/favicon.ico', to: 'dist/h5/favicon.ico' }")
})
