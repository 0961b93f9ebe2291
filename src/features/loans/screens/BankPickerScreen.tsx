import type { BankType } from '@api/loans'
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { SearchBar } from '@/ui/SearchBar'
import { StateView } from '@/ui/StateView'
import { DocumentStore } from '../../orders/public'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createLoansApi } from '../api/loansApi'
import { PickRow } from '../components/PickRow'
import { bankSession } from '../public'
import '../components/loans.scss'

/** 选择银行 (components/bill/bankList): finance-asset listBankType, nationwide banks first, filtered as one types. */
function BankPickerScreen({ query }: ScreenProps) {
  const root = useStores()
  const api = createLoansApi(root.request)
  const store = useStore(() => new DocumentStore(() => api.banks({}), '银行列表加载失败'))
  const [keyword, setKeyword] = useState('')
  useShown(() => store.fetch())
  const word = keyword.trim().toUpperCase()
  const banks = (store.data?.Items ?? []).filter((b) => !word || b.BankName.includes(word) || b.BankCode.includes(word))
  const choose = (bank: BankType) => {
    bankSession(root).answer(bank)
    void Taro.navigateBack()
  }
  return (
    <PageLayout title='选择银行'>
      <SearchBar value={keyword} placeholder='搜索银行名称' onChange={setKeyword} onSearch={() => undefined} onClear={() => setKeyword('')} />
      <View className='loans'>
        <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={banks.length === 0} emptyText='没有找到相符的银行'>
          {banks.map((b) => <PickRow key={b.BankCode} className='bank-row' title={b.BankName} chosen={b.BankCode === query.selected} onClick={() => choose(b)} />)}
        </StateView>
      </View>
    </PageLayout>
  )
}

export default observer(BankPickerScreen)
