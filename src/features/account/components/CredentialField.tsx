import { Input, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './account.scss'

type Props = {
  placeholder: string
  value: string
  onInput: (value: string) => void
  kind?: 'text' | 'password' | 'phone' | 'digits'
  maxlength?: number
  after?: ReactNode
}

/** See LoginForm: on H5 tel keeps the text and honours maxlength, the mini-programs use number. */
const PHONE_TYPE = (process.env.TARO_ENV === 'h5' ? 'tel' : 'number') as 'number'

/** One line of a credentials form; input stays as typed. */
export function CredentialField({ placeholder, value, onInput, kind = 'text', maxlength = 140, after }: Props) {
  return (
    <View className='login__field'>
      <Input
        className='login__input'
        type={kind === 'phone' ? PHONE_TYPE : kind === 'digits' ? 'number' : 'text'}
        password={kind === 'password'}
        maxlength={maxlength}
        placeholder={placeholder}
        value={value}
        onInput={(e) => onInput(e.detail.value)}
      />
      {after}
    </View>
  )
}
