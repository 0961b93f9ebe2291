import { announceToasts } from './liveToasts'

describe('toasts and modals announced on H5', () => {
  it('marks Taro toast and modal elements as live regions when they appear', async () => {
    const stop = announceToasts(document.body)
    const toast = document.createElement('div')
    toast.className = 'taro__toast'
    document.body.appendChild(toast)
    const modal = document.createElement('div')
    modal.className = 'taro__modal'
    document.body.appendChild(modal)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(toast.getAttribute('role')).toBe('status')
    expect(toast.getAttribute('aria-live')).toBe('polite')
    expect(modal.getAttribute('role')).toBe('alertdialog')
    stop()
  })
})
