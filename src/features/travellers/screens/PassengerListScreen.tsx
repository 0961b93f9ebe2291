import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { PageLayout } from '@/shell/layout/PageLayout'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { useConfirm } from '@/ui/useConfirm'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createTravellersApi } from '../api/travellersApi'
import { documentName, maskedDocumentNumber, passengerDisplayName } from '../domain/passengerForm'
import { isSelfEntry } from '../domain/savedDocument'
import { PASSENGER_FORM_ROUTE } from '../routeIds'
import { PassengerListStore } from '../stores/PassengerListStore'
import '../components/passengers.scss'

/** 常用旅客 (/pages/my/passenger/passengerList): the member's frequent passengers; pull to refresh, edit, delete. */
function PassengerListScreen() {
  const root = useStores()
  const store = useStore(() => new PassengerListStore(createTravellersApi(root.request)))
  const removal = useConfirm((id: string) => void store.remove(id), () => '确定删除该常用旅客吗？')
  useShown(() => store.fetch())
  return (
    <PageLayout title='常用旅客'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <View className='passengers'>
          {store.actionMessage ? <Text className='passengers__message'>{store.actionMessage}</Text> : null}
          <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={store.isEmpty} emptyText='暂无常用旅客，请添加'>
            {store.passengers.map((passenger) => (
              <View key={passenger.PassengerId} className='passengers__item'>
                <View className='passengers__main' onClick={() => openRoute(PASSENGER_FORM_ROUTE, { passengerId: passenger.PassengerId })}>
                  <View className='passengers__head'>
                    <Text className='passengers__name'>{passengerDisplayName(passenger)}</Text>
                    {passenger.Name && passenger.EnLastName ? <Text className='passengers__en'>{passenger.EnLastName}/{passenger.EnFirstName}</Text> : null}
                    {passenger.MemberId ? <Text className='passengers__tag'>{isSelfEntry(passenger, root.settings.MemberInfo.MemberId) ? '本人' : '同事'}</Text> : null}
                  </View>
                  {passenger.Phone ? <Text className='passengers__meta'>手机号 {passenger.Phone}</Text> : null}
                  {passenger.Documents.map((document) => (
                    <Text key={document.IdentityType} className='passengers__meta'>
                      {documentName(document.IdentityType)} {maskedDocumentNumber(document.IdentityNo)}
                    </Text>
                  ))}
                </View>
                <View className='passengers__actions'>
                  <Text onClick={() => openRoute(PASSENGER_FORM_ROUTE, { passengerId: passenger.PassengerId })}>编辑</Text>
                  <Text className='passengers__delete' onClick={() => removal.ask(passenger.PassengerId)}>
                    删除
                  </Text>
                </View>
              </View>
            ))}
          </StateView>
        </View>
      </PullToRefresh>
      <View className='passengers__footer-space' />
      <AtButton className='passengers__add' type='primary' onClick={() => openRoute(PASSENGER_FORM_ROUTE)}>
        新增常用旅客
      </AtButton>
      {removal.popup}
    </PageLayout>
  )
}

export default observer(PassengerListScreen)
