import type { FareRules } from '@api/flight'
import { Text, View } from '@tarojs/components'
import { ruleLines } from '../domain/orderTips'

/** 退改签规则 of one fare, line by line. */
export function RuleTable({ title, rules }: { title: string; rules: FareRules }) {
  return (
    <View className='flight-section'>
      <Text className='flight-section__title'>{title}</Text>
      {ruleLines(rules).map((line, i) => (
        <View key={i} className='flight-row'>
          <Text className='flight-row__label'>{line.label}</Text>
          <Text className='flight-row__value'>{line.text}</Text>
        </View>
      ))}
    </View>
  )
}
