// What the browser tests need on this machine: Chromium (CHROMIUM_PATH or /usr/bin/chromium) and a CJK
// font (Noto Sans CJK) so Chinese renders in screenshots. `planBrowserSetup` decides (pure, tested);
// `ensureBrowser` carries it out: installs with apt-get when it can (root on Debian), else says plainly
// what to install and fails.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const APT_PACKAGES = ['chromium', 'fonts-noto-cjk']

/**
 * The browser the tests drive: CHROMIUM_PATH, else Debian's chromium. (Debian's chromium-headless-shell took a
 * fifth less CPU a journey, but lays text out wider: the 5-tab strip of 借款单列表 then scrolls and fails axe's
 * scrollable-region-focusable; decision 0520.)
 */
export const TEST_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * @param {{ hasChromium: boolean, hasCjkFont: boolean, isRoot: boolean, hasApt: boolean, chromiumPath: string }} state
 * @returns {{ kind: 'ready' } | { kind: 'install', commands: string[][] } | { kind: 'instructions', message: string }}
 */
export function planBrowserSetup(state) {
  if (state.hasChromium && state.hasCjkFont) return { kind: 'ready' }
  if (state.isRoot && state.hasApt) {
    return { kind: 'install', commands: [['apt-get', 'update'], ['apt-get', 'install', '-y', ...APT_PACKAGES]] }
  }
  const missing = [!state.hasChromium && `Chromium (${state.chromiumPath})`, !state.hasCjkFont && 'a CJK font (Noto Sans CJK)']
    .filter(Boolean)
    .join(' and ')
  const how = state.hasApt
    ? `sudo apt-get update && sudo apt-get install -y ${APT_PACKAGES.join(' ')}`
    : `install Chromium and Noto Sans CJK with your system's package manager, or set CHROMIUM_PATH to a Chromium binary`
  return { kind: 'instructions', message: `The browser tests need ${missing}, which this machine lacks. Install: ${how}` }
}

function hasCjkFont() {
  try {
    return /Noto Sans CJK|NotoSansCJK/i.test(execFileSync('fc-list', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))
  } catch {
    return false
  }
}

function machineState(chromiumPath) {
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0 && existsSync('/etc/debian_version')
  return { hasChromium: existsSync(chromiumPath), hasCjkFont: hasCjkFont(), isRoot: process.getuid?.() === 0, hasApt, chromiumPath }
}

/** Returns true when the browser tests can run (after installing what was missing, if it could). */
export function ensureBrowser(chromiumPath = TEST_BROWSER) {
  const plan = planBrowserSetup(machineState(chromiumPath))
  if (plan.kind === 'ready') return true
  if (plan.kind === 'instructions') {
    console.error(`e2e: ${plan.message}`)
    return false
  }
  console.log(`e2e: installing ${APT_PACKAGES.join(' ')} for the browser tests`)
  for (const [command, ...args] of plan.commands) {
    const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    if (run.status !== 0) {
      console.error(`e2e: '${[command, ...args].join(' ')}' failed. Install by hand: apt-get install -y ${APT_PACKAGES.join(' ')}`)
      return false
    }
  }
  const after = planBrowserSetup(machineState(chromiumPath))
  if (after.kind !== 'ready') console.error(`e2e: still missing after the install: ${chromiumPath} or the CJK font`)
  return after.kind === 'ready'
}
