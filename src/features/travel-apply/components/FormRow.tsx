import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './travelApply.scss'

/** A labelled row of an application form. */
export function FormRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className='travel-apply-form__row'>
      <Text className='travel-apply-form__label'>{label}</Text>
      {children}
    </View>
  )
}

/** One choice among a few, as chips. */
export function ChoiceChips({ choices, value, onChoose }: { choices: readonly string[]; value: string; onChoose: (choice: string) => void }) {
  return (
    <View className='travel-apply-chips'>
      {choices.map((choice) => (
        <Text key={choice} className={`travel-apply-chip${choice === value ? ' travel-apply-chip--on' : ''}`} onClick={() => onChoose(choice)}>
          {choice}
        </Text>
      ))}
    </View>
  )
}
