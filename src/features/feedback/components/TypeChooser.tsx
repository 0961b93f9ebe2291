import { Text, View } from '@tarojs/components'
import { FEEDBACK_TYPES, type FeedbackType } from '../domain/feedbackForm'
import './feedback.scss'

type Props = { value: FeedbackType | null; onChange: (type: FeedbackType) => void }

export function TypeChooser({ value, onChange }: Props) {
  return (
    <View className='feedback-types'>
      {FEEDBACK_TYPES.map((type) => (
        <Text
          key={type.value}
          className={type.value === value ? 'feedback-types__item feedback-types__item--on' : 'feedback-types__item'}
          onClick={() => onChange(type.value)}
        >
          {type.label}
        </Text>
      ))}
    </View>
  )
}
