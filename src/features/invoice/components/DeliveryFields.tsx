import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ApplyStore } from '../stores/ApplyStore'
import './invoice.scss'

type Field = 'email' | 'receiver' | 'phone' | 'address'

const Line = observer(function Line({ store, field, label, placeholder, maxlength }: { store: ApplyStore; field: Field; label: string; placeholder: string; maxlength: number }) {
  return (
    <View className='title-form__field'>
      <Text className='title-form__label'>{label}</Text>
      <Input className='title-form__input' placeholder={placeholder} maxlength={maxlength} value={store.form[field]} onInput={(e) => store.set(field, e.detail.value)} />
    </View>
  )
})

/** Electronic: the e-mail; paper: receiver, phone and address. */
export const DeliveryFields = observer(function DeliveryFields({ store }: { store: ApplyStore }) {
  if (store.form.medium === 'electronic') return <Line store={store} field='email' label='接收邮箱' placeholder='请填写接收邮箱' maxlength={100} />
  return (
    <View>
      <Line store={store} field='receiver' label='收件人' placeholder='请填写收件人' maxlength={30} />
      <Line store={store} field='phone' label='手机号' placeholder='请填写收件人手机号' maxlength={11} />
      <Line store={store} field='address' label='收件地址' placeholder='请填写详细收件地址' maxlength={200} />
    </View>
  )
})
