// npm run test:a11y (issue 23, part of npm test). Every live route passes axe-core's WCAG 2 A and AA rules at a
// phone viewport: logged out on the routes a visitor may open, logged in as the demo employee on every route,
// and as each other demo role (approver, finance, manager, the dossen platform's sales with its own brand
// colour) on the screens that change with the role: the tabs and the approval screens. Violations are written
// to test-output/a11y-<part>.json; the test fails on any. A11Y_ROUTES=<word> limits the run to paths containing it;
// A11Y_PART runs one part of the check (tests/a11y/parts.mjs: the browser runner spreads them over its shards).
// The number of page visits goes to test-output/counts/a11y-<part>.json.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { after, before, test } from 'node:test'
import { baseUrl, openBrowser } from '../e2e/browser.mjs'
import { partScope } from './parts.mjs'

const require = createRequire(import.meta.url)
const AXE = require.resolve('axe-core/axe.min.js')
const LOGIN = '/pages/loginAndRegister/login/login'
const PUBLIC_WORDS = ['loginAndRegister', 'register', 'resetPassword', 'forgetPassword', 'agreement', 'privacy', 'networkError', 'notFound']
const EMPLOYEE = '13800000001'
/** The other demo roles, and the screens whose content depends on the role. */
const OTHER_ROLES = ['13800000002', '13800000003', '13800000004', '13800000005']
const ROLE_SCREENS = /^\/pages\/(index\/index|index3\.0\/(index|dossen\/index)|my\/index\/index|order3\.0\/(approvalList|triplist)|expenseControl\/approve\/index\/index)$|approv/i

/** Live routes from the registry (`routes:coverage --list`), optionally filtered. */
function liveRoutes() {
  const out = spawnSync('node_modules/.bin/tsx', ['scripts/routes/coverage.ts', '--list'], { encoding: 'utf8' })
  assert.equal(out.status, 0, out.stderr)
  const paths = out.stdout.split('\n').map((line) => /^\s+(\/\S+)\s+->/.exec(line)?.[1]).filter(Boolean)
  const only = process.env.A11Y_ROUTES
  return only ? paths.filter((p) => p.includes(only)) : paths
}

let browser
before(async () => {
  browser = (await openBrowser()).browser
})
after(async () => {
  await browser?.close()
})

async function newPage() {
  // bypassCSP: axe is injected as a script the app's Content-Security-Policy would refuse.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'zh-CN', bypassCSP: true, reducedMotion: 'reduce' })
  // Pictures from elsewhere are not what is tested (and CI has no network).
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
  return context.newPage()
}

async function logIn(page, phone) {
  await page.goto(`${baseUrl}${LOGIN}?isindex=1`)
  await page.locator('input[placeholder="请输入手机号"]').fill(phone)
  await page.locator('input[placeholder="请输入密码"]').fill('Travel@2026')
  await page.locator('.login__submit').click()
  await page.waitForURL((url) => url.pathname !== LOGIN, { timeout: 30_000 })
}

/**
 * Opens a route and waits until its page has settled, at most 15 s each: a page shown with text and no spinner,
 * then no finite animation running (the page's entrance, a toast's fade: axe reads colours mid-fade wrong).
 * A tab's first route loads the app; the next ones are opened inside it, as the app's own links do (the router
 * takes the address from the history and replaces the page), so the app boots once a tab rather than once a route:
 * the page then waits for the new page, the one the address names.
 */
const booted = new WeakSet()
let reloads = 0
async function openRoute(page, path) {
  const settled = () => page
    .waitForFunction(() => {
      const shown = Array.from(document.querySelectorAll('.taro_page')).filter((p) => p.getClientRects().length > 0).at(-1)
      return Boolean(shown && shown.id.startsWith(`${location.pathname}?`) && !shown.querySelector('.state-view--loading, .at-activity-indicator') && shown.innerText.trim().length > 0)
    }, null, { timeout: 15_000, polling: 50 })
    .then(() => true, () => false)
  if (booted.has(page)) {
    await page.evaluate((to) => {
      history.pushState(history.state, '', to)
      window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    }, path)
    // A route the router did not show in place (the old page still up, or none) is loaded from its address. (Some
    // pages never settle, opened without the query their links give: they are checked as they stand, as before.)
    await settled()
    const current = await page.evaluate(() => Array.from(document.querySelectorAll('.taro_page')).filter((p) => p.getClientRects().length > 0).at(-1)?.id ?? '')
    if (!current.startsWith(`${new URL(page.url()).pathname}?`)) {
      reloads += 1
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' })
      await settled()
    }
  } else {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' })
    booted.add(page)
    await settled()
  }
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), null, { timeout: 15_000 })
    .catch(() => undefined)
}

async function violationsOf(page) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ path: AXE })
  return page.evaluate(async () => {
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] })
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')), why: v.nodes[0]?.failureSummary?.split('\n').slice(1).join(' ') }))
  })
}

const scope = partScope(process.env.A11Y_PART)
const report = `test-output/a11y-${scope.name}.json`
let visits = 0

async function audit(page, paths, who, found) {
  for (const path of paths) {
    await openRoute(page, path)
    const violations = await violationsOf(page)
    visits += 1
    if (violations.length > 0) {
      found.push({ who, path, url: page.url().replace(baseUrl, ''), violations })
      writeFileSync(report, JSON.stringify(found, null, 2))
    }
  }
}

test(`every live route passes axe (WCAG 2 A and AA), logged out and logged in (part ${scope.name})`, { timeout: 3_600_000 }, async () => {
  const paths = liveRoutes()
  assert.ok(paths.length > 0, 'no live routes listed')
  const found = []
  mkdirSync('test-output/counts', { recursive: true })
  writeFileSync(report, '[]')
  if (scope.visitor) {
    const visitor = await newPage()
    await audit(visitor, paths.filter((p) => PUBLIC_WORDS.some((w) => p.includes(w))), 'visitor', found)
    await visitor.context().close()
  }
  // The employee's visits, the bulk of the run, in two tabs of one session side by side (the run is mostly
  // waiting for pages; a second login would end the first session: one session per member and platform).
  const employeePaths = paths.filter((_, index) => scope.employee(index))
  if (employeePaths.length > 0) {
    const employee = await newPage()
    await logIn(employee, EMPLOYEE)
    const tabs = [employee, await employee.context().newPage()]
    await Promise.all(tabs.map((tab, i) => audit(tab, employeePaths.filter((_, n) => n % 2 === i), EMPLOYEE, found)))
    await employee.context().close()
  }
  if (scope.roles) {
    for (const phone of OTHER_ROLES) {
      const role = await newPage()
      await logIn(role, phone)
      await audit(role, paths.filter((p) => ROLE_SCREENS.test(p)), phone, found)
      await role.context().close()
    }
  }
  writeFileSync(`test-output/counts/a11y-${scope.name}.json`, JSON.stringify({ part: scope.name, visits, reloads }))

  const byRule = new Map()
  for (const page of found) for (const v of page.violations) byRule.set(v.id, (byRule.get(v.id) ?? 0) + v.nodes)
  const summary = [...byRule.entries()].sort((a, b) => b[1] - a[1]).map(([id, n]) => `${id} ${n}`).join(', ')
  assert.equal(found.length, 0, `${found.length} page visits with violations (${summary}); details in ${report}\n` +
    found.slice(0, 15).map((f) => `  ${f.who} ${f.path}: ${f.violations.map((v) => `${v.id}×${v.nodes} ${v.targets[0]}`).join('; ')}`).join('\n'))
})
