import { Input, Text, View } from '@tarojs/components'

type Props = {
  label: string
  value: string
  placeholder: string
  type?: 'text' | 'number' | 'idcard'
  maxlength?: number
  onInput: (value: string) => void
}

/** A label and a text input on one row. */
export function FieldRow({ label, value, placeholder, type = 'text', maxlength, onInput }: Props) {
  return (
    <View className='hotel-row'>
      <Text className='hotel-row__label'>{label}</Text>
      <Input className='hotel-input' value={value} placeholder={placeholder} type={type} maxlength={maxlength} onInput={(event) => onInput(event.detail.value)} />
    </View>
  )
}

/** A label and a value that opens another screen. */
export function LinkRow({ label, value, onClick }: { label: string; value: string; onClick: () => void }) {
  return (
    <View className='hotel-row' onClick={onClick}>
      <Text className='hotel-row__label'>{label}</Text>
      <Text className='hotel-row__value'>{value} 〉</Text>
    </View>
  )
}
