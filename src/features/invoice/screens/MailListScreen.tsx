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
import { createMailApi } from '../api/mailApi'
import { MailListStore } from '../stores/MailListStore'
import '../components/invoice.scss'

/** 收件地址 (/pages/invoice/address): where paper invoices are posted. */
function MailListScreen() {
  const root = useStores()
  const store = useStore(() => new MailListStore(createMailApi(root.request)))
  const removal = useConfirm((id: string) => void store.remove(id), () => '确定删除该收件地址吗？')
  useShown(() => store.fetch())
  return (
    <PageLayout title='收件地址'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <View className='invoice-titles'>
          {store.actionMessage ? <Text className='invoice-titles__message'>{store.actionMessage}</Text> : null}
          <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={store.isEmpty} emptyText='暂无收件地址，请添加'>
            {store.mails.map((mail) => (
              <View key={mail.MailId} className='invoice-titles__item'>
                <View className='invoice-titles__head'>
                  <Text className='invoice-titles__name'>{mail.Receiver} {mail.Phone}</Text>
                  {mail.IsDefault ? <Text className='invoice-titles__tag'>默认</Text> : null}
                </View>
                <Text className='invoice-titles__meta'>{mail.Address}</Text>
                <View className='invoice-titles__actions'>
                  <Text onClick={() => openRoute('invoice/addAddress', { mailId: mail.MailId })}>编辑</Text>
                  <Text onClick={() => removal.ask(mail.MailId)}>删除</Text>
                </View>
              </View>
            ))}
          </StateView>
        </View>
      </PullToRefresh>
      <AtButton className='invoice-titles__add' type='primary' onClick={() => openRoute('invoice/addAddress')}>
        添加收件地址
      </AtButton>
      {removal.popup}
    </PageLayout>
  )
}

export default observer(MailListScreen)
