import { Text } from '@tarojs/components'
import { useState } from 'react'
import type { AddApproverPosition } from '@api/expense'
import { ADD_POSITIONS, type ReturnTarget } from '@domain/expense/approvalMoves'
import { ChoiceList } from './ChoiceList'
import { Popup } from './Popup'
import './ApprovalMovePopups.scss'

/**
 * The approval moves' confirmations (decisions 0700, 0800, 0920), one copy for every detail that offers them
 * (报销单, 借款单, 出差申请, 订单审批): 转交 and 加签 confirm the member picked in 选择人员, 加签 also where the added
 * approver decides; 退回 picks the earlier step. Each popup's class is the detail's block and the move
 * (`bill-transfer`, `apply-add-approver`, `loan-send-back`, …): the browser tests select them.
 */

/** The member a move names, as 选择人员 answers it. */
export type MoveMember = { MemberId: string; Name: string; DepartmentName?: string }
export type HandOverKind = 'transfer' | 'add-approver'
export const HAND_OVER_KINDS: readonly HandOverKind[] = ['transfer', 'add-approver']
/** A hand-over waiting for its confirmation: 转交 or 加签 to `to`. */
export type HandOver<M extends MoveMember = MoveMember> = { kind: HandOverKind; to: M }

const memberText = (m: MoveMember) => `${m.Name}${m.DepartmentName ? `（${m.DepartmentName}）` : ''}`

type HandOverProps<M extends MoveMember> = {
  /** The detail's class block: the popups are `${block}-transfer` and `${block}-add-approver`. */
  block: string
  /** The hand-over to confirm; null: both popups closed. */
  handOver: HandOver<M> | null
  onClose: () => void
  /** Called once the popup has closed; position is the 加签's (always 'before' for a 转交, which has none). */
  onConfirm: (handOver: HandOver<M>, position: AddApproverPosition) => void
}

/** 转交给 X（部门），由其审批 and 加签 X（部门） with 在我之前/之后审批; each 加签 starts at 在我之前审批. */
export function HandOverPopups<M extends MoveMember>({ block, handOver, onClose, onConfirm }: HandOverProps<M>) {
  // The position belongs to the hand-over it was chosen for: a new one starts again at 'before'.
  const [chosen, setChosen] = useState<{ of: HandOver<M> | null; position: AddApproverPosition }>({ of: null, position: 'before' })
  const position = chosen.of === handOver ? chosen.position : 'before'
  const transferTo = handOver?.kind === 'transfer' ? handOver.to : null
  const addTo = handOver?.kind === 'add-approver' ? handOver.to : null
  const confirm = () => {
    if (!handOver) return
    onClose()
    onConfirm(handOver, position)
  }
  return (
    <>
      <Popup isOpened={transferTo !== null} type='center' title='转交' confirmText='确认转交' className={`${block}-transfer`} onConfirm={confirm} onClose={onClose}>
        {transferTo ? <Text className={`${block}-transfer__to`}>{`转交给 ${memberText(transferTo)}，由其审批`}</Text> : null}
      </Popup>
      <Popup isOpened={addTo !== null} type='center' title='加签' confirmText='确认加签' className={`${block}-add-approver`} onConfirm={confirm} onClose={onClose}>
        {addTo ? <Text className={`${block}-add-approver__to`}>{`加签 ${memberText(addTo)}`}</Text> : null}
        <ChoiceList label='加签人审批的顺序' options={ADD_POSITIONS} value={position} onPick={(picked) => setChosen({ of: handOver, position: picked })} />
      </Popup>
    </>
  )
}

type SendBackProps = {
  /** The detail's class block: the popup is `${block}-send-back`. */
  block: string
  isOpened: boolean
  /** Where it may go back to, in order; the last (the step just before the caller's) is chosen first. */
  targets: readonly ReturnTarget[]
  onClose: () => void
  /** Called with the chosen step once the popup has closed. */
  onConfirm: (level: number) => void
}

/** 退回至: the earlier step to send the request back to; the reason is the 审批意见. */
export function SendBackPopup({ block, isOpened, targets, onClose, onConfirm }: SendBackProps) {
  const [picked, setPicked] = useState<number | null>(null)
  const last = targets.length > 0 ? targets[targets.length - 1].level : null
  const level = picked !== null && targets.some((t) => t.level === picked) ? picked : last
  const close = () => {
    setPicked(null)
    onClose()
  }
  return (
    <Popup
      isOpened={isOpened}
      type='center'
      title='退回至'
      confirmText='确认退回'
      className={`${block}-send-back`}
      onConfirm={() => {
        if (level === null) return
        close()
        onConfirm(level)
      }}
      onClose={close}
    >
      <ChoiceList label='退回至' options={targets.map((t) => ({ key: t.level, label: t.label }))} value={level} onPick={setPicked} />
      <Text className={`approval-moves__hint ${block}-send-back__hint`}>退回原因填在审批意见中（必填）</Text>
    </Popup>
  )
}
