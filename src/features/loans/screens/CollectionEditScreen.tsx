import { Input, Switch, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { controlLabel } from '@/ui/a11y'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createLoansApi } from '../api/loansApi'
import { bankSession, branchSession } from '../public'
import '../components/loans.scss'
import { CollectionFormStore } from '../stores/CollectionFormStore'

const PURPOSE = 'collection-edit'

/** 编辑收款信息 (components/bill/saveCollectionInfo, expenseControl/components/saveCollectionInfo). */
function CollectionEditScreen({ query }: ScreenProps<'bill' | 'expense'>) {
  const root = useStores()
  const store = useStore(() => new CollectionFormStore(createLoansApi(root.request), query.id ?? ''))
  useShown(() => {
    const bank = bankSession(root).take(PURPOSE)
    if (bank) store.chooseBank(bank)
    const branch = branchSession(root).take(PURPOSE)
    if (branch) store.set('branchName', branch.BranchName)
    return store.fetch()
  })
  const save = async () => {
    if (!(await store.save())) return
    root.ui.toast('已保存')
    void Taro.navigateBack()
  }
  const remove = async () => {
    if (!(await store.remove())) return
    root.ui.toast('已删除')
    void Taro.navigateBack()
  }
  const pickBank = () => {
    bankSession(root).open(PURPOSE, { selected: store.bank?.BankCode ?? '' })
    openRoute('components/bill/bankList', store.bank ? { selected: store.bank.BankCode } : {})
  }
  const pickBranch = () => {
    if (!store.bank) return store.set('branchName', '')
    branchSession(root).open(PURPOSE, { bankCode: store.bank.BankCode })
    openRoute('components/bill/bankBranchList', { bankCode: store.bank.BankCode })
  }

  return (
    <PageLayout title={store.id ? '编辑收款信息' : '新增收款信息'}>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        <View className='loans collection-form'>
          <Text className='loans__label'>户名</Text>
          <Input className='loans__input collection-form__name' value={store.accountName} maxlength={40} placeholder='与银行卡开户名一致' onInput={(e) => store.set('accountName', e.detail.value)} />
          <Text className='loans__label'>银行账号</Text>
          <Input className='loans__input collection-form__no' type='number' value={store.accountNo} maxlength={30} placeholder='请输入银行卡号' onInput={(e) => store.set('accountNo', e.detail.value)} />
          <Text className='loans__label'>开户银行</Text>
          <View className='loans__field collection-form__bank' onClick={pickBank}>
            <Text className={store.bank ? '' : 'loans__placeholder'}>{store.bank?.BankName ?? '请选择银行'}</Text>
            <Text>〉</Text>
          </View>
          <Text className='loans__label'>开户支行</Text>
          <View className='loans__field collection-form__branch' onClick={pickBranch}>
            <Text className={store.branchName ? '' : 'loans__placeholder'}>{store.branchName || (store.bank ? '请选择支行（选填）' : '请先选择银行')}</Text>
            <Text>〉</Text>
          </View>
          <View className='loans__field'>
            <Text>设为默认收款账户</Text>
            <Switch {...controlLabel('设为默认收款账户')} checked={store.isDefault} onChange={(e) => store.setDefault(e.detail.value)} />
          </View>
          <Text className='loans__error collection-form__error'>{store.errorMessage}</Text>
          {store.id ? <View className='loans__link' onClick={() => void remove()}>删除该账户</View> : null}
        </View>
      </StateView>
      <View className='loans__bar'>
        <AtButton className='loans__bar-button collection-form__save' type='primary' loading={store.saving} disabled={store.saving} onClick={() => void save()}>
          保存
        </AtButton>
      </View>
    </PageLayout>
  )
}

export default observer(CollectionEditScreen)
