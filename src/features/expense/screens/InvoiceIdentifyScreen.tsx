import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { readInvoiceImage } from '@domain/expense/invoiceImage'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { todayWire } from '@/core/format/date'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { backOr } from '../../shared/navigation'
import { linkTo } from '@/routes/link'
import { InvoiceForm } from '../components/InvoiceForm'
import { InvoiceList } from '../components/InvoiceList'
import '../components/expense.scss'
import { imagePixels } from '../platform/imagePixels'
import { loadPdfReader } from '../platform/loadPdfReader'
import { canPickPdf, pdfPickHint, pickPdfFile } from '../platform/pickPdfFile'
import { isH5Build } from '@/core/platform/env'
import { InvoiceFormStore } from '../stores/InvoiceFormStore'
import { invoiceApiOf } from './useExpenseApi'

/**
 * 发票识别 (bill/invoiceIdentify?costId=): photograph or pick the invoice, its QR code (VAT invoices and 全电发票) fills
 * the fields, the member adds the tax and saves it on the cost. A PDF invoice: on H5 its QR code is read from the
 * rendered page (decision 0412); in the mini-programs, and on H5 when no QR code is found, the server reads its printed
 * text and every field comes back, the tax included (decision 0470).
 */
function InvoiceIdentifyScreen({ query }: ScreenProps) {
  const root = useStores()
  const today = todayWire()
  const store = useStore(() => new InvoiceFormStore(invoiceApiOf(root), query.costId ?? '', today))
  useShown(() => (store.load.isReady ? undefined : store.fetch()))

  const pick = async () => {
    let path: string
    try {
      path = (await Taro.chooseImage({ count: 1, sizeType: ['original'], sourceType: ['camera', 'album'] })).tempFilePaths[0]
    } catch {
      return // the member cancelled
    }
    if (path && (await store.recognise(() => imagePixels(path), readInvoiceImage))) root.ui.toast('识别成功，请核对')
  }
  // PDF invoices (全电发票 are mostly sent as PDF).
  const pickPdf = async () => {
    const reader = await loadPdfReader() // H5: pdf.js; null in the mini-programs
    if (reader) {
      const file = await reader.choosePdfFile()
      if (!file) return
      const read = (await store.recognise(() => reader.pdfPixels(file), readInvoiceImage)) || (await reader.withFileUrl(file, (url) => store.recognisePdf(url)))
      if (read) root.ui.toast('识别成功，请核对')
      return
    }
    let picked
    try {
      picked = await pickPdfFile()
    } catch (error) {
      store.fail((error as Error).message)
      return
    }
    if (picked && (await store.recognisePdf(picked.path))) root.ui.toast('识别成功，请核对')
  }
  const pdfPickable = isH5Build() || canPickPdf()
  const save = async () => {
    if (!(await store.save())) return
    root.ui.toast('发票已保存')
    backOr(linkTo('expenseControl/editInvoice', { costId: store.costId }))
  }

  return (
    <PageLayout title='发票识别'>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        <View className='expense'>
          <View className='expense__add-image invoice-identify__pick' onClick={() => void pick()}>
            {store.isRecognising ? '识别中...' : '拍照或从相册选择发票'}
          </View>
          {pdfPickable ? (
            <View className='expense__add-image invoice-identify__pdf' onClick={() => void pickPdf()}>
              选择PDF发票
            </View>
          ) : null}
          <Text className='expense__card-sub'>对准发票左上角的二维码，支持增值税发票与全电发票</Text>
          {pdfPickable ? null : (
            <Text className='expense__card-sub invoice-identify__pdf-note'>当前钉钉版本无法选择文件，请将PDF发票截图后从相册选择，或在网页版中上传PDF</Text>
          )}
          {pdfPickable && pdfPickHint() ? <Text className='expense__card-sub invoice-identify__pdf-hint'>{pdfPickHint()}</Text> : null}
          {store.hasForm ? <InvoiceForm store={store} today={today} /> : null}
          {store.hasForm && store.partiesText ? <Text className='expense__card-sub invoice-identify__parties'>{store.partiesText}</Text> : null}
          <Text className='expense__error'>{store.errorMessage}</Text>
          <InvoiceList store={store} onDelete={() => undefined} />
        </View>
      </StateView>
      {store.hasForm ? (
        <View className='expense__bar'>
          <AtButton className='expense__bar-button' type='primary' loading={store.isSaving} disabled={store.isSaving || !!store.claimWarning} onClick={save}>
            {store.isSaving ? '保存中...' : '保存到费用'}
          </AtButton>
        </View>
      ) : null}
    </PageLayout>
  )
}

export default observer(InvoiceIdentifyScreen)
