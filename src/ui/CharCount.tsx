import { View } from '@tarojs/components'
import './CharCount.scss'

/** Characters as a person counts them: an emoji or a rare character is one, not two UTF-16 units. */
export const charCount = (value: string): number => Array.from(value).length

/**
 * The counter under a long text field (issue 35, decision 0710): 12/200, in the warning colour at the limit. Polite
 * live region, so a screen reader hears it without losing the field.
 */
export function CharCount({ value, max }: { value: string; max: number }) {
  const count = charCount(value)
  return (
    <View className={`char-count${count >= max ? ' char-count--full' : ''}`} aria-live='polite'>
      {count}/{max}
    </View>
  )
}
