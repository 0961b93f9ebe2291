import type { ApprovalOrderDetailRequest } from '@api/order'
import { Input, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatShanghai } from '@/core/format'
import { createReqId } from '@/core/http/ids'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import type { ProductViews } from '../../orders/public'
import { Section } from '@/ui/Section'
import { StatusHead } from '@/ui/StatusHead'
import { ConfirmPopup } from '@/ui/ConfirmPopup'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createApprovalApi } from '../api/approvalApi'
import '../components/approve.scss'
import { GenericApprovalBody } from '../components/GenericApprovalBody'
import { RejectSheet } from '../components/RejectSheet'
import { ApprovalDetailStore } from '../stores/ApprovalDetailStore'
import type { ReimbursementMember } from '@api/loans'
import { HandOverPopups, type HandOver } from '@/ui/ApprovalMovePopups'
import { openHandOverPicker, takeHandOver } from '../../loans/public'

/** The class block of the 转交 popup and the purpose of its member pick (order-approval-transfer). */
const MOVES = 'order-approval'

function keyOf(query: Record<string, string>): ApprovalOrderDetailRequest | null {
  const approvalNo = query.approvalNo ?? query.ApprovalNo
  if (approvalNo) return { ApprovalNo: approvalNo }
  const orderNo = query.orderNo ?? query.OrderNo
  return orderNo ? { OrderNo: orderNo } : null
}

type Props = ScreenProps & {
  /** The product's views, handed over by its route binding; without them the order shows as a generic summary. */
  views?: Pick<ProductViews, 'approvalTitle' | 'ApprovalBody'>
}

/**
 * 审批详情 of any product: who applied when, the product's body (ProductViews.ApprovalBody), the comment,
 * approve, reject (reason required), revoke and 转交 (to a member picked in 选择人员, confirmed in a popup, as on a
 * bill, loan or application; decision 0800). Each product binds it to its own routes with its views.
 */
function ApprovalDetailScreen({ query, views }: Props) {
  const root = useStores()
  const key = keyOf(query)
  const store = useStore(
    () =>
      new ApprovalDetailStore(key ?? { ApprovalNo: '' }, {
        api: createApprovalApi(root.request),
        createReqId: () => createReqId(),
        onChanged: () => root.client.refreshBadges(),
      }),
  )
  const [isRevokeOpen, setRevokeOpen] = useState(false)
  const [handOver, setHandOver] = useState<HandOver<ReimbursementMember> | null>(null)
  useShown(() => {
    const picked = takeHandOver(root, MOVES)
    if (picked) setHandOver(picked)
    return key ? store.fetch() : undefined
  })

  const act = async (run: () => Promise<boolean>, done: string) => {
    if (await run()) root.ui.toast(done)
    else if (store.actionError) root.ui.toast(store.actionError)
  }
  const detail = store.detail
  const Body = views?.ApprovalBody ?? GenericApprovalBody

  return (
    <PageLayout title={views?.approvalTitle ?? '审批详情'}>
      <StateView state={key ? store.load : { status: 'ready', errorMessage: '' }} onRetry={() => store.fetch()} isEmpty={!key} emptyText='缺少审批单号'>
        {detail ? (
          <View>
            <StatusHead status={detail.Order.StatusText} hint={`${detail.ApplicantName} 提交于 ${formatShanghai(detail.SubmittedAt)}`} />
            <Body detail={detail} />
            {detail.CanApprove ? (
              <Section title='审批意见'>
                <Input className='approval-comment' value={store.comment} placeholder='审批意见（选填）' onInput={(e) => store.setComment(e.detail.value)} />
                <AtButton className='approval-transfer' type='secondary' size='small' disabled={store.isActing} onClick={() => openHandOverPicker(root, MOVES, 'transfer')}>
                  转交
                </AtButton>
              </Section>
            ) : null}
            <View className='order-bottom-space' />
            {detail.CanApprove || detail.CanRevoke ? (
              <View className='order-actions'>
                {detail.CanRevoke ? (
                  <AtButton size='small' type='secondary' disabled={store.isActing} onClick={() => setRevokeOpen(true)}>
                    撤回审批
                  </AtButton>
                ) : null}
                {detail.CanApprove ? (
                  <AtButton size='small' type='secondary' disabled={store.isActing} onClick={() => store.openReject()}>
                    驳回
                  </AtButton>
                ) : null}
                {detail.CanApprove ? (
                  <AtButton size='small' type='primary' loading={store.isActing} disabled={store.isActing} onClick={() => void act(() => store.approve(), '已通过')}>
                    通过
                  </AtButton>
                ) : null}
              </View>
            ) : null}
            <RejectSheet store={store} onDone={() => root.ui.toast('已驳回')} />
            <HandOverPopups block={MOVES} handOver={handOver} onClose={() => setHandOver(null)} onConfirm={({ to }) => void act(() => store.transfer(to.MemberId), '已转交')} />
            <ConfirmPopup
              isOpened={isRevokeOpen}
              content='确定撤回审批吗？撤回后订单将取消'
              onConfirm={() => {
                setRevokeOpen(false)
                void act(() => store.revoke(), '已撤回审批')
              }}
              onCancel={() => setRevokeOpen(false)}
            />
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(ApprovalDetailScreen)
