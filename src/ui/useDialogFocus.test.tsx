// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the test transform's classic JSX runtime needs React in scope here (no Taro component imported)
import React, { act, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { useDialogFocus } from './useDialogFocus'

function Dialog({ onClose }: { onClose: () => void }) {
  const [isOpened, setOpened] = useState(false)
  const marker = useDialogFocus(isOpened, onClose, '选择城市')
  return (
    <div>
      <button id='opener' onClick={() => setOpened(true)}>打开</button>
      <button id='closer' onClick={() => setOpened(false)}>外部关闭</button>
      {isOpened ? (
        <div className={marker}>
          <button id='first'>一</button>
          <button id='last'>二</button>
        </div>
      ) : null}
    </div>
  )
}

describe('useDialogFocus (H5)', () => {
  beforeAll(() => jest.useFakeTimers())
  afterAll(() => jest.useRealTimers())

  it('names the dialog, moves focus in, wraps Tab, closes on Esc and gives focus back', () => {
    const onClose = jest.fn()
    const container = document.createElement('div')
    document.body.appendChild(container)
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    act(() => createRoot(container).render(<Dialog onClose={onClose} />))
    const opener = container.querySelector<HTMLButtonElement>('#opener') as HTMLButtonElement
    opener.focus()
    act(() => opener.click())
    act(() => jest.runAllTimers())
    const dialog = container.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.getAttribute('aria-label')).toBe('选择城市')
    expect(document.activeElement?.id).toBe('first')

    ;(container.querySelector('#last') as HTMLElement).focus()
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    document.dispatchEvent(tab)
    expect(tab.defaultPrevented).toBe(true)

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(onClose).toHaveBeenCalledTimes(1)

    act(() => (container.querySelector('#closer') as HTMLButtonElement).click())
    expect(document.activeElement?.id).toBe('opener')
  })
})
