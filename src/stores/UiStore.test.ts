import { UiStore } from './UiStore'

describe('UiStore', () => {
  it('loading overlay shows with a message and hides', () => {
    const ui = new UiStore({ toast: jest.fn() })
    ui.showLoading('提交中')
    expect(ui.loading).toEqual({ visible: true, message: '提交中' })
    ui.hideLoading()
    expect(ui.loading).toEqual({ visible: false, message: '' })
    ui.showLoading()
    expect(ui.loading.message).toBe('加载中...')
  })

  it('opening a popup adds 1, closing subtracts 1, never below 0', () => {
    const ui = new UiStore({ toast: jest.fn() })
    ui.popupOpened()
    ui.popupOpened()
    expect(ui.openPopupCount).toBe(2)
    ui.popupClosed()
    expect(ui.hasOpenPopup).toBe(true)
    ui.popupClosed()
    ui.popupClosed()
    expect(ui.openPopupCount).toBe(0)
    expect(ui.hasOpenPopup).toBe(false)
  })

  it('toast passes the message on; an empty one is skipped', () => {
    const toast = jest.fn()
    const ui = new UiStore({ toast })
    ui.toast('')
    ui.toast('已保存')
    expect(toast.mock.calls).toEqual([['已保存']])
  })
})
