import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import dayjs from 'dayjs'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { linkTo } from '@/routes/link'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createRailAccountApi } from '../api/railAccountApi'
import { FaceCheckStore } from '../stores/FaceCheckStore'
import '../components/train.scss'

/** 人脸核验 (/pages/product2.0/train/faceID): the 12306 face check of a new sign-in, done in the 12306 app. */
function Rail12306FaceScreen({ query }: ScreenProps) {
  const root = useStores()
  const accountId = query.accountId ?? ''
  const store = useStore(() => new FaceCheckStore(accountId, createRailAccountApi(root.request)))
  useShown(() => (accountId && !store.face ? store.start() : undefined))
  const check = async () => {
    if (await store.check()) {
      root.ui.toast('人脸核验成功')
      void Taro.redirectTo({ url: linkTo('train/passenger12306', { accountId }) })
    }
  }

  return (
    <PageLayout title='人脸核验'>
      <StateView state={accountId ? store.load : { status: 'ready', errorMessage: '' }} onRetry={() => void store.start()} isEmpty={!accountId} emptyText='缺少12306账号，请重新登录'>
        {store.face ? (
          <View className='train-page'>
            <View className='train-section'>
              <View className='train-row__label'>核验步骤</View>
              <View className='train-note'>{store.face.Tip}</View>
              <View className='train-note'>核验码（在12306 App中核对）：</View>
              <View className='train-face__token'>{store.face.FaceToken.slice(0, 8).toUpperCase()}</View>
              <View className='train-note'>请在 {dayjs(store.face.ExpiresAt).format('HH:mm')} 前完成，过期请重新发起。</View>
              {store.error ? <View className='train-error'>{store.error}</View> : null}
            </View>
            <AtButton type='primary' loading={store.isChecking} disabled={store.isChecking} onClick={() => void check()}>
              我已完成核验
            </AtButton>
            <View className='train-section train-face-restart' onClick={() => void store.start()}>
              <Text className='train-link'>重新发起人脸核验</Text>
            </View>
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(Rail12306FaceScreen)
