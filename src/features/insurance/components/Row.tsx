import { Input, Text, View } from '@tarojs/components'

export function Row({ label, value }: { label: string; value: string }) {
  return (
    <View className='insurance-row'>
      <Text className='insurance-row__label'>{label}</Text>
      <Text className='insurance-row__value'>{value}</Text>
    </View>
  )
}

export function InputRow({ label, value, placeholder, onInput, type = 'text' }: { label: string; value: string; placeholder: string; onInput: (v: string) => void; type?: 'text' | 'digit' }) {
  return (
    <View className='insurance-row'>
      <Text className='insurance-row__label'>{label}</Text>
      <Input className='insurance-row__input' type={type} value={value} placeholder={placeholder} onInput={(e) => onInput(e.detail.value)} />
    </View>
  )
}
