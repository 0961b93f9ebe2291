import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { createReqId, createUpload } from '@/core/http'
import { linkTo } from '@/routes/link'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { useStore } from '../../shared/hooks/useStore'
import { createVerificationApi } from '../api/accountExtrasApi'
import { CredentialField } from '../components/CredentialField'
import { FACE_INDEX_ROUTES, faceVersion } from '../domain/faceFlow'
import { PHONE_LENGTH } from '../domain/loginForm'
import { FaceFormStore } from '../stores/VerificationStores'
import '../components/account.scss'
import '../components/extras.scss'

/** 人脸核验 form (oneself) and newUserForm (a new user's name, ID and mobile): starts a verification. */
function FaceFormScreen({ variant, query }: ScreenProps<'self' | 'newUser'>) {
  const root = useStores()
  const scene = variant ?? 'self'
  const store = useStore(
    () => new FaceFormStore(createVerificationApi(root.request, createUpload(() => root.settings.identity)), scene, root.settings.MemberInfo.MemberName, createReqId),
  )
  const f = store.form

  const next = async () => {
    const verifyId = await store.start()
    if (verifyId) void Taro.redirectTo({ url: linkTo(FACE_INDEX_ROUTES[faceVersion(query.version)], { verifyId }) })
  }

  return (
    <PageLayout title={scene === 'self' ? '人脸核验' : '新用户信息'}>
      <View className='login'>
        <Text className='credentials__hint'>{scene === 'self' ? '请填写本人身份证信息' : '请填写新用户的身份证信息和手机号'}</Text>
        <CredentialField placeholder='请输入姓名（与身份证一致）' maxlength={30} value={f.name} onInput={(v) => store.set('name', v)} />
        <CredentialField placeholder='请输入18位身份证号' maxlength={18} value={f.idNo} onInput={(v) => store.set('idNo', v)} />
        {scene === 'newUser' ? <CredentialField kind='phone' maxlength={PHONE_LENGTH} placeholder='请输入新用户手机号' value={f.phone} onInput={(v) => store.set('phone', v)} /> : null}
        <Text className='login__error'>{store.submitting.errorMessage}</Text>
        <AtButton className='login__submit' type='primary' loading={store.submitting.isBusy} disabled={store.submitting.isBusy} onClick={() => void next()}>
          下一步，拍摄人脸
        </AtButton>
      </View>
    </PageLayout>
  )
}

export default observer(FaceFormScreen)
