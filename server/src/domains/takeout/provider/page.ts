import { DELIVERY_FEE_FEN, RESTAURANT } from './menu'
import { fenToPrice } from '@domain/money/money'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The simulated provider's menu page (HTML; its script is menuScript, served beside it: the CSP allows no inline script). */
export function menuPage(token: string, standardText: string): string {
  const dishes = RESTAURANT.dishes.map((d) => `
    <li class="dish" data-id="${d.id}" data-fen="${d.priceFen}">
      <span class="dish__name">${escapeHtml(d.name)}</span><span class="dish__price">${fenToPrice(d.priceFen)}</span>
      <button type="button" class="dish__minus" aria-label="减少${escapeHtml(d.name)}">−</button>
      <span class="dish__count">0</span>
      <button type="button" class="dish__plus" aria-label="添加${escapeHtml(d.name)}">+</button>
    </li>`).join('')
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(RESTAURANT.name)}</title>
<style>
body{margin:0;font:14px/1.5 -apple-system,"PingFang SC",sans-serif;background:#f5f5f5;color:#222}
header{background:#ffb300;padding:12px 16px}header h1{margin:0;font-size:18px}header p{margin:2px 0 0;font-size:12px}
ul{list-style:none;margin:0;padding:0 12px}.dish{display:flex;align-items:center;gap:8px;background:#fff;margin:8px 0;padding:12px;border-radius:8px}
.dish__name{flex:1}.dish__price{color:#e64340}.dish button{width:28px;height:28px;border-radius:14px;border:1px solid #ffb300;background:#fff;font-size:16px}
footer{position:fixed;left:0;right:0;bottom:0;display:flex;align-items:center;gap:12px;background:#333;color:#fff;padding:10px 16px}
#total{flex:1}#submit{background:#ffb300;border:0;border-radius:16px;padding:8px 20px;font-size:15px}#submit:disabled{opacity:.5}
#message{margin:12px;padding:12px;border-radius:8px;display:none}#message.ok{display:block;background:#e8f5e9}#message.error{display:block;background:#fdecea}
main{padding-bottom:72px}
</style></head>
<body data-token="${escapeHtml(token)}" data-delivery="${DELIVERY_FEE_FEN}">
<header><h1>${escapeHtml(RESTAURANT.name)}</h1><p>${escapeHtml(standardText)}，配送费${fenToPrice(DELIVERY_FEE_FEN)}</p></header>
<main><ul>${dishes}</ul><div id="message" role="status"></div></main>
<footer><span id="total">未选购菜品</span><button type="button" id="submit" disabled>去下单</button></footer>
<script src="menu.js"></script>
</body></html>`
}

/** The menu page's script: counts, total, and the checkout call to the provider (the app's own server). */
export const menuScript = `(function () {
  var token = document.body.getAttribute('data-token')
  var delivery = Number(document.body.getAttribute('data-delivery'))
  var counts = {}
  var total = document.getElementById('total')
  var submit = document.getElementById('submit')
  var message = document.getElementById('message')
  function yuan(fen) { return '¥' + (fen / 100).toFixed(2) }
  function refresh() {
    var sum = 0, any = false
    document.querySelectorAll('.dish').forEach(function (li) {
      var n = counts[li.getAttribute('data-id')] || 0
      li.querySelector('.dish__count').textContent = String(n)
      sum += n * Number(li.getAttribute('data-fen'))
      if (n > 0) any = true
    })
    total.textContent = any ? '合计 ' + yuan(sum + delivery) + '（含配送费）' : '未选购菜品'
    submit.disabled = !any
  }
  document.querySelectorAll('.dish').forEach(function (li) {
    var id = li.getAttribute('data-id')
    li.querySelector('.dish__plus').addEventListener('click', function () { counts[id] = Math.min(20, (counts[id] || 0) + 1); refresh() })
    li.querySelector('.dish__minus').addEventListener('click', function () { counts[id] = Math.max(0, (counts[id] || 0) - 1); refresh() })
  })
  submit.addEventListener('click', function () {
    var items = Object.keys(counts).filter(function (id) { return counts[id] > 0 }).map(function (id) { return { DishId: id, Count: counts[id] } })
    submit.disabled = true
    message.className = ''
    fetch('checkout', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ Token: token, Items: items }) })
      .then(function (r) { return r.json() })
      .then(function (answer) {
        if (answer.Code === '0000') {
          message.className = 'ok'
          message.textContent = '下单成功，订单号 ' + answer.Data.OrderNo + '，实付 ' + yuan(answer.Data.AmountFen) + '。请返回企业应用查看订单。'
          document.querySelectorAll('.dish button').forEach(function (b) { b.disabled = true })
        } else {
          message.className = 'error'
          message.textContent = answer.Msg || '下单失败，请稍后重试'
          submit.disabled = false
        }
      })
      .catch(function () { message.className = 'error'; message.textContent = '网络异常，请稍后重试'; submit.disabled = false })
  })
  refresh()
})()
`
