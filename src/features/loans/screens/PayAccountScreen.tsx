import type { PayAccount } from '@api/loans'
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { DocumentStore } from '../../orders/public'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createLoansApi } from '../api/loansApi'
import { PickRow } from '../components/PickRow'
import { formatAccountNo } from '../domain/loanForm'
import { payAccountSession } from '../public'
import '../components/loans.scss'

/** 付款账户 (expenseControl/PayAccountList): finance picks the enterprise account a loan is paid out from. */
function PayAccountScreen(_: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new DocumentStore(() => createLoansApi(root.request).payAccounts(), '付款账户加载失败'))
  useShown(() => store.fetch())
  const items = store.data?.Items ?? []
  const choose = (account: PayAccount) => {
    payAccountSession(root).answer(account)
    void Taro.navigateBack()
  }
  return (
    <PageLayout title='付款账户'>
      <View className='loans'>
        <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={items.length === 0} emptyText='企业未设置付款账户，请联系管理员'>
          {items.map((a) => <PickRow key={a.PayAccountId} className='pay-account-row' title={a.AccountName} sub={`${a.BankName} ${formatAccountNo(a.AccountNo)}`} onClick={() => choose(a)} />)}
        </StateView>
      </View>
    </PageLayout>
  )
}

export default observer(PayAccountScreen)
