import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { createUpload } from '@/core/http'
import { isH5Build } from '@/core/platform'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createVerificationApi } from '../api/accountExtrasApi'
import { FACE_STATUS_TEXT, faceTips, photoSources, type FaceVersion } from '../domain/faceFlow'
import { FaceCaptureStore } from '../stores/VerificationStores'
import '../components/account.scss'
import '../components/extras.scss'

function Tips({ lines }: { lines: string[] }) {
  return (
    <View className='extras__card'>
      {lines.map((line) => (
        <Text key={line} className='extras__text'>
          · {line}
        </Text>
      ))}
    </View>
  )
}

/** Without a VerifyId: what the verification is, and who to verify (form for oneself, newUserForm for another). */
function FaceStart({ version }: { version: FaceVersion }) {
  return (
    <View className='login'>
      <View className='extras__card'>
        <Text className='extras__headline'>人脸核验</Text>
        <Text className='extras__text'>为保障账户与出行安全，需核验本人身份：填写身份证信息后拍摄一张正脸照片，与公安证件照比对。</Text>
      </View>
      <Tips lines={faceTips(version, null)} />
      <AtButton className='login__submit' type='primary' onClick={() => openRoute('common2.0/facialVerification/form', { version })}>
        本人核验
      </AtButton>
      {version === 'v3' ? (
        <AtButton className='login__submit extras__secondary' onClick={() => openRoute('common2.0/facialVerification/newUserForm', { version })}>
          为新用户核验
        </AtButton>
      ) : null}
    </View>
  )
}

const FaceCapture = observer(function FaceCapture({ store, version }: { store: FaceCaptureStore; version: FaceVersion }) {
  const result = store.result
  const take = async () => {
    let path: string | undefined
    try {
      path = (await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: photoSources(isH5Build()) })).tempFilePaths[0]
    } catch {
      return // the user closed the camera
    }
    if (path) await store.capture(path)
  }
  const isOver = result !== null && result.Status !== 'pending'
  return (
    <View className='login'>
      {result ? (
        <View className='extras__card'>
          <Text className={result.Status === 'passed' ? 'extras__status extras__status--ok' : result.Status === 'pending' ? 'extras__status' : 'extras__status extras__status--bad'}>
            {FACE_STATUS_TEXT[result.Status]}
          </Text>
          <Text className='extras__text'>姓名：{result.Name}</Text>
          <Text className='extras__text'>身份证号：{result.MaskedIdNo}</Text>
          {result.Score !== null && result.Status === 'passed' ? <Text className='extras__text'>相似度：{result.Score}分</Text> : null}
          {result.Reason ? <Text className='extras__text'>{result.Reason}</Text> : null}
        </View>
      ) : null}
      {isOver ? null : <Tips lines={faceTips(version, result?.Scene ?? null)} />}
      <Text className='login__error'>{store.errorMessage}</Text>
      {isOver ? (
        result?.Status === 'passed' ? null : (
          <AtButton className='login__submit' type='primary' onClick={() => openRoute(result?.Scene === 'newUser' ? 'common2.0/facialVerification/newUserForm' : 'common2.0/facialVerification/form', { version })}>
            重新核验
          </AtButton>
        )
      ) : (
        <AtButton className='login__submit' type='primary' loading={store.isBusy} disabled={store.isBusy} onClick={() => void take()}>
          {store.isBusy ? '核验中...' : '拍摄人脸照片'}
        </AtButton>
      )}
    </View>
  )
})

/** 人脸核验 index / index2.0 / index3.0: start, then (with `verifyId`) the photo and the provider's answer. */
function FaceIndexScreen({ variant, query }: ScreenProps<'v1' | 'v2' | 'v3'>) {
  const root = useStores()
  const version: FaceVersion = variant ?? 'v1'
  const verifyId = query.verifyId ?? ''
  const store = useStore(() => new FaceCaptureStore(createVerificationApi(root.request, createUpload(() => root.settings.identity)), verifyId))
  useShown(() => (verifyId ? store.fetch() : undefined))
  return (
    <PageLayout title='人脸核验'>
      {verifyId ? (
        <StateView state={store.load} onRetry={() => store.fetch()}>
          <FaceCapture store={store} version={version} />
        </StateView>
      ) : (
        <FaceStart version={version} />
      )}
    </PageLayout>
  )
}

export default observer(FaceIndexScreen)
