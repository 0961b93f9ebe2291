import { carWebRoute } from './carWeb'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36'

it('opens provider pages in the web-view, an iframe, or the iOS scrolling iframe', () => {
  expect(carWebRoute(true, IPHONE)).toBe('car/webView')
  expect(carWebRoute(false, IPHONE)).toBe('car/ios')
  expect(carWebRoute(false, 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)')).toBe('car/ios')
  expect(carWebRoute(false, ANDROID)).toBe('car/iframe')
  expect(carWebRoute(false, '')).toBe('car/iframe')
})
