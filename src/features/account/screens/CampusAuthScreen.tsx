import { Picker, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { shanghai } from '@/core/format/date'
import { createReqId, createUpload } from '@/core/http'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { InfoRow } from '@/ui/InfoRow'
import { Section } from '@/ui/Section'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createVerificationApi } from '../api/accountExtrasApi'
import { CredentialField } from '../components/CredentialField'
import { CampusAuthStore } from '../stores/VerificationStores'
import '../components/account.scss'
import '../components/extras.scss'

const ROLES = [
  { role: 'student', label: '我是学生' },
  { role: 'teacher', label: '我是教师' },
] as const

const Verified = observer(function Verified({ store }: { store: CampusAuthStore }) {
  const info = store.info
  if (!info) return null
  return (
    <View className='login'>
      <View className='extras__card'>
        <Text className='extras__status extras__status--ok'>{info.Role === 'teacher' ? '教师认证已通过' : '学生认证已通过'}</Text>
        <Text className='extras__text'>认证有效期至 {info.ValidUntil}</Text>
      </View>
      <Section>
        <InfoRow label='姓名' value={info.Name} />
        <InfoRow label='学校' value={info.School} />
        <InfoRow label={info.Role === 'teacher' ? '工号' : '学号'} value={info.Number} />
        {info.EnrollYear ? <InfoRow label='入学年份' value={String(info.EnrollYear)} /> : null}
      </Section>
    </View>
  )
})

const CampusForm = observer(function CampusForm({ store }: { store: CampusAuthStore }) {
  const f = store.form
  const pick = async () => {
    let path: string | undefined
    try {
      path = (await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] })).tempFilePaths[0]
    } catch {
      return
    }
    if (path) await store.attach(path)
  }
  const schoolIndex = Math.max(0, store.schools.indexOf(f.school))
  return (
    <View className='login'>
      {store.info?.Status === 'rejected' ? (
        <View className='extras__card'>
          <Text className='extras__status extras__status--bad'>认证未通过</Text>
          <Text className='extras__text'>{store.info.Reason}</Text>
        </View>
      ) : (
        <Text className='credentials__hint'>认证通过后可享受学生/教师专属出行优惠</Text>
      )}
      <View className='extras__choices'>
        {ROLES.map(({ role, label }) => (
          <Text key={role} className={f.role === role ? 'extras__choice extras__choice--on' : 'extras__choice'} onClick={() => store.setRole(role)}>
            {label}
          </Text>
        ))}
      </View>
      <CredentialField placeholder='请输入真实姓名' maxlength={30} value={f.name} onInput={(v) => store.set('name', v)} />
      <Picker mode='selector' range={store.schools} value={schoolIndex} onChange={(e) => store.set('school', store.schools[Number(e.detail.value)] ?? '')}>
        <View className='login__field'>
          <Text className={f.school ? 'login__input' : 'login__input extras__placeholder'}>{f.school || '请选择学校'}</Text>
        </View>
      </Picker>
      <CredentialField placeholder={f.role === 'student' ? '请输入学号' : '请输入工号'} maxlength={20} value={f.number} onInput={(v) => store.set('number', v)} />
      {f.role === 'student' ? <CredentialField kind='digits' maxlength={4} placeholder='请输入入学年份，如2023' value={f.enrollYear} onInput={(v) => store.set('enrollYear', v)} /> : null}
      <AtButton className='login__submit extras__secondary' loading={store.isUploading} onClick={() => void pick()}>
        {f.cardImageUrl ? '已上传证件照片，点击更换' : f.role === 'student' ? '上传学生证照片' : '上传教师证照片'}
      </AtButton>
      <Text className='login__error'>{store.submitting.errorMessage}</Text>
      <AtButton className='login__submit' type='primary' loading={store.submitting.isBusy} disabled={store.submitting.isBusy || store.isUploading} onClick={() => void store.submit()}>
        提交认证
      </AtButton>
    </View>
  )
})

/** 学生/教师认证: the member's verification, or the form to verify through the campus verifier. */
function CampusAuthScreen(_props: ScreenProps) {
  const root = useStores()
  const thisYear = shanghai().year()
  const store = useStore(
    () => new CampusAuthStore(createVerificationApi(root.request, createUpload(() => root.settings.identity)), root.settings.MemberInfo.MemberName, thisYear, createReqId),
  )
  useShown(() => store.fetch())
  return (
    <PageLayout title='学生/教师认证'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <StateView state={store.load} onRetry={() => store.fetch()}>
          {store.showsForm ? <CampusForm store={store} /> : <Verified store={store} />}
        </StateView>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(CampusAuthScreen)
