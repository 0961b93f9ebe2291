import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './Section.scss'

/** A white card with an optional title, grouping rows of a detail page. */
export function Section({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <View className='order-section'>
      {title ? <Text className='order-section__title'>{title}</Text> : null}
      {children}
    </View>
  )
}
