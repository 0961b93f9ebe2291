import TestUtils from '@tarojs/test-utils-react'
import { initPxTransform } from '@test/shell/taro'
import { testRoot, withStores } from '@test/shell/stores'
import { bodyText, clickText } from '@test/shared/render'
import { ConfirmPopup } from './ConfirmPopup'

beforeAll(initPxTransform)
afterEach(() => {
  document.body.innerHTML = ''
})

async function mount(isOpened: boolean, confirmText?: string) {
  const onConfirm = jest.fn()
  const onCancel = jest.fn()
  const root = testRoot()
  await new TestUtils().mount(withStores(root, ConfirmPopup), {
    props: { isOpened, content: '确定要退出登录吗？', confirmText, onConfirm, onCancel },
  })
  return { root, onConfirm, onCancel }
}

describe('ConfirmPopup', () => {
  it('asks in a centre popup titled 提示; confirm and cancel call back', async () => {
    const { root, onConfirm, onCancel } = await mount(true, '退出')
    expect(document.querySelector('.popup--center.at-modal--active')).not.toBeNull()
    expect(bodyText()).toContain('提示')
    expect(bodyText()).toContain('确定要退出登录吗？')
    expect(root.ui.openPopupCount).toBe(1)
    await clickText('退出')
    expect(onConfirm).toHaveBeenCalledTimes(1)
    await clickText('取消')
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('the confirm button says 确认 by default; closed, it counts no popup', async () => {
    const { root } = await mount(false)
    expect(document.querySelector('.at-modal--active')).toBeNull()
    expect(root.ui.openPopupCount).toBe(0)
    expect(Array.from(document.querySelectorAll('.popup__button')).map((n) => n.textContent)).toEqual(['取消', '确认'])
  })
})
