import { Input, Text, View } from '@tarojs/components'
import { a11y, controlLabel, focusable } from './a11y'
import { clampStep } from './domain/stepper'
import './taroUi/input-number.scss'
import './taroUi/icon.scss'

type Props = {
  /** What is counted (房间数): names the field and its buttons (减少房间数, 增加房间数). */
  label: string
  value: number
  min: number
  max: number
  onChange: (value: number) => void
}

/**
 * A number stepper drawn as taro-ui's AtInputNumber (its styles), whose − and + are buttons named from the
 * label (taro-ui's are unnamed views) and disabled at min and max; the typed value is kept within min..max.
 */
export function Stepper({ label, value, min, max, onChange }: Props) {
  const atMin = value <= min
  const atMax = value >= max
  const change = (next: number) => {
    const kept = clampStep(next, min, max)
    if (kept !== value) onChange(kept)
    return kept
  }
  const button = (name: string, disabled: boolean, delta: number, icon: string) => (
    <View
      className={`at-input-number__btn${disabled ? ' at-input-number--disabled' : ''}`}
      {...a11y(name, 'button')}
      {...(disabled ? { tabIndex: -1 } : focusable)}
      aria-disabled={disabled}
      onClick={() => (disabled ? undefined : change(value + delta))}
    >
      <Text className={`at-icon at-icon-${icon} at-input-number__btn-${icon}`} />
    </View>
  )
  return (
    <View className='at-input-number ui-stepper'>
      {button(`减少${label}`, atMin, -1, 'subtract')}
      <Input
        {...controlLabel(label)}
        className='at-input-number__input'
        type='number'
        value={String(value)}
        // the kept value replaces what was typed (Taro's Input takes onInput's answer as its text)
        onInput={(e) => String(change(Number(e.detail.value)))}
      />
      {button(`增加${label}`, atMax, 1, 'add')}
    </View>
  )
}
