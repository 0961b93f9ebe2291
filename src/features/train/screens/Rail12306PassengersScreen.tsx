import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createRailAccountApi } from '../api/railAccountApi'
import { PASSENGER_TYPE_TEXT, Rail12306PassengersStore } from '../stores/Rail12306PassengersStore'
import '../components/train.scss'

/** 12306乘客 (/pages/train/passenger12306/passenger12306): the account's passengers and 12306's verification status. */
function Rail12306PassengersScreen({ query }: ScreenProps) {
  const root = useStores()
  const accountId = query.accountId ?? ''
  const store = useStore(() => new Rail12306PassengersStore(accountId, createRailAccountApi(root.request)))
  useShown(() => (accountId ? store.fetch() : undefined))

  return (
    <PageLayout title='12306乘客'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <View className='train-page'>
          <StateView
            state={accountId ? store.load : { status: 'ready', errorMessage: '' }}
            onRetry={() => void store.fetch()}
            isEmpty={!accountId || store.passengers.length === 0}
            emptyText={accountId ? '12306账号中还没有乘客' : '缺少12306账号，请重新登录'}
          >
            {store.passengers.map((p) => (
              <View key={p.PassengerId} className='train-section rail-passenger' onClick={() => openRoute('train/passengerEdit12306', { accountId, passengerId: p.PassengerId })}>
                <View className='train-row'>
                  <Text>
                    {p.Name} <Text className='train-note'>{PASSENGER_TYPE_TEXT[p.PassengerType]}</Text>
                  </Text>
                  <Text className={`train-verify--${p.VerifyStatus}`}>{p.VerifyStatusText}</Text>
                </View>
                <View className='train-note'>
                  身份证 {p.IdNoMasked}
                  {p.PhoneMasked ? ` · ${p.PhoneMasked}` : ''}
                </View>
                {p.VerifyStatus === 'Pending' ? <View className='train-note'>待核验的乘客需完成手机号核验后才能购票</View> : null}
                {p.VerifyStatus === 'Failed' ? <View className='train-error'>证件信息未通过12306核验，请核对后重新添加</View> : null}
              </View>
            ))}
          </StateView>
          {accountId ? (
            <AtButton type='primary' onClick={() => openRoute('train/passengerEdit12306', { accountId })}>
              添加乘客
            </AtButton>
          ) : null}
        </View>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(Rail12306PassengersScreen)
