import { Image, Input, Text, Textarea, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { CharCount } from '@/ui/CharCount'
import { formatFen } from '@/core/format/money'
import { linkTo } from '@/routes/link'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { imageAlt } from '@/ui/a11y'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { CostCard } from '../components/CostCard'
import { SupplierCard } from '../components/SupplierCard'
import '../components/expense.scss'
import { CorporateFormStore } from '../stores/CorporateFormStore'
import { costRecordSession, supplierSession } from '../stores/expenseSessions'
import { corporateApiOf, expenseApiOf } from './useExpenseApi'

const PURPOSE = 'corporate-bill'

/** 对公报销 (bill/CorporateReimbursementBill/create): pay a supplier for account-book costs; with billNo it edits a returned bill. */
function CorporateBillCreateScreen({ query }: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new CorporateFormStore({ ...expenseApiOf(root), ...corporateApiOf(root) }, query.billNo ?? ''))
  useShown(() => {
    const supplier = supplierSession(root).take(PURPOSE)
    if (supplier) store.setSupplier(supplier)
    const costs = costRecordSession(root).take(PURPOSE)
    if (costs) store.setCosts(costs)
    return store.load.isReady ? undefined : store.fetch()
  })

  const pickSupplier = () => {
    supplierSession(root).open(PURPOSE, { selected: store.supplier?.SupplierId })
    openRoute('components/bill/supplierList', { pick: '1' })
  }
  const pickCosts = () => {
    costRecordSession(root).open(PURPOSE, { chosen: store.costs.map((c) => c.CostId), held: store.billNo ? store.costs : [] })
    openRoute('components/bill/billCostRecord', { pick: '1' })
  }
  const addImages = async () => {
    let paths: string[]
    try {
      paths = (await Taro.chooseImage({ count: store.remainingSlots, sizeType: ['compressed'], sourceType: ['album', 'camera'] })).tempFilePaths
    } catch {
      return // the member cancelled
    }
    await store.addAttachments(paths)
  }
  const save = async (submit: boolean) => {
    const billNo = await store.save(submit)
    if (!billNo) return
    root.ui.toast(submit ? '已提交审批' : '已保存草稿')
    void Taro.redirectTo({ url: linkTo('bill/CorporateReimbursementBill/detail', { billNo }) })
  }

  return (
    <PageLayout title={store.billNo ? '编辑对公报销' : '对公报销'}>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        <View className='expense bill-form corporate-form'>
          <Text className='expense__label'>收款供应商</Text>
          {store.supplier ? (
            <SupplierCard supplier={store.supplier} onClick={pickSupplier} />
          ) : (
            <View className='expense__input corporate-form__supplier' onClick={pickSupplier}>
              请选择供应商 〉
            </View>
          )}
          <Text className='expense__label'>付款事由</Text>
          <Input className='expense__input bill-form__title' value={store.title} maxlength={60} placeholder='如：12月年会场地费' onInput={(e) => store.set('title', e.detail.value)} />
          <CharCount value={store.title} max={60} />
          <Text className='expense__label'>说明</Text>
          <Textarea className='expense__input bill-form__reason' value={store.reason} maxlength={500} placeholder='合同、验收等补充说明（选填）' onInput={(e) => store.set('reason', e.detail.value)} />
          <CharCount value={store.reason} max={500} />
          <Text className='expense__label'>成本中心</Text>
          <View className='expense__chips'>
            {store.costCenters.length === 0 ? <Text className='expense__total'>您所在部门未设置成本中心，请联系管理员</Text> : null}
            {store.costCenters.map((center) => (
              <Text key={center.id} className={`expense__chip${center.id === store.costCenterId ? ' expense__chip--on' : ''}`} onClick={() => store.set('costCenterId', center.id)}>
                {center.name}
              </Text>
            ))}
          </View>
          <Text className='expense__label'>
            费用明细（{store.costs.length} 笔，合计 {formatFen(store.totalFen)}）
          </Text>
          {store.costs.map((cost) => (
            <CostCard key={cost.CostId} cost={{ ...cost, BillNo: '' }} onClick={() => openRoute('components/costDetails', { costId: cost.CostId })} />
          ))}
          <Text className='expense__link corporate-form__costs' onClick={pickCosts}>
            {store.costs.length ? '调整费用 〉' : '从记账本选择费用 〉'}
          </Text>
          <Text className='expense__label'>附件（合同、验收单等 {store.attachments.length}/9，长按删除）</Text>
          <View className='expense__images'>
            {store.attachments.map((url, index) => (
              <Image key={url} className='expense__image' src={url} mode='aspectFill' onLongPress={() => store.removeAttachment(url)} {...imageAlt(`附件 ${index + 1}`)} />
            ))}
            {store.remainingSlots > 0 ? (
              <View className='expense__add-image' onClick={() => void addImages()}>
                {store.isUploading ? '上传中...' : '+ 添加附件'}
              </View>
            ) : null}
          </View>
          <Text className='expense__error'>{store.errorMessage}</Text>
        </View>
      </StateView>
      <View className='expense__bar'>
        <AtButton className='expense__bar-button' type='secondary' disabled={store.isSaving || store.isUploading} onClick={() => void save(false)}>
          保存草稿
        </AtButton>
        <AtButton className='expense__bar-button' type='primary' loading={store.isSaving} disabled={store.isSaving || store.isUploading} onClick={() => void save(true)}>
          提交审批
        </AtButton>
      </View>
    </PageLayout>
  )
}

export default observer(CorporateBillCreateScreen)
