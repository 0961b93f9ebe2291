import { Input, Text, Textarea, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { CharCount } from '@/ui/CharCount'
import { todayWire } from '@/core/format/date'
import { linkTo } from '@/routes/link'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { DateTimePicker } from '@/ui/DateTimePicker'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createLoansApi } from '../api/loansApi'
import { formatAccountNo } from '../domain/loanForm'
import { collectionSession, openCollectionPicker } from '../public'
import '../components/loans.scss'
import { LoanFormStore } from '../stores/LoanFormStore'

const PURPOSE = 'loan-apply'

/** 借款申请 (bill/CreateLoanApplyBill, expenseControl/CreateLoanApplyBill): submitted straight to approval. */
function LoanCreateScreen({ variant }: ScreenProps<'bill' | 'expense'>) {
  const root = useStores()
  const store = useStore(() => new LoanFormStore(createLoansApi(root.request)))
  useShown(() => {
    const picked = collectionSession(root).take(PURPOSE)
    if (picked) store.choose(picked)
    return store.fetch()
  })
  const submit = async () => {
    const loanNo = await store.submit()
    if (!loanNo) return
    root.ui.toast('已提交审批')
    void Taro.redirectTo({ url: linkTo(variant === 'bill' ? 'bill/LoanApplyBillDetail' : 'expenseControl/LoanApplyBillDetail', { loanNo }) })
  }
  const account = store.account

  return (
    <PageLayout title='借款申请'>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        <View className='loans loan-form'>
          <Text className='loans__label'>借款事由</Text>
          <Textarea className='loans__input loan-form__reason' value={store.reason} maxlength={200} placeholder='如：北京出差差旅备用金' onInput={(e) => store.set('reason', e.detail.value)} />
          <CharCount value={store.reason} max={200} />
          <Text className='loans__label'>借款金额（元）</Text>
          <Input className='loans__input loan-form__amount' type='digit' value={store.amountText} placeholder='请输入金额' onInput={(e) => store.set('amountText', e.detail.value)} />
          <Text className='loans__label'>预计还款日期</Text>
          <DateTimePicker mode='date' value={store.repayDate} start={todayWire()} title='预计还款日期' onChange={(value) => store.set('repayDate', String(value))}>
            <View className='loans__field loan-form__date'>{store.repayDate}</View>
          </DateTimePicker>
          <Text className='loans__label'>收款账户</Text>
          <View className='loans__field loan-form__account' onClick={() => openCollectionPicker(root, PURPOSE, account?.CollectionInfoId ?? '', variant)}>
            {account ? (
              <Text>
                {account.AccountName} · {account.BankName} {formatAccountNo(account.AccountNo, true)}
              </Text>
            ) : (
              <Text className='loans__placeholder'>请选择或新增收款账户</Text>
            )}
            <Text>〉</Text>
          </View>
          <Text className='loans__error loan-form__error'>{store.errorMessage}</Text>
        </View>
      </StateView>
      <View className='loans__bar'>
        <AtButton className='loans__bar-button loan-form__submit' type='primary' loading={store.saving} disabled={store.saving} onClick={() => void submit()}>
          提交审批
        </AtButton>
      </View>
    </PageLayout>
  )
}

export default observer(LoanCreateScreen)
