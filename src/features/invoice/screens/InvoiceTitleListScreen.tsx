import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { useConfirm } from '@/ui/useConfirm'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createInvoiceTitleApi } from '../api/invoiceApi'
import { TitleCard } from '../components/TitleCard'
import { TitleListStore } from '../stores/TitleListStore'
import '../components/invoice.scss'

/** 发票抬头: the member's titles, add, edit, delete; v1 /pages/invoice/title, v2 my 2.0 titleList. */
function InvoiceTitleListScreen({ variant }: ScreenProps<'v1' | 'v2'>) {
  const root = useStores()
  const store = useStore(() => new TitleListStore(createInvoiceTitleApi(root.request)))
  const removal = useConfirm((id: string) => void store.remove(id), () => '确定删除该发票抬头吗？')
  useShown(() => store.fetch())
  const formRoute = variant === 'v2' ? 'my2.0/invoice/addTitle' : 'invoice/addTitle'

  return (
    <PageLayout title='发票抬头'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <View className='invoice-titles'>
          {store.actionMessage ? <Text className='invoice-titles__message'>{store.actionMessage}</Text> : null}
          <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={store.isEmpty} emptyText='暂无发票抬头，请添加'>
            {store.titles.map((title) => (
              <TitleCard
                key={title.TitleId}
                title={title}
                onEdit={() => openRoute(formRoute, { titleId: title.TitleId })}
                onDelete={() => removal.ask(title.TitleId)}
              />
            ))}
          </StateView>
        </View>
      </PullToRefresh>
      <AtButton className='invoice-titles__add' type='primary' onClick={() => openRoute(formRoute)}>
        添加发票抬头
      </AtButton>
      {removal.popup}
    </PageLayout>
  )
}

export default observer(InvoiceTitleListScreen)
