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
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { CostCard } from '../components/CostCard'
import '../components/expense.scss'
import { BillFormStore } from '../stores/BillFormStore'
import { clearLoanOffset, LoanOffsetLine, loanOffsetError, loanOffsetsFor } from '../../loans/public/LoanOffsetLine'
import { memberSession, openReimbursementMemberPicker } from '../../loans/public'
import { openCostPicker, takeCostPick } from '../../costs/public'
import { expenseApiOf } from './useExpenseApi'

const PURPOSE = 'expense-bill'

/** 新建报销单 (expenseControl/CreateReimbursementBill, bill/CreateReimbursementBill); with billNo it edits a returned bill. */
function BillCreateScreen({ query }: ScreenProps<'expense' | 'bill'>) {
  const root = useStores()
  const store = useStore(() => new BillFormStore(expenseApiOf(root), query.billNo ?? '', (query.costIds ?? '').split(',').filter(Boolean)))
  useShown(() => {
    const project = takeCostPick(root, 'project', PURPOSE)
    if (project) store.setProject({ id: project.id, name: project.name })
    const member = memberSession(root).take(PURPOSE)
    if (member) store.setReimbursedMember(member.MemberId === root.settings.MemberInfo.MemberId ? null : { id: member.MemberId, name: member.Name })
    return store.fetch()
  })

  const save = async (submit: boolean) => {
    const offsetProblem = loanOffsetError(root, store.money.reimbursableFen)
    if (offsetProblem) {
      root.ui.toast(offsetProblem)
      return
    }
    const billNo = await store.save(submit, loanOffsetsFor(root, store.money.reimbursableFen))
    if (!billNo) return
    clearLoanOffset(root)
    root.ui.toast(submit ? '已提交审批' : '已保存草稿')
    void Taro.redirectTo({ url: linkTo('expenseControl/ReimbursementBillDetail', { billNo }) })
  }

  return (
    <PageLayout title={store.billNo ? '编辑报销单' : '新建报销单'}>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        <View className='expense bill-form'>
          <Text className='expense__label'>报销事由</Text>
          <Input className='expense__input bill-form__title' value={store.title} maxlength={60} placeholder='如：11月上海出差' onInput={(e) => store.set('title', e.detail.value)} />
          <CharCount value={store.title} max={60} />
          <Text className='expense__label'>说明</Text>
          <Textarea className='expense__input bill-form__reason' value={store.reason} maxlength={500} placeholder='补充说明（选填）' onInput={(e) => store.set('reason', e.detail.value)} />
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
          <Text className='expense__label'>项目（选填）</Text>
          <View className='expense__input bill-form__project' onClick={() => openCostPicker(root, 'project', PURPOSE, { selectedId: store.project?.id ?? '' }, 'expenseControl/components/projectBelong')}>
            {store.project ? store.project.name : '不关联项目 〉'}
          </View>
          {store.project ? (
            <Text className='expense__link' onClick={() => store.setProject(null)}>
              清除项目
            </Text>
          ) : null}
          <Text className='expense__label'>报销人</Text>
          <View className='expense__input bill-form__member' onClick={() => openReimbursementMemberPicker(root, PURPOSE, store.reimbursedMember?.id ?? '')}>
            {store.reimbursedMember ? `${store.reimbursedMember.name}（代他人报销）` : '本人 〉'}
          </View>
          <Text className='expense__label'>
            选择费用（已选 {store.chosen.length} 笔，合计 {formatFen(store.totalFen)}）
          </Text>
          {store.money.companyPaidFen > 0 ? (
            <Text className='expense__total bill-form__split'>
              其中公司已付 {formatFen(store.money.companyPaidFen)}，应报销 {formatFen(store.money.reimbursableFen)}
            </Text>
          ) : null}
          {store.costs.length === 0 ? (
            <View className='expense__link' onClick={() => openRoute('expenseControl/editCost')}>
              记账本中没有可报销的费用，去记一笔 〉
            </View>
          ) : (
            store.costs.map((cost) => <CostCard key={cost.CostId} cost={{ ...cost, BillNo: '' }} chosen={store.chosen.includes(cost.CostId)} onClick={() => store.toggle(cost.CostId)} />)
          )}
          <LoanOffsetLine root={root} billTotalFen={store.money.reimbursableFen} held={store.heldOffsets} />
          <Text className='expense__error'>{store.errorMessage}</Text>
        </View>
      </StateView>
      <View className='expense__bar'>
        <AtButton className='expense__bar-button' type='secondary' disabled={store.isSaving} onClick={() => void save(false)}>
          保存草稿
        </AtButton>
        <AtButton className='expense__bar-button' type='primary' loading={store.isSaving} disabled={store.isSaving} onClick={() => void save(true)}>
          提交审批
        </AtButton>
      </View>
    </PageLayout>
  )
}

export default observer(BillCreateScreen)
