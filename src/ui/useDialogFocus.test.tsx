import TestUtils from '@tarojs/test-utils-react'
import { createElement as h, useState } from 'react'
import { useDialogFocus } from './useDialogFocus'

function Dialog({ onClose }: { onClose: () => void }) {
  const [isOpened, setOpened] = useState(false)
  const marker = useDialogFocus(isOpened, onClose, '选择城市')
  return h(
    'div',
    null,
    h('button', { id: 'opener', onClick: () => setOpened(true) }, '打开'),
    h('button', { id: 'closer', onClick: () => setOpened(false) }, '外部关闭'),
    isOpened ? h('div', { className: marker }, h('button', { id: 'first' }, '一'), h('button', { id: 'last' }, '二')) : null,
  )
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20))
const byId = (id: string) => document.getElementById(id) as HTMLElement

describe('useDialogFocus (H5)', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('names the dialog, moves focus in, wraps Tab, closes on Esc and gives focus back', async () => {
    const onClose = jest.fn()
    const t = new TestUtils()
    await t.mount(Dialog, { props: { onClose } })
    byId('opener').focus()
    t.fireEvent.click(byId('opener'))
    await tick()
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.getAttribute('aria-label')).toBe('选择城市')
    expect(document.activeElement?.id).toBe('first')

    byId('last').focus()
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    document.dispatchEvent(tab)
    expect(tab.defaultPrevented).toBe(true)
    expect(document.activeElement?.id).toBe('first')

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(onClose).toHaveBeenCalledTimes(1)

    t.fireEvent.click(byId('closer'))
    await tick()
    expect(document.activeElement?.id).toBe('opener')
  })
})
