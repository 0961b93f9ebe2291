#!/usr/bin/env node
// Parity (issue 32): the visible text of the key screens on H5 (Chromium at a phone viewport), on the WeChat build
// and on the DingTalk build (this folder's runner), compared line by line. Writes test-output/parity.md: for each
// screen, the lines one client shows and another does not. Each difference is explained or fixed in
// docs/decisions/0551-h5-weapp-dd-parity.md.
//   node tests/mini/parity.mjs            needs dist/h5, dist/weapp and dist/dd (npm run build:h5, build:weapp, build:dd)
// One server on a seeded database of its own serves the three clients one after the other (a member has one live
// session: decision 0540), each signed in as the demo employee.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { TEST_BROWSER, ensureBrowser } from '../../scripts/browser-setup.mjs'
import { seededDataDir, startAppServer } from '../../scripts/test/app-server.mjs'
import { openMini } from './lib/journey.mjs'
import { LOGIN, PASSWORD, logIn } from './lib/members.mjs'

const PHONE = '13800000001'
/** The key screens: signed out, then the employee's tab pages and the pages most of a day is spent on. */
export const SCREENS = [
  { name: '登录', url: `/${LOGIN}?isindex=1`, signedOut: true },
  { name: '首页', url: '/pages/index/index' },
  { name: '我的', url: '/pages/my/index/index' },
  { name: '订单', url: '/pages/order/index/index' },
  { name: '审批列表', url: '/pages/order3.0/approvalList' },
  { name: '待办审批', url: '/pages/approve/index/index' },
  { name: '我的记账本', url: '/pages/expenseControl/costList' },
  { name: '我的借款', url: '/pages/expenseControl/myLoan' },
  { name: '酒店预订', url: '/pages/hotel/index/index' },
  { name: '火车票', url: '/pages/train/index/index' },
  { name: '机票', url: '/pages/flight/index/index' },
]

for (const target of ['h5', 'weapp', 'dd']) {
  if (!existsSync(`dist/${target}/${target === 'h5' ? 'index.html' : 'app.json'}`)) {
    console.error(`parity: dist/${target} is missing (npm run build:${target})`)
    process.exit(1)
  }
}
if (!ensureBrowser(TEST_BROWSER)) process.exit(1)

/** A text as compared: inner blanks collapsed, trimmed. */
const clean = (text) => text.replace(/\s+/g, ' ').trim()

/** The runner's tree: its visible text nodes in order (what tree.mjs textOf shows, one entry a text node). */
function leafTexts(node, out = [], hidden = false) {
  if (typeof node === 'string') {
    if (!hidden && clean(node)) out.push(clean(node))
    return out
  }
  if (node.shown === false || node.tag === 'input' || node.tag === 'textarea' || (node.tag === 'swiper-item' && node.attrs?.__hiddenSlide)) return out
  for (const child of node.children) leafTexts(child, out, typeof child === 'string' && node.visibility === 'hidden')
  return out
}

async function h5Texts(base) {
  const browser = await chromium.launch({ executablePath: TEST_BROWSER, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' })
    const page = await context.newPage()
    const texts = {}
    const settle = async () => {
      await page.waitForFunction(() => {
        const shown = Array.from(document.querySelectorAll('.taro_page')).filter((p) => p.getClientRects().length > 0).at(-1)
        return Boolean(shown && !shown.querySelector('.state-view--loading, .at-activity-indicator') && shown.innerText.trim().length > 0)
      }, null, { timeout: 30_000 })
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), null, { timeout: 15_000 })
    }
    // The shown page's visible text nodes, in order.
    const visibleText = () => page.evaluate(() => {
      const shown = Array.from(document.querySelectorAll('.taro_page')).filter((p) => p.getClientRects().length > 0).at(-1)
      const walker = document.createTreeWalker(shown, NodeFilter.SHOW_TEXT)
      const texts = []
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || parent.getClientRects().length === 0 || getComputedStyle(parent).visibility === 'hidden') continue
        const text = node.textContent.replace(/\s+/g, ' ').trim()
        if (text) texts.push(text)
      }
      return texts
    })
    for (const screen of SCREENS.filter((s) => s.signedOut)) {
      await page.goto(`${base}${screen.url}`)
      await settle()
      texts[screen.name] = await visibleText()
    }
    await page.goto(`${base}/${LOGIN}?isindex=1`)
    await page.locator('input[placeholder="请输入手机号"]').fill(PHONE)
    await page.locator('input[placeholder="请输入密码"]').fill(PASSWORD)
    await page.locator('.login__submit').click()
    await page.waitForURL((url) => url.pathname !== `/${LOGIN}`)
    for (const screen of SCREENS.filter((s) => !s.signedOut)) {
      await page.goto(`${base}${screen.url}`)
      await settle()
      texts[screen.name] = await visibleText()
    }
    return texts
  } finally {
    await browser.close()
  }
}

