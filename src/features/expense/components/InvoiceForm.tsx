import { Input, Picker, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DateTimePicker } from '@/ui/DateTimePicker'
import { formatFen } from '@/core/format/money'
import { INVOICE_TYPES, type InvoiceFormStore } from '../stores/InvoiceFormStore'

type Props = { store: InvoiceFormStore; today: string }

/** The fields of one invoice (type, code, number, date, amount before tax, tax, check code) and the total. */
function InvoiceFormView({ store, today }: Props) {
  const typeIndex = Math.max(0, INVOICE_TYPES.findIndex((t) => t.code === store.typeCode))
  return (
    <View className='invoice-form'>
      <Text className='expense__label'>发票类型</Text>
      <Picker mode='selector' range={INVOICE_TYPES.map((t) => t.name)} value={typeIndex} onChange={(e) => store.set('typeCode', INVOICE_TYPES[Number(e.detail.value)].code)}>
        <View className='expense__input invoice-form__type'>{store.typeName}</View>
      </Picker>
      <Text className='expense__label'>发票代码</Text>
      <Input className='expense__input invoice-form__code' type='number' maxlength={12} value={store.invoiceCode} placeholder='10或12位（全电发票不填）' onInput={(e) => store.set('invoiceCode', e.detail.value)} />
      <Text className='expense__label'>发票号码</Text>
      <Input className='expense__input invoice-form__no' type='number' maxlength={20} value={store.invoiceNo} placeholder='8位；全电发票20位' onInput={(e) => store.set('invoiceNo', e.detail.value)} />
      <Text className='expense__label'>开票日期</Text>
      <DateTimePicker mode='date' value={store.invoiceDate} end={today} title='开票日期' onChange={(value) => store.set('invoiceDate', String(value))}>
        <View className='expense__input invoice-form__date'>{store.invoiceDate || '请选择日期'}</View>
      </DateTimePicker>
      <Text className='expense__label'>金额（不含税，元）</Text>
      <Input className='expense__input invoice-form__amount' type='digit' value={store.amountText} placeholder='请输入金额' onInput={(e) => store.set('amountText', e.detail.value)} />
      <Text className='expense__label'>税额（元）</Text>
      <Input className='expense__input invoice-form__tax' type='digit' value={store.taxText} placeholder='无税额可不填' onInput={(e) => store.set('taxText', e.detail.value)} />
      <Text className='expense__label'>校验码</Text>
      <Input className='expense__input invoice-form__check' maxlength={32} value={store.checkCode} placeholder='选填（专票无校验码）' onInput={(e) => store.set('checkCode', e.detail.value)} />
      {store.qrTotalHint ? <Text className='expense__card-sub invoice-form__qr-total'>{store.qrTotalHint}</Text> : null}
      <Text className='expense__card-sub invoice-form__total'>价税合计 {store.totalFen === null ? '--' : formatFen(store.totalFen)}</Text>
      {store.deductibleVatFen ? <Text className='expense__card-sub invoice-form__vat'>可抵扣进项税额 {formatFen(store.deductibleVatFen)}</Text> : null}
      {store.claimWarning ? <Text className='expense__error invoice-form__claimed'>{store.claimWarning}</Text> : null}
    </View>
  )
}

export const InvoiceForm = observer(InvoiceFormView)
