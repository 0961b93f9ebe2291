import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import { formatFen } from '@/core/format/money'
import { DateTimePicker } from '@/ui/DateTimePicker'
import { Popup } from '@/ui/Popup'
import { usePayOut, type PayOutTarget } from '../../loans/public/PayOut'
import type { PayBatchStore } from '../stores/PayBatchStore'

const PURPOSE = 'expense.payBatch'

/**
 * 批量支付 on the 待支付 tab (decision 0650): the count ticked and the button; then 付款账户, the confirmation of
 * count, total and payees (the server's preview), and after paying the batch with its transfer list to download;
 * below, a month's paid bills as an Excel file (issue 35 item 4).
 */
export const PayBatch = observer(function PayBatch({ root, store, showsBar, onPaid }: { root: object; store: PayBatchStore; showsBar: boolean; onPaid: () => void }) {
  const preview = store.preview
  const target: PayOutTarget | null = preview
    ? { amountFen: preview.TotalFen, payeeName: '', payeeAccount: '', batch: preview.Items.map((i) => ({ billNo: i.BillNo, payee: i.PayeeName, amountFen: i.AmountFen })) }
    : null
  const payOut = usePayOut(root, PURPOSE, target, (account) => void store.pay(account.PayAccountId).then((paid) => paid && onPaid()))
  const paid = store.paid
  return (
    <View className='pay-batch'>
      {showsBar ? (
        <View className='expense__bar-inline pay-batch__bar'>
          <Text className='pay-batch__count'>{store.selected.length > 0 ? `已选 ${store.selected.length} 笔` : '勾选单据可批量支付'}</Text>
          <AtButton
            className='pay-batch__pay'
            type='primary'
            size='small'
            disabled={store.selected.length === 0}
            loading={store.busy === 'previewing' || store.busy === 'paying'}
            onClick={() => void store.prepare().then((ready) => ready && payOut.start())}
          >
            批量支付
          </AtButton>
        </View>
      ) : null}
      {store.error && !paid ? <Text className='expense__error pay-batch__error'>{store.error}</Text> : null}
      <View className='expense__bar-inline paid-export'>
        <DateTimePicker mode='date' fields='month' value={store.month} title='导出月份' onChange={(value) => store.setMonth(String(value).slice(0, 7))}>
          <Text className='expense__link paid-export__month'>{`已付单据 ${store.month} 〉`}</Text>
        </DateTimePicker>
        <AtButton className='paid-export__button' size='small' loading={store.busy === 'downloading' && !paid} onClick={() => void store.exportPaid()}>
          导出 Excel
        </AtButton>
      </View>
      {payOut.popup}
      <Popup isOpened={paid !== null} type='center' title='支付完成' confirmText='' cancelText='关闭' onClose={() => store.closeResult()}>
        {paid ? (
          <View className='pay-batch__result'>
            <Text className='loans__line pay-batch__summary'>{`已支付 ${paid.Count} 笔，合计 ${formatFen(paid.TotalFen)}`}</Text>
            <Text className='loans__line pay-batch__no'>{`付款批次 ${paid.BatchNo}`}</Text>
            <View className='expense__bar-inline'>
              <AtButton className='pay-batch__xlsx' size='small' loading={store.busy === 'downloading'} onClick={() => void store.download('xlsx')}>下载付款文件 Excel</AtButton>
              <AtButton className='pay-batch__csv' size='small' loading={store.busy === 'downloading'} onClick={() => void store.download('csv')}>下载 CSV</AtButton>
            </View>
            {store.error ? <Text className='expense__error'>{store.error}</Text> : null}
          </View>
        ) : null}
      </Popup>
    </View>
  )
})
