import { Input, Text, View } from '@tarojs/components'

export function LinkRow({ label, value, onClick }: { label: string; value: string; onClick?: () => void }) {
  return (
    <View className='flight-row' onClick={onClick}>
      <Text className='flight-row__label'>{label}</Text>
      <Text className='flight-row__value'>{value}</Text>
    </View>
  )
}

type FieldProps = { label: string; value: string; placeholder: string; onInput: (value: string) => void; type?: 'text' | 'number' | 'idcard'; maxlength?: number }

export function FieldRow({ label, value, placeholder, onInput, type = 'text', maxlength }: FieldProps) {
  return (
    <View className='flight-row'>
      <Text className='flight-row__label'>{label}</Text>
      <Input className='flight-row__input' type={type} value={value} placeholder={placeholder} maxlength={maxlength} onInput={(event) => onInput(event.detail.value)} />
    </View>
  )
}
