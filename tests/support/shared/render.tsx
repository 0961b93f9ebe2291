import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import type { ReactElement } from 'react'
import { StoresProvider } from '@/stores/context'
import type { RootStore } from '@/stores/root'

const mounted: TestUtils[] = []

// Every screen mounted here is unmounted after its test, passed or failed.
afterEach(() => {
  for (const utils of mounted.splice(0)) {
    try {
      utils.unmout()
    } catch {
      // already unmounted by the test
    }
  }
  document.body.innerHTML = ''
})

/** Mounts a screen under the given root store. */
export async function mountWith(root: RootStore, element: ReactElement): Promise<TestUtils> {
  const utils = new TestUtils()
  await utils.mount(() => <StoresProvider root={root}>{element}</StoresProvider>)
  mounted.push(utils)
  return utils
}

export function bodyText(): string {
  return document.body.textContent ?? ''
}

/** Lets pending promises and MobX reactions settle. */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }
}

/** Waits until the page shows `text` (a RegExp: a text that matches it; for what moves with the clock). */
export async function waitForText(text: string | RegExp, timeoutMs = 15_000): Promise<void> {
  const start = Date.now()
  const shown = () => (typeof text === 'string' ? bodyText().includes(text) : text.test(bodyText()))
  while (!shown()) {
    if (Date.now() - start > timeoutMs) throw new Error(`"${text}" never appeared in: ${bodyText()}`)
    await flush(1)
  }
}

/** The innermost element whose text is `text`, else the first innermost one that includes it. */
export function byText(text: string, selector = '*'): HTMLElement {
  const all = Array.from(document.body.querySelectorAll<HTMLElement>(selector)).filter((el) => el.textContent?.includes(text))
  const innermost = all.filter((el) => !all.some((other) => other !== el && el.contains(other)))
  if (innermost.length === 0) throw new Error(`no element with "${text}" in: ${bodyText()}`)
  return innermost.find((el) => el.textContent?.trim() === text) ?? innermost[0]
}

export async function click(element: Element): Promise<void> {
  await act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  })
  await flush()
}

export async function clickText(text: string): Promise<void> {
  await click(byText(text))
}

export async function clickSelector(selector: string): Promise<void> {
  const element = document.body.querySelector(selector)
  if (!element) throw new Error(`nothing matches ${selector}`)
  await click(element)
}

/**
 * Types into the field with this placeholder: Taro's Input/Textarea element emits `input` with
 * `detail.value`, which is what the screen's onInput reads.
 */
export async function typeInto(placeholder: string, value: string): Promise<void> {
  await typeIntoField(`[placeholder="${placeholder}"]`, value)
}

/** Types into the first native input/textarea matched by (or inside) the selector. */
export async function typeIntoField(selector: string, value: string): Promise<void> {
  const find = () => {
    const match = document.body.querySelector<HTMLElement>(selector)
    return match?.matches('input, textarea') ? (match as HTMLInputElement) : match?.querySelector<HTMLInputElement>('input, textarea')
  }
  // Taro's input elements render their native field a moment after they appear: wait for it, however slow the machine.
  const start = Date.now()
  let field = find()
  while (!field && Date.now() - start < 15_000) {
    await flush(1)
    field = find()
  }
  if (!field) throw new Error(`no field for ${selector}`)
  const host = field.closest('taro-input-core, taro-textarea-core') ?? field
  await act(async () => {
    field.value = value
    host.dispatchEvent(new CustomEvent('input', { bubbles: true, detail: { value, cursor: value.length } }))
  })
  await flush()
}
