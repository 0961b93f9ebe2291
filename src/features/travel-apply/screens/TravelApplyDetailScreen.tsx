import { Input, Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatShanghai } from '@/core/format'
import { createReqId } from '@/core/http/ids'
import { isLive } from '@/routes/registry'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { BottomSheet } from '@/ui/BottomSheet'
import { ConfirmPopup } from '@/ui/ConfirmPopup'
import { Section } from '@/ui/Section'
import { StatusHead } from '@/ui/StatusHead'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createTravelApplyApi } from '../api/travelApplyApi'
import { ApplicationFacts } from '../components/ApplicationFacts'
import { TravelApplyDetailStore } from '../stores/TravelApplyDetailStore'
import '../components/travelApply.scss'
import type { ReimbursementMember } from '@api/loans'
import { HandOverPopups, SendBackPopup, type HandOver } from '@/ui/ApprovalMovePopups'
import { openHandOverPicker, takeHandOver } from '../../loans/public'
import { applicationReturnTargets } from '@domain/travelApply/applicationSteps'

/** The class block of the move popups and the purpose of their member picks (apply-transfer, apply-add-approver). */
const MOVES = 'apply'

const STEP_TEXT = { pending: '审批中', approved: '已通过', rejected: '已驳回', skipped: '无需处理', waiting: '待审批' } as const

/** A task line: a hand-over, a 加签 or a 退回 reads as its note; any other as its state and comment. */
const lineText = (step: { Status: keyof typeof STEP_TEXT; Comment: string }) =>
  (step.Status === 'skipped' && step.Comment) || (step.Status === 'rejected' && step.Comment.startsWith('退回至'))
    ? step.Comment
    : `${STEP_TEXT[step.Status]}${step.Comment ? `：${step.Comment}` : ''}`

const TITLES = { daily: '日常申请详情', guangxin: '出差单详情' } as const

/**
 * 出差申请详情 (bill/travelApply/detail, expenseControl/travelApplyDetail), 日常申请详情 (bill/dailyApply/detail,
 * variant daily) and 出差单详情 (bill/guangxin/travelBillDetail, variant guangxin): the application as its kind
 * shows it, its steps and actions.
 */
