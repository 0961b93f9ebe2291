import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './order.scss'

export function InfoRow({ label, value, className }: { label: string; value: ReactNode; className?: string }) {
  return (
    <View className='info-row'>
      <Text className='info-row__label'>{label}</Text>
      <Text className={`info-row__value${className ? ` ${className}` : ''}`}>{value}</Text>
    </View>
  )
}

export function Section({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <View className='order-section'>
      {title ? <Text className='order-section__title'>{title}</Text> : null}
      {children}
    </View>
  )
}
