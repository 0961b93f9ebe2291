import { Text, View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { addWireDays } from '@domain/dates/wireDate'
import { todayWire } from '@/core/format'
import { TravelDatePicker } from '../../shared/calendar/TravelDatePicker'
import { FormRow } from './FormRow'
import './travelApply.scss'

/**
 * A labelled date row of an application form: a trip's dates, from `start` (default today; a 补申请 offers past
 * dates) to a year on, on the travel calendar.
 */
export function DateRow({ label, value, start, onChange }: { label: string; value: string; start?: string; onChange: (date: string) => void }) {
  const today = todayWire()
  const from = start || today
  return (
    <FormRow label={label}>
      <TravelDatePicker value={value} start={from} end={addWireDays(today, 365)} title={label} onChange={onChange}>
        <Text className='travel-apply-form__input'>{value}</Text>
      </TravelDatePicker>
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
