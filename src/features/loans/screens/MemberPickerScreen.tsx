import type { ReimbursementMember } from '@api/loans'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { useStore } from '../../shared/hooks/useStore'
import { createLoansApi } from '../api/loansApi'
import { PickRow } from '../components/PickRow'
import { SearchPicker } from '../components/SearchPicker'
import { memberSession } from '../public'
import { SearchListStore } from '../stores/SearchListStore'

/** 选择报销人 (components/bill/checkReimbursementMember): a member of the caller's enterprise, the caller first. */
function MemberPickerScreen({ query }: ScreenProps) {
  const root = useStores()
  const api = createLoansApi(root.request)
  const store = useStore(() => new SearchListStore<ReimbursementMember>((Keyword, PageIndex, PageSize) => api.members({ PageIndex, PageSize, ...(Keyword ? { Keyword } : {}) }), (m) => m.MemberId, '人员加载失败'))
  const choose = (m: ReimbursementMember) => {
    memberSession(root).answer(m)
    void Taro.navigateBack()
  }
  return (
    <SearchPicker title='选择报销人' placeholder='搜索姓名或手机号' empty='没有找到相符的人员' store={store}>
      {(m) => <PickRow key={m.MemberId} className='member-row' title={m.Name} sub={[m.DepartmentName, m.Phone].filter(Boolean).join(' · ')} chosen={m.MemberId === query.selected} onClick={() => choose(m)} />}
    </SearchPicker>
  )
}

export default observer(MemberPickerScreen)