async function miniTexts(target, base) {
  const texts = {}
  const settled = async (mini, label) => {
    await mini.waitFor(() => !mini.exists('.state-view--loading') && !mini.exists('.at-activity-indicator') && mini.text().trim().length > 0, `${target} ${label}: content without a spinner`)
    return leafTexts(mini.tree())
  }
  const signedOut = await openMini({ target, baseUrl: base })
  for (const screen of SCREENS.filter((s) => s.signedOut)) {
    await signedOut.open(screen.url)
    texts[screen.name] = await settled(signedOut, screen.name)
  }
  const mini = await openMini({ target, baseUrl: base })
  await logIn(mini, PHONE)
  for (const screen of SCREENS.filter((s) => !s.signedOut)) {
    await mini.open(screen.url)
    texts[screen.name] = await settled(mini, screen.name)
  }
  return texts
}

const scratch = mkdtempSync(join(tmpdir(), 'tripwise-parity-'))
let status = 0
try {
  const server = await startAppServer({ name: 'parity', dataDir: await seededDataDir(scratch), scratch, portFrom: 17000 })
  const clients = {}
  try {
    clients.h5 = await h5Texts(server.base)
    clients.weapp = await miniTexts('weapp', server.base)
    clients.dd = await miniTexts('dd', server.base)
  } finally {
    await server.stop()
  }
  const report = ['# Parity: the visible text of the key screens on H5, weapp and dd', '', `Made by \`node tests/mini/parity.mjs\` on ${new Date().toISOString().slice(0, 10)}, signed in as ${PHONE}.`, '']
  let differences = 0
  for (const screen of SCREENS) {
    const lines = Object.fromEntries(Object.entries(clients).map(([client, texts]) => [client, new Set(texts[screen.name] ?? [])]))
    const all = new Set(Object.values(lines).flatMap((set) => [...set]))
    const rows = [...all].filter((line) => !Object.values(lines).every((set) => set.has(line)))
    differences += rows.length
    report.push(`## ${screen.name} (\`${screen.url}\`)`, '')
    report.push(`Texts: ${Object.entries(lines).map(([client, set]) => `${client} ${set.size}`).join(', ')}; on all three: ${[...all].length - rows.length}.`, '')
    if (rows.length === 0) {
      report.push('The same text on all three.', '')
      continue
    }
    report.push('| text | h5 | weapp | dd |', '|---|:-:|:-:|:-:|')
    for (const line of rows) report.push(`| ${line.replace(/\|/g, '\\|')} | ${['h5', 'weapp', 'dd'].map((c) => (lines[c].has(line) ? '✓' : '')).join(' | ')} |`)
    report.push('')
  }
  mkdirSync('test-output', { recursive: true })
  writeFileSync('test-output/parity.md', `${report.join('\n')}\n`)
  console.log(report.join('\n'))
  console.log(`parity: ${SCREENS.length} screens, ${differences} texts not on all three clients (test-output/parity.md)`)
} catch (error) {
  console.error(error)
  status = 1
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
process.exit(status)
