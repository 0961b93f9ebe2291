import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BOOT_SKELETON_ID, BOOT_SKELETON_MAX_MS, removeBootSkeletonOnFirstPage } from './bootSkeleton'

function setup() {
  const skeleton = { isRemoved: false, remove() { this.isRemoved = true } }
  const handlers = new Map<string, () => void>()
  const timers: { fn: () => void; ms: number }[] = []
  const doc = { getElementById: (id: string) => (id === BOOT_SKELETON_ID && !skeleton.isRemoved ? skeleton : null) }
  const events = { once: (event: string, fn: () => void) => handlers.set(event, fn) }
  removeBootSkeletonOnFirstPage(doc, events, (fn, ms) => timers.push({ fn, ms }))
  return { skeleton, handlers, timers }
}

test('the skeleton stays until the router shows the first page, then goes', () => {
  const { skeleton, handlers } = setup()
  expect(skeleton.isRemoved).toBe(false)
  handlers.get('__afterTaroRouterChange')?.()
  expect(skeleton.isRemoved).toBe(true)
})

test('a page that never shows removes the skeleton after the longest wait, once', () => {
  const { skeleton, handlers, timers } = setup()
  expect(timers.map((t) => t.ms)).toEqual([BOOT_SKELETON_MAX_MS])
  timers[0].fn()
  expect(skeleton.isRemoved).toBe(true)
  expect(() => handlers.get('__afterTaroRouterChange')?.()).not.toThrow()
})

test('index.html carries the skeleton with its CSS inline (painted before any script or stylesheet)', () => {
  const html = readFileSync(join(__dirname, '../../index.html'), 'utf8')
  expect(html).toContain(`id="${BOOT_SKELETON_ID}"`)
  const style = html.indexOf('<style>')
  expect(style).toBeGreaterThan(0)
  expect(html.slice(style)).toContain(`#${BOOT_SKELETON_ID}`)
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/)
})
