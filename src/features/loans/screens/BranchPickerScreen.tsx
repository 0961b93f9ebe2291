import type { BankBranch } from '@api/loans'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { useStore } from '../../shared/hooks/useStore'
import { createLoansApi } from '../api/loansApi'
import { PickRow } from '../components/PickRow'
import { SearchPicker } from '../components/SearchPicker'
import { branchSession } from '../public'
import { SearchListStore } from '../stores/SearchListStore'

/** 选择支行 (components/bill/bankBranchList): finance-asset pageBankInfo of the chosen bank, by city or name. */
function BranchPickerScreen({ query }: ScreenProps) {
  const root = useStores()
  const api = createLoansApi(root.request)
  const bankCode = query.bankCode ?? ''
  const store = useStore(() => new SearchListStore<BankBranch>((Keyword, PageIndex, PageSize) => api.branches({ BankCode: bankCode, PageIndex, PageSize, ...(Keyword ? { Keyword } : {}) }), (b) => b.BranchCode, '支行加载失败'))
  const choose = (branch: BankBranch) => {
    branchSession(root).answer(branch)
    void Taro.navigateBack()
  }
  return (
    <SearchPicker title='选择支行' placeholder='搜索城市或支行名称' empty='没有找到相符的支行' store={store}>
      {(b) => <PickRow key={b.BranchCode} className='branch-row' title={b.BranchName} sub={b.CityName} onClick={() => choose(b)} />}
    </SearchPicker>
  )
}

export default observer(BranchPickerScreen)
