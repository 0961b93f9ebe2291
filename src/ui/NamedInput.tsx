import { View } from '@tarojs/components'
import { useEffect, useRef, type ReactNode } from 'react'

/**
 * Names the native `<input>` inside a Taro Input on H5, now or as soon as the custom element renders it.
 * taro-ui's search bar and number stepper pass no label to their inputs (the search bar shows its placeholder
 * as a separate text), so a screen reader would announce a nameless field (axe: label). Answers a function
 * that stops waiting.
 */
export function labelNativeInput(box: HTMLElement | null, label: string): () => void {
  const host = box?.querySelector('taro-input-core')
  if (!host) return () => undefined
  const name = () => {
    const input = host.querySelector('input')
    input?.setAttribute('aria-label', label)
    return Boolean(input)
  }
  if (name()) return () => undefined
  const observer = new MutationObserver(() => {
    if (name()) observer.disconnect()
  })
  observer.observe(host, { childList: true, subtree: true })
  return () => observer.disconnect()
}

/**
 * The mini-programs' name for such a field: taro-ui renders no element there that a label could reach, so the
 * wrapping view carries `ariaLabel` (their screen readers read it on the field inside). None on H5, where the
 * native input itself is named.
 */
export function wrapperLabel(label: string, target: string | undefined = process.env.TARO_ENV): { ariaLabel?: string } {
  return target === 'h5' ? {} : { ariaLabel: label }
}

/** Wraps a taro-ui field (AtSearchBar) whose input takes no label prop: names its input on H5, the field in the mini-programs. */
export function NamedInput({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const box = useRef<unknown>(null)
  useEffect(() => (process.env.TARO_ENV === 'h5' ? labelNativeInput(box.current as HTMLElement | null, label) : undefined), [label])
  return (
    <View ref={box} className={className} {...wrapperLabel(label)}>
      {children}
    </View>
  )
}
