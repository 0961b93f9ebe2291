import type { BankTransferInfo } from '@api/order'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { formatFen, formatShanghai } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { DocumentStore } from '../../orders/public'
import { InfoRow } from '@/ui/InfoRow'
import { Section } from '@/ui/Section'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createPayApi } from '../api/payApi'
import '../components/payment.scss'

/** 银行转账 (对公转账): the account to pay into and the remark that ties the transfer to the order. */
function BankTransferScreen({ query }: ScreenProps) {
  const root = useStores()
  const orderNo = query.orderNo ?? ''
  const store = useStore(() => new DocumentStore<BankTransferInfo>(() => createPayApi(root.request).bankTransferInfo(orderNo), '转账信息加载失败'))
  useShown(() => store.fetch())
  const copy = (text: string) => void Taro.setClipboardData({ data: text }).then(() => root.ui.toast('已复制'), () => undefined)
  const info = store.data

  return (
    <PageLayout title='银行转账'>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        {info ? (
          <View>
            <View className='cashier-amount'>
              <Text className='cashier-amount__value'>{formatFen(info.AmountFen)}</Text>
              <Text className='cashier-amount__countdown'>请于{formatShanghai(info.PayDeadline)}前完成转账</Text>
            </View>
            <Section title='收款账户'>
              <InfoRow label='户名' value={info.AccountName} />
              <View onClick={() => copy(info.AccountNo)}>
                <InfoRow label='账号' value={`${info.AccountNo}（复制）`} />
              </View>
              <InfoRow label='开户行' value={`${info.BankName} ${info.BranchName}`} />
              <View onClick={() => copy(info.TransferRemark)}>
                <InfoRow label='转账备注' value={`${info.TransferRemark}（复制）`} emphasis />
              </View>
            </Section>
            <Section title='注意事项'>
              {info.Notes.map((note) => (
                <Text key={note} className='order-card__line'>
                  {note}
                </Text>
              ))}
            </Section>
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(BankTransferScreen)
