import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatFen } from '@/core/format/money'
import type { InvoiceFormStore } from '../stores/InvoiceFormStore'

/** The invoices already on the cost, the cross-check against the cost's amount; tap to edit, long press to delete. */
function InvoiceListView({ store, onDelete }: { store: InvoiceFormStore; onDelete: (invoiceId: string) => void }) {
  const list = store.list
  if (!list) return null
  return (
    <View className='invoice-list'>
      <Text className={`expense__card-sub invoice-list__coverage invoice-list__coverage--${list.Coverage}`}>
        费用金额 {formatFen(list.CostAmountFen)} · {list.CoverageText}
      </Text>
      {list.Items.map((i) => (
        <View key={i.InvoiceId} className='expense__card invoice-card' onClick={() => store.edit(i)} onLongPress={() => onDelete(i.InvoiceId)}>
          <View className='expense__card-main'>
            <Text className='expense__card-title'>{i.TypeName}</Text>
            <Text className='expense__card-sub'>{[i.InvoiceCode, i.InvoiceNo].filter(Boolean).join(' / ')}</Text>
            <Text className='expense__card-sub'>开票日期 {i.InvoiceDate}{i.Source === 'qr' ? ' · 扫码识别' : ''}</Text>
            {i.DeductibleVatFen > 0 ? <Text className='expense__card-sub invoice-card__vat'>可抵扣进项税额 {formatFen(i.DeductibleVatFen)}</Text> : null}
          </View>
          <Text className='expense__amount'>{formatFen(i.TotalFen)}</Text>
        </View>
      ))}
    </View>
  )
}

export const InvoiceList = observer(InvoiceListView)
