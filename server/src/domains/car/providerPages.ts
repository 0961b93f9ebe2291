import type { FastifyInstance } from 'fastify'
import { CAR_CLASSES, CITY_SPEED_KMH, FREE_CANCEL_SECONDS_AFTER_ACCEPT, LATE_CANCEL_FEE_FEN, ROAD_FACTOR } from '@domain/car/ride'
import { routeSchema, urlOf } from '../../lib/route'
import { fenToPrice } from '@domain/money/money'

/** The simulated ride provider's 计价规则 page (HTML, no script): the same classes and rules the estimate and the cancel fee use. */
export function fareRulesPage(): string {
  const rows = CAR_CLASSES.map((c) => `<tr><th>${c.name}</th><td>${fenToPrice(c.startFen)}</td><td>${fenToPrice(c.perKmFen)}/公里</td><td>${fenToPrice(c.perMinuteFen)}/分钟</td><td>${c.seats}座</td></tr>`).join('')
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>计价规则</title>
<style>
body{margin:0;font:14px/1.6 -apple-system,"PingFang SC",sans-serif;background:#f5f5f5;color:#222}
header{background:#00a870;color:#fff;padding:14px 16px}header h1{margin:0;font-size:18px}header p{margin:2px 0 0;font-size:12px}
section{background:#fff;margin:10px 12px;padding:12px;border-radius:8px}h2{margin:0 0 8px;font-size:15px}
table{width:100%;border-collapse:collapse;font-size:13px}th,td{padding:6px 4px;border-bottom:1px solid #eee;text-align:left}
li{margin:4px 0}
</style></head>
<body>
<header><h1>企业用车 · 计价规则</h1><p>由用车服务商提供，预估价与结算价均按此规则计算</p></header>
<section><h2>车型与单价</h2>
<table><thead><tr><th>车型</th><td>起步价</td><td>里程费</td><td>时长费</td><td>座位</td></tr></thead><tbody>${rows}</tbody></table></section>
<section><h2>费用说明</h2><ul>
<li>车费 = 起步价 + 里程费 × 行驶公里 + 时长费 × 行驶分钟，按元向上取整。</li>
<li>预估时行驶里程按直线距离的${ROAD_FACTOR}倍估算，市区平均车速按${CITY_SPEED_KMH}公里/小时估算，实际以行程为准。</li>
<li>费用由企业账户统一支付，超出差旅标准的部分以企业规则为准。</li>
</ul></section>
<section><h2>取消规则</h2><ul>
<li>司机接单前取消免费；司机接单后${FREE_CANCEL_SECONDS_AFTER_ACCEPT / 60}分钟内取消免费。</li>
<li>司机接单超过${FREE_CANCEL_SECONDS_AFTER_ACCEPT / 60}分钟或司机已到达上车点后取消，收取取消费${fenToPrice(LATE_CANCEL_FEE_FEN)}。</li>
<li>行程开始后不能取消。</li>
</ul></section>
</body></html>`
}

/** GET car/provider/fare-rules: the provider's own page the app opens in car/webView, car/iframe or car/ios (decision 0353). */
export default async function carProviderPages(app: FastifyInstance) {
  const RULES = { module: 'car', path: '/provider/fare-rules' }
  const { response: _page, ...schema } = routeSchema(RULES, { body: '—', data: 'the simulated ride provider\'s 计价规则 page (HTML)' }, {}, 'public')
  app.get(urlOf(RULES), { schema, config: { auth: 'public' } }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(fareRulesPage()))
}
