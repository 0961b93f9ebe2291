import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { createReqId } from '@/core/http/ids'
import { linkTo } from '@/routes/link'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { useStore } from '../../shared/hooks/useStore'
import { backOr } from '../../shared/navigation'
import { createBindingsApi } from '../api/bindingsApi'
import { CredentialField } from '../components/CredentialField'
import { BindFormStore } from '../stores/BindFormStore'
import '../components/account.scss'
import '../components/bindings.scss'

/** 绑定账号 (bind?platform=ctrip) and 会员绑定 (member?program=CA): the form, then back to 账号绑定. */
function BindFormScreen({ query, variant }: ScreenProps<'platform' | 'member'>) {
  const root = useStores()
  const kind = variant === 'member' ? 'member' : 'platform'
  const code = String((kind === 'member' ? query.program : query.platform) ?? '')
  const store = useStore(() => new BindFormStore(createBindingsApi(root.request), { kind, code }, root.settings.MemberInfo.MemberName, createReqId))
  const name = store.platform?.name ?? store.program?.name
  const submit = async () => {
    if (!(await store.submit())) return
    void Taro.showToast({ title: '绑定成功', icon: 'success', duration: 2000 })
    backOr(linkTo('my/bindAccount/bindList'))
  }
  return (
    <PageLayout title={kind === 'member' ? '会员绑定' : '绑定账号'}>
      <View className='login'>
        <Text className='login__title'>{name ? `绑定${name}` : kind === 'member' ? '不支持该会员计划' : '不支持该出行平台'}</Text>
        {kind === 'platform' ? (
          <>
            <CredentialField placeholder='平台账号（手机号或邮箱）' maxlength={64} value={store.account} onInput={(v) => store.set('account', v)} />
            <CredentialField kind='password' placeholder='平台登录密码' maxlength={20} value={store.password} onInput={(v) => store.set('password', v)} />
            <Text className='bind-form__hint'>{store.platform?.hint ?? ''}，密码仅用于向平台验证，不会被保存。</Text>
          </>
        ) : (
          <>
            <CredentialField placeholder='持卡人姓名（须为本人）' maxlength={40} value={store.holderName} onInput={(v) => store.set('holderName', v)} />
            <CredentialField kind='digits' placeholder='会员卡号' maxlength={16} value={store.cardNo} onInput={(v) => store.set('cardNo', v)} />
            <Text className='bind-form__hint'>绑定后预订{store.program?.kind === 'airline' ? '机票' : '酒店'}时自动填入会员卡号，积分累积到本人账户。</Text>
          </>
        )}
        <Text className='login__error'>{store.errorMessage}</Text>
        <AtButton className='login__submit' type='primary' loading={store.isSubmitting} disabled={store.isSubmitting || !name} onClick={submit}>
          确认绑定
        </AtButton>
      </View>
    </PageLayout>
  )
}

export default observer(BindFormScreen)
