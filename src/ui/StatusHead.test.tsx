import TestUtils from '@tarojs/test-utils-react'
import { StatusHead } from './StatusHead'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('StatusHead', () => {
  it('puts the status and the hint in separate blocks, under the order class by default', async () => {
    await new TestUtils().mount(() => <StatusHead status='待支付' hint='请在05-01 12:00前支付 ¥100.00' />)
    const head = document.querySelector('.status-head.order-status-head')!
    const status = head.querySelector('.order-status-head__status')!
    const hint = head.querySelector('.order-status-head__hint')!
    expect(status.textContent).toBe('待支付')
    expect(hint.textContent).toBe('请在05-01 12:00前支付 ¥100.00')
    // Blocks, not inline text: the two never run together (审批中张伟 创建于…, issue 36).
    expect(status.tagName.toLowerCase()).not.toMatch(/text/)
    expect(hint.tagName.toLowerCase()).not.toMatch(/text/)
    expect(status.contains(hint) || hint.contains(status)).toBe(false)
  })

  it('takes the block class of the screen (travel applications) and has no hint line without a hint', async () => {
    await new TestUtils().mount(() => <StatusHead block='travel-apply-head' status='审批中' hint={null} />)
    expect(document.querySelector('.travel-apply-head .travel-apply-head__status')!.textContent).toBe('审批中')
    expect(document.querySelector('.order-status-head')).toBeNull()
    expect(document.querySelector('.status-head__hint')).toBeNull()
  })
})
