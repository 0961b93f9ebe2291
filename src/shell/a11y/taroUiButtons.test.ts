import { announceTaroUiButtons } from './taroUiButtons'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  document.body.innerHTML = ''
})

describe("taro-ui's buttons as buttons on H5", () => {
  it('gives a taro-ui button the button role and a place in the tab order, disabled ones aria-disabled and none', async () => {
    const existing = document.createElement('div')
    existing.className = 'at-button at-button--primary'
    document.body.appendChild(existing)
    const stop = announceTaroUiButtons(document.body)
    expect([existing.getAttribute('role'), existing.getAttribute('tabindex'), existing.getAttribute('aria-disabled')]).toEqual(['button', '0', 'false'])

    const page = document.createElement('section')
    page.innerHTML = '<div class="at-button at-button--disabled"><div class="at-button__text">提交</div></div>'
    document.body.appendChild(page)
    await settle()
    const added = page.querySelector('.at-button')!
    expect([added.getAttribute('role'), added.getAttribute('tabindex'), added.getAttribute('aria-disabled')]).toEqual(['button', '-1', 'true'])

    added.classList.remove('at-button--disabled')
    await settle()
    expect([added.getAttribute('tabindex'), added.getAttribute('aria-disabled')]).toEqual(['0', 'false'])
    stop()
  })

  it('leaves other views alone', async () => {
    const stop = announceTaroUiButtons(document.body)
    const view = document.createElement('div')
    view.className = 'at-button__text'
    document.body.appendChild(view)
    await settle()
    expect(view.getAttribute('role')).toBeNull()
    stop()
  })
})
