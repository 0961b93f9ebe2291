// The app's pages the bench loads, and how to tell each one is usable; logging in through the page.
export const DEMO = { phone: '13800000001', password: 'Travel@2026' }

const visible = (page) => page.locator('.taro_page:visible')

export async function logIn(page, baseUrl) {
  await page.goto(`${baseUrl}/pages/loginAndRegister/login/login?isindex=1`)
  await page.locator('input[placeholder="请输入手机号"]').fill(DEMO.phone)
  await page.locator('input[placeholder="请输入密码"]').fill(DEMO.password)
  await page.locator('.login__submit').click()
  await page.waitForURL((url) => url.pathname === '/pages/index/index')
}

export function shanghaiDay(days) {
  return new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)
}

export const hotelListPath = () =>
  `/pages/hotel/list/list?${new URLSearchParams({ cityCode: '310100', cityName: '上海', cityTier: '1', arrivalDate: shanghaiDay(2), departureDate: shanghaiDay(3) })}`

/** [name, path, needs login, ready(page)] */
export const PAGES = [
  ['entry', '/', false, async (page) => { await page.locator('input[placeholder="请输入手机号"]').waitFor() }],
  ['login', '/pages/loginAndRegister/login/login?isindex=1', false, async (page) => { await page.locator('input[placeholder="请输入手机号"]').waitFor() }],
  ['home', '/pages/index/index', true, async (page) => { await visible(page).locator('.tab-bar').waitFor() }],
  ['hotel list', hotelListPath(), true, async (page) => { await visible(page).locator('.hotel-card').first().waitFor() }],
]
