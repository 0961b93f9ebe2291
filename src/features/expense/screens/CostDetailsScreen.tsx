import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen } from '@/core/format/money'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { InfoRow } from '@/ui/InfoRow'
import { StateView } from '@/ui/StateView'
import { imageAlt } from '@/ui/a11y'
import { DocumentStore } from '../../orders/public'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import '../components/expense.scss'
import { corporateApiOf } from './useExpenseApi'

/** 费用明细 (components/costDetails?costId=): one cost, its attachments and invoices; its owner may edit a free cost. */
function CostDetailsScreen({ query }: ScreenProps) {
  const root = useStores()
  const api = corporateApiOf(root)
  const store = useStore(() => new DocumentStore(() => api.costDetail(query.costId ?? ''), '费用加载失败'))
  useShown(() => store.fetch())
  const detail = store.data
  const cost = detail?.Cost

  return (
    <PageLayout title='费用明细'>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        {detail && cost ? (
          <View className='expense cost-details'>
            <View className='expense__head'>
              <Text className='expense__head-status'>{cost.CostTypeName}</Text>
              <Text className='expense__head-amount cost-details__amount'>{formatFen(cost.AmountFen)}</Text>
            </View>
            <View className='expense__section'>
              <InfoRow label='消费日期' value={cost.CostDate} />
              {cost.CityName ? <InfoRow label='城市' value={cost.CityName} /> : null}
              {cost.Remark ? <InfoRow label='备注' value={cost.Remark} /> : null}
              {cost.OrderNo ? <InfoRow label='来源订单' value={cost.OrderNo} /> : null}
              <InfoRow label='报销状态' value={cost.BillNo ? `已在单据 ${detail.BillTitle}（${cost.BillNo}）` : '未报销'} />
            </View>
            <View className='expense__section'>
              <Text className='expense__section-title'>发票（{detail.Invoices.length} 张）</Text>
              {detail.Invoices.length === 0 ? <Text className='expense__total'>暂无发票</Text> : null}
              {detail.Invoices.map((invoice) => (
                <InfoRow key={invoice.InvoiceId} label={invoice.TypeName} value={`${invoice.InvoiceNo} ${formatFen(invoice.TotalFen)}${invoice.DeductibleVatFen > 0 ? ` · 可抵扣税额 ${formatFen(invoice.DeductibleVatFen)}` : ''}`} />
              ))}
              {detail.CoverageText ? <Text className='expense__total cost-details__coverage'>{detail.CoverageText}</Text> : null}
            </View>
            {cost.Attachments.length > 0 ? (
              <View className='expense__section'>
                <Text className='expense__section-title'>附件</Text>
                <View className='expense__image-row'>
                  {cost.Attachments.map((url, index) => (
                    <Image key={url} className='expense__image' src={url} mode='aspectFill' onClick={() => void Taro.previewImage({ current: url, urls: cost.Attachments })} {...imageAlt(`附件 ${index + 1}`)} />
                  ))}
                </View>
              </View>
            ) : null}
          </View>
        ) : null}
      </StateView>
      {detail?.CanEdit ? (
        <View className='expense__bar'>
          <AtButton className='expense__bar-button' type='secondary' onClick={() => openRoute('expenseControl/editInvoice', { costId: detail.Cost.CostId })}>
            发票信息
          </AtButton>
          <AtButton className='expense__bar-button' type='primary' onClick={() => openRoute('expenseControl/editCost', { costId: detail.Cost.CostId })}>
            编辑费用
          </AtButton>
        </View>
      ) : null}
    </PageLayout>
  )
}

export default observer(CostDetailsScreen)
