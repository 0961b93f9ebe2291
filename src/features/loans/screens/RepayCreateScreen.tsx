import { Input, Text, Textarea, View } from '@tarojs/components'
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
import { a11y, controlLabel, focusable } from '@/ui/a11y'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createLoansApi } from '../api/loansApi'
import { loanPickSession, openLoanPicker } from '../public'
import '../components/loans.scss'
import { RepayFormStore } from '../stores/RepayFormStore'

const PURPOSE = 'repay'
const METHODS = [
  { key: 'cash', title: '现金' },
  { key: 'transfer', title: '银行转账' },
] as const

/** 还款申请 (bill/repaymentApplication/edit, expenseControl/CreateRepayBill): cash or bank transfer (with its 流水号), confirmed by finance. */
function RepayCreateScreen({ query, variant }: ScreenProps<'bill' | 'expense'>) {
  const root = useStores()
  const store = useStore(() => new RepayFormStore(createLoansApi(root.request), query.loanNo ?? ''))
  useShown(() => {
    const picked = loanPickSession(root).take(PURPOSE)
    if (picked) store.choose(picked)
    return store.fetch()
  })
  const submit = async () => {
    const repayNo = await store.submit()
    if (!repayNo) return
    root.ui.toast('已提交，待财务确认')
    void Taro.redirectTo({ url: linkTo('expenseControl/RePaymentBillDetail', { repayNo }) })
  }
  const loan = store.loan

  return (
    <PageLayout title='还款申请'>
      <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={!loan} emptyText='暂无待还借款'>
        <View className='loans repay-form'>
          <Text className='loans__label'>借款单</Text>
          <View className='loans__field repay-form__loan' onClick={() => openLoanPicker(root, PURPOSE, loan?.LoanNo ?? '', variant)}>
            <Text>{loan ? `${loan.Reason}（${loan.LoanNo}）` : '请选择借款单'}</Text>
            <Text>〉</Text>
          </View>
          {loan ? <Text className='loans__line repay-form__available'>可还金额 {formatFen(loan.AvailableFen)}（待还 {formatFen(loan.OutstandingFen)}）</Text> : null}
          <Text className='loans__label'>还款金额（元）</Text>
          <Input {...controlLabel('还款金额（元）')} className='loans__input repay-form__amount' type='digit' value={store.amountText} onInput={(e) => store.set('amountText', e.detail.value)} />
          <Text className='loans__label'>还款方式</Text>
          <View className='repay-form__methods'>
            {METHODS.map((m) => (
              <Text
                key={m.key}
                className={`repay-form__method${store.method === m.key ? ' repay-form__method--on' : ''}`}
                onClick={() => store.setMethod(m.key)}
                {...a11y(m.title, 'button')}
                {...focusable}
                aria-pressed={store.method === m.key}
              >
                {m.title}
              </Text>
            ))}
          </View>
          {store.method === 'transfer' ? (
            <View>
              <Text className='loans__label'>转账流水号</Text>
              <Input {...controlLabel('转账流水号')} className='loans__input repay-form__reference' value={store.reference} maxlength={40} placeholder='银行回单上的交易流水号' onInput={(e) => store.set('reference', e.detail.value)} />
            </View>
          ) : null}
          <Text className='loans__label'>备注</Text>
          <Textarea className='loans__input repay-form__remark' value={store.remark} maxlength={200} placeholder='选填' onInput={(e) => store.set('remark', e.detail.value)} />
          <CharCount value={store.remark} max={200} />
          <Text className='loans__error repay-form__error'>{store.errorMessage}</Text>
        </View>
      </StateView>
      <View className='loans__bar'>
        <AtButton className='loans__bar-button repay-form__submit' type='primary' loading={store.saving} disabled={store.saving || !loan} onClick={() => void submit()}>
          提交还款
        </AtButton>
      </View>
    </PageLayout>
  )
}

export default observer(RepayCreateScreen)