function TravelApplyDetailScreen({ query, variant }: ScreenProps<'daily' | 'guangxin'>) {
  const root = useStores()
  const applyNo = query.applyNo ?? query.ApplyNo ?? ''
  const store = useStore(() => new TravelApplyDetailStore(applyNo, { api: createTravelApplyApi(root.request), createReqId: () => createReqId() }))
  const [isRevokeOpen, setRevokeOpen] = useState(false)
  // 转交 (decision 0700), 加签 and 退回 (decision 0800): the member picked in 选择人员 and where, the step sent back
  // to, each confirmed in a popup (ui/ApprovalMovePopups, decision 0920).
  const [handOver, setHandOver] = useState<HandOver<ReimbursementMember> | null>(null)
  const [choosesBack, setChoosesBack] = useState(false)
  useShown(() => {
    const picked = takeHandOver(root, MOVES)
    if (picked) setHandOver(picked)
    return applyNo ? store.fetch() : undefined
  })
  const act = async (run: () => Promise<boolean>, done: string) => {
    if (await run()) root.ui.toast(done)
    else if (store.actionError) root.ui.toast(store.actionError)
  }
  const detail = store.detail
  const targets = detail ? applicationReturnTargets(detail.Steps) : []
  const canBookHotel = Boolean(detail?.CanBook && detail.Products.includes('hotel') && isLive('product3.0/hotel/index'))

  return (
    <PageLayout title={variant ? TITLES[variant] : detail?.Kind === 'daily' ? TITLES.daily : '出差申请详情'}>
      <StateView state={applyNo ? store.load : { status: 'ready', errorMessage: '' }} onRetry={() => store.fetch()} isEmpty={!applyNo} emptyText='缺少申请单号'>
        {detail ? (
          <View className='travel-apply-page'>
            <StatusHead
              block='travel-apply-head'
              status={detail.StatusText}
              hint={`${detail.ApplicantName} 创建于 ${formatShanghai(detail.CreatedAt)} · ${detail.ApplyNo}`}
            />
            <ApplicationFacts detail={detail} />
            {detail.Steps.length ? (
              <Section title='审批进度'>
                {detail.Steps.map((step, index) => (
                  <View key={`${step.Step}-${index}`} className='travel-apply-step'>
                    <Text>
                      {step.Name} {step.ApproverName}
                    </Text>
                    <Text>{lineText(step)}</Text>
                  </View>
                ))}
              </Section>
            ) : null}
            {detail.CanApprove ? (
              <Section title='审批意见'>
                <Input className='travel-apply-form__input' value={store.comment} placeholder='审批意见（选填）' onInput={(e) => store.setComment(e.detail.value)} />
                <View className='travel-apply-moves'>
                <AtButton className='travel-apply-move' type='secondary' size='small' disabled={store.isActing} onClick={() => openHandOverPicker(root, MOVES, 'transfer')}>
                  转交
                </AtButton>
                <AtButton className='travel-apply-move' type='secondary' size='small' disabled={store.isActing} onClick={() => openHandOverPicker(root, MOVES, 'add-approver')}>
                  加签
                </AtButton>
                {targets.length > 0 ? (
                  <AtButton
                    className='travel-apply-move'
                    type='secondary'
                    size='small'
                    disabled={store.isActing}
                    onClick={() => setChoosesBack(true)}
                  >
                    退回
                  </AtButton>
                ) : null}
                </View>
              </Section>
            ) : null}
          </View>
        ) : null}
      </StateView>
      {detail && (detail.CanSubmit || detail.CanRevoke || detail.CanApprove || canBookHotel) ? (
        <View className='travel-apply-actions'>
          {detail.CanSubmit ? (
            <AtButton type='primary' loading={store.isActing} disabled={store.isActing} onClick={() => void act(() => store.submit(), '已提交审批')}>
              提交审批
            </AtButton>
          ) : null}
          {detail.CanRevoke ? (
            <AtButton type='secondary' disabled={store.isActing} onClick={() => setRevokeOpen(true)}>
              撤回
            </AtButton>
          ) : null}
          {detail.CanApprove ? (
            <AtButton type='secondary' disabled={store.isActing} onClick={() => store.openReject()}>
              驳回
            </AtButton>
          ) : null}
          {detail.CanApprove ? (
            <AtButton type='primary' loading={store.isActing} disabled={store.isActing} onClick={() => void act(() => store.approve(), '已通过')}>
              通过
            </AtButton>
          ) : null}
          {canBookHotel ? (
            <AtButton type='primary' onClick={() => openRoute('product3.0/hotel/index', { cityName: detail.Cities[0] })}>
              预订酒店
            </AtButton>
          ) : null}
        </View>
      ) : null}
      <BottomSheet isOpened={store.isRejecting} title='驳回申请' onClose={() => store.closeReject()}>
        <View className='travel-apply-reject'>
          <Textarea className='travel-apply-reject__field' value={store.rejectReason} maxlength={200} placeholder='请填写驳回原因（必填）' onInput={(e) => store.setRejectReason(e.detail.value)} />
          {store.actionError ? <Text className='travel-apply-form__error'>{store.actionError}</Text> : null}
          <AtButton type='primary' loading={store.isActing} disabled={store.isActing} onClick={() => void act(() => store.reject(), '已驳回')}>
            确认驳回
          </AtButton>
        </View>
      </BottomSheet>
      <HandOverPopups
        block={MOVES}
        handOver={handOver}
        onClose={() => setHandOver(null)}
        onConfirm={({ kind, to }, position) =>
          void (kind === 'transfer' ? act(() => store.transfer(to.MemberId), '已转交') : act(() => store.addApprover(to.MemberId, position), '已加签'))
        }
      />
      <SendBackPopup block={MOVES} isOpened={choosesBack} targets={targets} onClose={() => setChoosesBack(false)} onConfirm={(level) => void act(() => store.sendBack(level), '已退回')} />
      <ConfirmPopup
        isOpened={isRevokeOpen}
        content={`确定撤回该${detail?.Kind === 'daily' ? '日常申请' : '申请'}吗？`}
        onConfirm={() => {
          setRevokeOpen(false)
          void act(() => store.revoke(), '已撤回')
        }}
        onCancel={() => setRevokeOpen(false)}
      />
    </PageLayout>
  )
}

export default observer(TravelApplyDetailScreen)
