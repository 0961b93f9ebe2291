import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { LoginStore } from '../stores/LoginStore'
import { PHONE_LENGTH } from '../domain/loginForm'
import './account.scss'

/**
 * On H5 a number input drops a value too long to be a number (a pasted 10,000 digits read as '' while
 * the field kept them) and ignores maxlength: tel keeps the text and honours maxlength. The
 * mini-programs have no tel type; their number type honours maxlength.
 */
const PHONE_INPUT_TYPE = (process.env.TARO_ENV === 'h5' ? 'tel' : 'number') as 'number'

/** Phone plus password or SMS code, by the store's mode; input stays as typed. */
export const LoginForm = observer(function LoginForm({ store }: { store: LoginStore }) {
  return (
    <View className='login__form'>
      <View className='login__field'>
        <Input
          className='login__input'
          type={PHONE_INPUT_TYPE}
          maxlength={PHONE_LENGTH}
          placeholder='请输入手机号'
          value={store.phone}
          onInput={(e) => store.setPhone(e.detail.value)}
        />
      </View>
      {store.mode === 'password' ? (
        <View className='login__field'>
          <Input
            className='login__input'
            password
            placeholder='请输入密码'
            value={store.password}
            onInput={(e) => store.setPassword(e.detail.value)}
          />
        </View>
      ) : (
        <View className='login__field'>
          <Input
            className='login__input'
            type='number'
            maxlength={6}
            placeholder='请输入验证码'
            value={store.code}
            onInput={(e) => store.setCode(e.detail.value)}
          />
          <Text
            className={store.canSendCode ? 'login__code-button' : 'login__code-button login__code-button--disabled'}
            onClick={() => void store.sendCode()}
          >
            {store.codeButtonText}
          </Text>
        </View>
      )}
    </View>
  )
})
