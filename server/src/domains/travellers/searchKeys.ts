import { pinyin } from 'pinyin-pro'

/** Lower-case keys a colleague is found by: the name, its full pinyin (joined) and its pinyin initials. */
export function searchKeyOf(name: string): string {
  const letters = name.replace(/[\s·•・.]/g, '')
  const full = pinyin(letters, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('')
  const initials = pinyin(letters, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('')
  return [letters, full, initials].join(' ').toLowerCase()
}
