import type { LoanSummary } from '@api/loans'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { useStore } from '../../shared/hooks/useStore'
import { createLoansApi } from '../api/loansApi'
import { LoanCard } from '../components/LoanCard'
import { SearchPicker } from '../components/SearchPicker'
import { loanPickSession } from '../public'
import { SearchListStore } from '../stores/SearchListStore'

/** 选择批次号 (bill/selectPriceNo) and 选择单号 (expenseControl/costBillNoList): the caller's open loans, oldest first. */
function LoanPickerScreen({ query, variant }: ScreenProps<'bill' | 'expense'>) {
  const root = useStores()
  const api = createLoansApi(root.request)
  const store = useStore(() => new SearchListStore<LoanSummary>((Keyword, PageIndex, PageSize) => api.openLoans({ PageIndex, PageSize, ...(Keyword ? { Keyword } : {}) }), (l) => l.LoanNo, '借款单加载失败'))
  const choose = (loan: LoanSummary) => {
    loanPickSession(root).answer(loan)
    void Taro.navigateBack()
  }
  return (
    <SearchPicker title={variant === 'bill' ? '选择批次号' : '选择单号'} placeholder='搜索单号或事由' empty='暂无待还借款' store={store}>
      {(loan) => <LoanCard key={loan.LoanNo} loan={loan} chosen={loan.LoanNo === query.selected} onClick={choose} />}
    </SearchPicker>
  )
}

export default observer(LoanPickerScreen)
