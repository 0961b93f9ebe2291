import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import type { AcceptInvitationStore } from '../stores/AcceptInvitationStore'

/** 加入企业: the invitation code an enterprise (or its Dossen sale) sent to this phone. */
function AcceptInvitation({ store }: { store: AcceptInvitationStore }) {
  return (
    <View className='enterprise-invite'>
      <Text className='enterprise-invite__title'>加入企业</Text>
      <View className='enterprise-invite__row'>
        <Input className='enterprise-invite__input' maxlength={20} placeholder='请输入邀请码' value={store.code} onInput={(e) => store.setCode(e.detail.value)} />
        <AtButton className='enterprise-invite__submit' type='primary' size='small' loading={store.isSubmitting} onClick={() => void store.accept()}>
          加入
        </AtButton>
      </View>
      {store.error ? <Text className='enterprise-invite__error'>{store.error}</Text> : null}
      <Text className='enterprise-invite__note'>企业管理员或东呈销售邀请您时会告知邀请码；接受后即成为该企业员工，可在上方切换。</Text>
    </View>
  )
}

export default observer(AcceptInvitation)
