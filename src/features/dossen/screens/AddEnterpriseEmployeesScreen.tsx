import { Input, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { useStore } from '../../shared/hooks/useStore'
import { createDossenApi } from '../api/dossenApi'
import { AddEmployeeStore } from '../stores/AddEmployeeStore'
import '../components/dossen.scss'

/** 添加员工: a new employee of the enterprise (query enterpriseId) by name and phone; an existing account is invited. */
function AddEnterpriseEmployeesScreen({ query }: ScreenProps) {
  const root = useStores()
  const store = useStore(
    () =>
      new AddEmployeeStore(createDossenApi(root.request), Number(query.enterpriseId), (name, isNew) => {
        root.ui.toast(isNew ? `已添加${name}，可用手机号通过“忘记密码”设置密码登录` : `已添加${name}`)
        void Taro.navigateBack().catch(() => undefined)
      }),
  )
  return (
    <PageLayout title='添加员工'>
      <View className='dossen-form'>
        <View className='dossen-field'>
          <Text className='dossen-field__label'>姓名</Text>
          <Input className='dossen-field__input' maxlength={30} placeholder='请输入员工姓名' value={store.form.name} onInput={(e) => store.set('name', e.detail.value)} />
        </View>
        <View className='dossen-field'>
          <Text className='dossen-field__label'>手机号</Text>
          <Input className='dossen-field__input' type='number' maxlength={11} placeholder='请输入员工手机号' value={store.form.phone} onInput={(e) => store.set('phone', e.detail.value)} />
        </View>
      </View>
      {store.error ? <Text className='dossen-error'>{store.error}</Text> : null}
      {store.invitation ? <Text className='dossen-note dossen-add__invited'>{store.invitation}</Text> : null}
      <AtButton className='dossen-submit dossen-add__submit' type='primary' loading={store.isSubmitting} onClick={() => void store.submit()}>
        确认添加
      </AtButton>
      <Text className='dossen-note'>员工默认可预订酒店、机票和火车票，首次登录时通过“忘记密码”用手机验证码设置密码。已注册的手机号将收到加入邀请，本人接受后才加入本企业。</Text>
    </PageLayout>
  )
}

export default observer(AddEnterpriseEmployeesScreen)
