import { Text, View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { DateTimePicker } from '@/ui/DateTimePicker'
import { FormRow } from './FormRow'
import './travelApply.scss'

/** A labelled date row of an application form. */
export function DateRow({ label, value, onChange }: { label: string; value: string; onChange: (date: string) => void }) {
  return (
    <FormRow label={label}>
      <DateTimePicker mode='date' value={value} title={label} onChange={(picked) => onChange(String(picked))}>
        <Text className='travel-apply-form__input'>{value}</Text>
      </DateTimePicker>
    </FormRow>
  )
}

/** The form's refusal or failure, under its fields. */
export function FormError({ message }: { message: string }) {
  return message ? <Text className='travel-apply-form__error'>{message}</Text> : null
}

/** 保存草稿 and 提交审批 at the foot of an application form. */
export function DraftOrSubmitBar({ busy, onSave }: { busy: boolean; onSave: (submit: boolean) => void }) {
  return (
    <View className='travel-apply-actions'>
      <AtButton type='secondary' disabled={busy} onClick={() => onSave(false)}>
        保存草稿
      </AtButton>
      <AtButton type='primary' loading={busy} disabled={busy} onClick={() => onSave(true)}>
        提交审批
      </AtButton>
    </View>
  )
}
