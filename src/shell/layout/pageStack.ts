import Taro from '@tarojs/taro'

/** How many pages are on the stack; 0 when the router cannot tell (before the first page). */
export function pageStackLength(): number {
  try {
    return Taro.getCurrentPages().length
  } catch {
    return 0
  }
}
