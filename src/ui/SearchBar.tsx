import { View } from '@tarojs/components'
import { useEffect, useRef } from 'react'
import { AtSearchBar } from 'taro-ui'
import './taroUi/search-bar.scss'
import './taroUi/icon.scss'

type Props = {
  value: string
  placeholder: string
  onChange: (value: string) => void
  onSearch: () => void
  onClear: () => void
}

/**
 * Names the native `<input>` inside a Taro Input on H5, now or as soon as the custom element renders it.
 * taro-ui's search bar shows its placeholder as a separate text and passes no label to its input, so a screen
 * reader would announce a nameless search field (axe: label). Answers a function that stops waiting.
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

/** A search box with a 搜索 action; the keyword is owned by the caller's store. */
export function SearchBar({ value, placeholder, onChange, onSearch, onClear }: Props) {
  const box = useRef<unknown>(null)
  useEffect(() => {
    return process.env.TARO_ENV === 'h5' ? labelNativeInput(box.current as HTMLElement | null, placeholder) : undefined
  }, [placeholder])
  return (
    <View ref={box} className='ui-search-bar'>
      <AtSearchBar
        value={value}
        placeholder={placeholder}
        actionName='搜索'
        onChange={(next: string | number) => onChange(String(next))}
        onActionClick={onSearch}
        onConfirm={onSearch}
        onClear={onClear}
      />
    </View>
  )
}
