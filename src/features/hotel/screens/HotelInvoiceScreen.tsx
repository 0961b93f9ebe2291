import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { ApplyHotelInvoiceData, HotelInvoiceTitleType } from '@api/hotel'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen } from '@/core/format'
import { createReqId } from '@/core/http/ids'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { linkTo } from '@/routes/link'
import { useStore } from '../../shared/hooks/useStore'
import { FieldRow } from '../components/FieldRow'
import { invoiceError, type InvoiceInput } from '../domain/afterSale'
import { ORDER_ROUTES } from '../domain/hotelRoutes'
import { useHotel } from '../hooks'
import { IdempotentAction } from '../stores/IdempotentAction'
import '../components/hotel.scss'

/** 申请发票 (hotel/invoice/index): query orderNo and amountFen; an electronic invoice sent by email. */
function HotelInvoiceScreen({ query }: ScreenProps) {
  const { root, api } = useHotel()
  const orderNo = query.orderNo ?? ''
  const amountFen = Number(query.amountFen) || 0
  const [input, setInput] = useState<InvoiceInput>({ titleType: 'company', title: root.settings.CompanyName, taxNo: '', email: '' })
  const action = useStore(() => new IdempotentAction<ApplyHotelInvoiceData>(() => createReqId()))
  const patch = (next: Partial<InvoiceInput>) => setInput({ ...input, ...next })
  const submit = async () => {
    const problem = invoiceError(input)
    if (problem) return root.ui.toast(problem)
    const result = await action.run((reqId) =>
      api.applyInvoice({ OrderNo: orderNo, TitleType: input.titleType, Title: input.title.trim(), TaxNo: input.taxNo.trim().toUpperCase(), Email: input.email.trim(), AmountFen: amountFen }, reqId),
    )
    if (!result) return root.ui.toast(action.errorMessage)
    root.ui.toast('发票申请已提交')
    void Taro.redirectTo({ url: linkTo(ORDER_ROUTES.orderDetail, { orderNo }) })
  }
  const typeChip = (type: HotelInvoiceTitleType, label: string) => (
    <Text className={`hotel-chip${input.titleType === type ? ' hotel-chip--on' : ''}`} onClick={() => patch({ titleType: type })}>
      {label}
    </Text>
  )
  return (
    <PageLayout title='申请发票'>
      <View className='hotel-page'>
        <View className='hotel-section'>
          <View className='hotel-row'>
            <Text className='hotel-row__label'>发票金额</Text>
            <Text className='hotel-row__value'>{formatFen(amountFen)}</Text>
          </View>
          <View className='hotel-chips'>
            {typeChip('company', '企业')}
            {typeChip('personal', '个人')}
          </View>
          <FieldRow label='发票抬头' value={input.title} placeholder='请填写发票抬头' onInput={(title) => patch({ title })} />
          {input.titleType === 'company' ? (
            <FieldRow label='税号' value={input.taxNo} placeholder='纳税人识别号' maxlength={20} onInput={(taxNo) => patch({ taxNo })} />
          ) : null}
          <FieldRow label='邮箱' value={input.email} placeholder='用于接收电子发票' onInput={(email) => patch({ email })} />
          {action.errorMessage ? <View className='state-view__notice'>{action.errorMessage}</View> : null}
          <AtButton type='primary' loading={action.isSubmitting} disabled={action.isSubmitting} onClick={() => void submit()}>
            提交
          </AtButton>
        </View>
      </View>
    </PageLayout>
  )
}

export default observer(HotelInvoiceScreen)
