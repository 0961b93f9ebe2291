import TestUtils from '@tarojs/test-utils-react'
import { Text } from '@tarojs/components'
import { useState } from 'react'
import { initPxTransform } from '@test/shell/taro'
import { testRoot, withStores } from '@test/shell/stores'
import { Popup, type PopupProps } from './Popup'

beforeAll(initPxTransform)
afterEach(() => {
  jest.useRealTimers()
  document.body.innerHTML = ''
})

type HarnessProps = Omit<PopupProps, 'isOpened'> & { initiallyOpen?: boolean; mounted?: boolean }

/** Holds the open flag like a screen would; buttons outside toggle it. */
function Harness({ initiallyOpen = true, ...props }: HarnessProps) {
  const [isOpened, setOpen] = useState(initiallyOpen)
  const [isMounted, setMounted] = useState(true)
  return (
    <>
      <Text className='toggle' onClick={() => setOpen(!isOpened)}>
        toggle
      </Text>
      <Text className='unmount' onClick={() => setMounted(false)}>
        unmount
      </Text>
      {isMounted ? (
        <Popup {...props} isOpened={isOpened} onClose={() => setOpen(false)}>
          <Text className='content'>内容</Text>
        </Popup>
      ) : null}
    </>
  )
}

async function mount(props: HarnessProps = {}) {
  const root = testRoot()
  const t = new TestUtils()
  await t.mount(withStores(root, Harness), { props })
  const buttons = () => Array.from(document.querySelectorAll('.popup__button')).map((n) => n.textContent)
  const click = (selector: string) => t.fireEvent.click(document.querySelector(selector)!)
  return { t, root, buttons, click }
}

describe('Popup', () => {
  it('is a bottom sheet by default with 取消 and 确认', async () => {
    const { buttons } = await mount()
    expect(document.querySelector('.popup--bottom.at-float-layout--active')).not.toBeNull()
    expect(buttons()).toEqual(['取消', '确认'])
  })

  it('can be a centered dialog with its own texts, or without actions', async () => {
    const center = await mount({ type: 'center', title: '提示', confirmText: '好的', cancelText: '' })
    expect(document.querySelector('.popup--center.at-modal--active')).not.toBeNull()
    expect(center.buttons()).toEqual(['好的'])
    document.body.innerHTML = ''
    const bare = await mount({ showActions: false })
    expect(bare.buttons()).toEqual([])
  })

  it('throttles confirm at 300 ms', async () => {
    const onConfirm = jest.fn()
    const { click } = await mount({ onConfirm })
    jest.useFakeTimers()
    click('.popup__button--confirm')
    jest.advanceTimersByTime(299)
    click('.popup__button--confirm')
    expect(onConfirm).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(1)
    click('.popup__button--confirm')
    expect(onConfirm).toHaveBeenCalledTimes(2)
  })

  it('a new opening confirms at once: the 300 ms guard is against a double tap, not against the next opening', async () => {
    const onConfirm = jest.fn()
    const { t, click } = await mount({ onConfirm })
    jest.useFakeTimers()
    click('.popup__button--confirm')
    click('.toggle')
    click('.toggle')
    await t.act(async () => undefined)
    click('.popup__button--confirm')
    expect(onConfirm).toHaveBeenCalledTimes(2)
  })

  it('cancel calls onCancel, else closes', async () => {
    const onCancel = jest.fn()
    const withCancel = await mount({ onCancel })
    withCancel.click('.popup__button--cancel')
    expect(onCancel).toHaveBeenCalledTimes(1)
    document.body.innerHTML = ''
    const plain = await mount()
    plain.click('.popup__button--cancel')
    expect(document.querySelector('.at-float-layout--active')).toBeNull()
  })

  it('mirrors the open flag and counts open popups: +1 on open, -1 on close or unmount', async () => {
    const { root, click } = await mount({ initiallyOpen: false })
    expect(root.ui.openPopupCount).toBe(0)
    expect(document.querySelector('.at-float-layout--active')).toBeNull()
    click('.toggle')
    expect(document.querySelector('.at-float-layout--active')).not.toBeNull()
    expect(root.ui.openPopupCount).toBe(1)
    click('.at-float-layout__overlay')
    expect(root.ui.openPopupCount).toBe(0)
    expect(document.querySelector('.at-float-layout--active')).toBeNull()
    click('.toggle')
    expect(root.ui.openPopupCount).toBe(1)
    click('.unmount')
    expect(root.ui.openPopupCount).toBe(0)
  })
})
