import { activateControlsByKeyboard } from './keyboardActivation'

function control(tag: string, role?: string) {
  const element = document.createElement(tag)
  if (role) element.setAttribute('role', role)
  element.tabIndex = 0
  document.body.appendChild(element)
  const onClick = jest.fn()
  element.addEventListener('click', onClick)
  return { element, onClick }
}

function press(element: HTMLElement, key: string) {
  element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('keyboard activation of role controls on H5', () => {
  it('clicks a focused view with a button or tab role on Enter and Space', () => {
    const stop = activateControlsByKeyboard(document)
    const button = control('div', 'button')
    const tab = control('div', 'tab')
    press(button.element, 'Enter')
    press(tab.element, ' ')
    expect(button.onClick).toHaveBeenCalledTimes(1)
    expect(tab.onClick).toHaveBeenCalledTimes(1)
    stop()
    press(button.element, 'Enter')
    expect(button.onClick).toHaveBeenCalledTimes(1)
  })

  it('leaves other keys, views without a role, disabled controls and native controls alone', () => {
    const stop = activateControlsByKeyboard(document)
    const button = control('div', 'button')
    const plain = control('div')
    const disabled = control('div', 'button')
    disabled.element.setAttribute('aria-disabled', 'true')
    const native = control('button', 'button')
    press(button.element, 'a')
    press(plain.element, 'Enter')
    press(disabled.element, 'Enter')
    press(native.element, 'Enter')
    expect(button.onClick).not.toHaveBeenCalled()
    expect(plain.onClick).not.toHaveBeenCalled()
    expect(disabled.onClick).not.toHaveBeenCalled()
    expect(native.onClick).not.toHaveBeenCalled()
    stop()
  })
})
