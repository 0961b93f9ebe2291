import { readFileSync } from 'node:fs'
import path from 'node:path'

const html = readFileSync(path.join(__dirname, '../../hybrid/html/online_service.html'), 'utf8')
const pageScript = readFileSync(path.join(__dirname, '../../hybrid/html/online_service.js'), 'utf8')

function open(search: string) {
  window.history.replaceState({}, '', `/hybrid/html/online_service.html${search}`)
  const doc = new DOMParser().parseFromString(html, 'text/html')
  document.head.innerHTML = doc.head.innerHTML
  document.body.innerHTML = doc.body.innerHTML
  // eslint-disable-next-line no-new-func
  new Function(pageScript)()
  return {
    text: (selector: string) => document.querySelector(selector)?.textContent ?? '',
    all: (selector: string) => Array.from(document.querySelectorAll(selector)).map((n) => n.textContent),
  }
}

describe('online_service.html', () => {
  it('has a mobile viewport and no inline script (the server CSP allows scripts of this origin only)', () => {
    expect(html).toContain('name="viewport"')
    const scripts = Array.from(html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi))
    expect(scripts.map((m) => [m[1].trim(), m[2].trim()])).toEqual([['src="online_service.js"', '']])
    expect(html).not.toMatch(/<link[^>]+stylesheet/)
    expect(html).not.toMatch(/\son[a-z]+=/i)
  })

  it('shows the order context and the questions of its product type', () => {
    const page = open(
      `?appKey=K&productType=1&orderNo=H123&orderStatus=2&hotelInfo=${encodeURIComponent('{"HotelName":"全季酒店"}')}&isApp=0`,
    )
    expect(page.all('#order-rows .order-row span')).toEqual(['产品', '酒店', '订单号', 'H123', '订单状态', '2', '酒店', '全季酒店'])
    expect(document.getElementById('order')!.className).toBe('card')
    expect(page.text('.tabs .active')).toBe('酒店')
    expect(page.all('#questions summary')[0]).toBe('如何取消酒店订单？')
    expect(document.body.getAttribute('data-app-key')).toBe('K')
  })

  it('has questions for flight 5, train 6 and car 7', () => {
    expect(open('?productType=5').text('.tabs .active')).toBe('机票')
    expect(open('?productType=6').text('.tabs .active')).toBe('火车票')
    expect(open('?productType=7').text('.tabs .active')).toBe('用车')
  })

  it('hides the order card without an order and shows general questions for unknown types', () => {
    const page = open('?productType=99')
    expect(document.getElementById('order')!.className).toContain('hidden')
    expect(page.text('.tabs .active')).toBe('通用')
  })

  it('takes the hotline from settingInfo, else the default', () => {
    const page = open(`?settingInfo=${encodeURIComponent('{"servicePhone":"400-111-2222"}')}`)
    expect(page.text('#hotline-number')).toBe('400-111-2222')
    expect(document.getElementById('hotline-call')!.getAttribute('href')).toBe('tel:4001112222')
    expect(open('').text('#hotline-number')).toBe('400-000-0000')
  })

  it('switches product tabs', () => {
    open('?productType=1')
    const train = Array.from(document.querySelectorAll<HTMLButtonElement>('.tabs button')).find((b) => b.textContent === '火车票')!
    train.click()
    expect(document.querySelector('.tabs .active')!.textContent).toBe('火车票')
    expect(document.querySelector('#questions summary')!.textContent).toBe('如何退票？')
  })
})
