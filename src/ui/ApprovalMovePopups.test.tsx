import { View } from '@tarojs/components'
import { useState } from 'react'
import { initPxTransform } from '@test/shell/taro'
import { testRoot } from '@test/shell/stores'
import { bodyText, clickSelector, clickText, mountWith, waitForText } from '@test/shared/render'
import type { AddApproverPosition } from '@api/expense'
import { HandOverPopups, SendBackPopup, type HandOver, type MoveMember } from './ApprovalMovePopups'

beforeAll(initPxTransform)

const liu: MoveMember = { MemberId: '10004', Name: '刘强', DepartmentName: '总经办' }
const wang: MoveMember = { MemberId: '10005', Name: '王芳', DepartmentName: '' }

/** A detail in miniature: buttons that open each move as a screen does once 选择人员 answered. */
function HandOverHarness({ confirmed }: { confirmed: [HandOver, AddApproverPosition][] }) {
  const [handOver, setHandOver] = useState<HandOver | null>(null)
  return (
    <View>
      <View className='open-transfer' onClick={() => setHandOver({ kind: 'transfer', to: wang })}>
        open transfer
      </View>
      <View className='open-add' onClick={() => setHandOver({ kind: 'add-approver', to: liu })}>
        open add
      </View>
      <HandOverPopups block='demo' handOver={handOver} onClose={() => setHandOver(null)} onConfirm={(h, position) => confirmed.push([h, position])} />
    </View>
  )
}

const isOpen = (selector: string) => document.querySelector(`${selector}.at-modal--active`) !== null

describe('HandOverPopups (decision 0920)', () => {
  it('转交 names the member (no department when there is none) and confirms once, closing', async () => {
    const confirmed: [HandOver, AddApproverPosition][] = []
    const root = testRoot()
    await mountWith(root, <HandOverHarness confirmed={confirmed} />)
    expect(isOpen('.demo-transfer')).toBe(false)
    await clickSelector('.open-transfer')
    await waitForText('转交给 王芳，由其审批')
    expect(isOpen('.demo-transfer')).toBe(true)
    expect(isOpen('.demo-add-approver')).toBe(false)
    expect(document.querySelector('.demo-transfer .demo-transfer__to')?.textContent).toBe('转交给 王芳，由其审批')
    expect(root.ui.openPopupCount).toBe(1)
    await clickSelector('.demo-transfer .popup__button--confirm')
    expect(confirmed).toEqual([[{ kind: 'transfer', to: wang }, 'before']])
    expect(isOpen('.demo-transfer')).toBe(false)
    expect(root.ui.openPopupCount).toBe(0)
  })

  it('加签 names the member with the department, starts at 在我之前审批 and sends the position chosen', async () => {
    const confirmed: [HandOver, AddApproverPosition][] = []
    await mountWith(testRoot(), <HandOverHarness confirmed={confirmed} />)
    await clickSelector('.open-add')
    await waitForText('加签 刘强（总经办）')
    expect(document.querySelector('.demo-add-approver [role="radio"][aria-checked="true"]')?.textContent).toContain('在我之前审批')
    await clickText('在我之后审批')
    expect(document.querySelector('.demo-add-approver [role="radio"][aria-checked="true"]')?.textContent).toContain('在我之后审批')
    await clickSelector('.demo-add-approver .popup__button--confirm')
    expect(confirmed).toEqual([[{ kind: 'add-approver', to: liu }, 'after']])
    expect(isOpen('.demo-add-approver')).toBe(false)
  })

  it('a new 加签 starts again at 在我之前审批; 取消 confirms nothing', async () => {
    const confirmed: [HandOver, AddApproverPosition][] = []
    await mountWith(testRoot(), <HandOverHarness confirmed={confirmed} />)
    await clickSelector('.open-add')
    await clickText('在我之后审批')
    await clickSelector('.demo-add-approver .popup__button--cancel')
    expect(isOpen('.demo-add-approver')).toBe(false)
    await clickSelector('.open-add')
    expect(isOpen('.demo-add-approver')).toBe(true)
    await clickSelector('.demo-add-approver .popup__button--confirm')
    expect(confirmed).toEqual([[{ kind: 'add-approver', to: liu }, 'before']])
  })
})

const targets = [
  { level: 0, label: '申请人（修改后重新提交）' },
  { level: 1, label: '第1步 部门负责人审批（李娜）' },
]

function SendBackHarness({ sent }: { sent: number[] }) {
  const [open, setOpen] = useState(false)
  return (
    <View>
      <View className='open-back' onClick={() => setOpen(true)}>
        open back
      </View>
      <SendBackPopup block='demo' isOpened={open} targets={targets} onClose={() => setOpen(false)} onConfirm={(level) => sent.push(level)} />
    </View>
  )
}

describe('SendBackPopup (decision 0920)', () => {
  it('offers the targets with the step just before chosen, says where the reason goes, and sends the step picked', async () => {
    const sent: number[] = []
    await mountWith(testRoot(), <SendBackHarness sent={sent} />)
    await clickSelector('.open-back')
    expect(isOpen('.demo-send-back')).toBe(true)
    expect(bodyText()).toContain('退回原因填在审批意见中（必填）')
    expect(document.querySelector('.demo-send-back [aria-checked="true"]')?.textContent).toContain('第1步 部门负责人审批（李娜）')
    await clickText('申请人（修改后重新提交）')
    await clickSelector('.demo-send-back .popup__button--confirm')
    expect(sent).toEqual([0])
    expect(isOpen('.demo-send-back')).toBe(false)
  })

  it('opened again, it starts from the step just before once more', async () => {
    const sent: number[] = []
    await mountWith(testRoot(), <SendBackHarness sent={sent} />)
    await clickSelector('.open-back')
    await clickText('申请人（修改后重新提交）')
    await clickSelector('.demo-send-back .popup__button--cancel')
    await clickSelector('.open-back')
    await clickSelector('.demo-send-back .popup__button--confirm')
    expect(sent).toEqual([1])
  })
})
