import type { ApprovalOrderDetailRequest } from '@api/order'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatShanghai } from '@/core/format'
import { createReqId } from '@/core/http/ids'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { InfoRow } from '@/ui/InfoRow'
import { Section } from '@/ui/Section'
import { HotelOrderSections } from '../../order/public/components'
import { ConfirmPopup } from '@/ui/ConfirmPopup'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createApprovalApi } from '../api/approvalApi'
import '../components/approve.scss'
import { RejectSheet } from '../components/RejectSheet'
import { ApprovalDetailStore } from '../stores/ApprovalDetailStore'

function keyOf(query: Record<string, string>): ApprovalOrderDetailRequest | null {
  const approvalNo = query.approvalNo ?? query.ApprovalNo
  if (approvalNo) return { ApprovalNo: approvalNo }
  const orderNo = query.orderNo ?? query.OrderNo
  return orderNo ? { OrderNo: orderNo } : null
}

/** 酒店审批详情 (/pages/approve/hotelOrderDetail, /pages/order2.0/hotel/approval): the order, its policy result, approve or reject. */
function ApprovalHotelOrderDetailScreen({ query }: ScreenProps) {
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
  useShown(() => (key ? store.fetch() : undefined))

  const act = async (run: () => Promise<boolean>, done: string) => {
    if (await run()) root.ui.toast(done)
    else if (store.actionError) root.ui.toast(store.actionError)
  }
  const detail = store.detail

  return (
    <PageLayout title='酒店审批详情'>
      <StateView state={key ? store.load : { status: 'ready', errorMessage: '' }} onRetry={() => store.fetch()} isEmpty={!key} emptyText='缺少审批单号'>
        {detail ? (
          <View>
            <View className='order-status-head'>
              <Text className='order-status-head__status'>{detail.Order.StatusText}</Text>
              <Text className='order-status-head__hint'>
                {detail.ApplicantName} 提交于 {formatShanghai(detail.SubmittedAt)}
              </Text>
            </View>
            <Section title='差标检查'>
              <InfoRow label='结果' value={detail.Order.Policy.IsOverStandard ? '超出差标' : '符合差标'} emphasis={detail.Order.Policy.IsOverStandard} />
              {detail.Order.Policy.IsOverStandard ? <InfoRow label='超标原因' value={detail.Order.Policy.OverStandardReason || '无'} /> : null}
            </Section>
            <HotelOrderSections order={{ ...detail.Order, Approval: detail.Progress }} showsHistory={false} />
            {detail.CanApprove ? (
              <Section title='审批意见'>
                <Input className='approval-comment' value={store.comment} placeholder='审批意见（选填）' onInput={(e) => store.setComment(e.detail.value)} />
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

export default observer(ApprovalHotelOrderDetailScreen)
