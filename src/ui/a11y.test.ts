import { a11y, miniProgramRole } from './a11y'

describe('a11y props', () => {
  it('gives aria-label and role, and the mini-programs ariaLabel and ariaRole', () => {
    expect(a11y('关闭', 'button')).toEqual({ ariaLabel: '关闭', 'aria-label': '关闭', ...miniProgramRole('button'), role: 'button' })
    expect(miniProgramRole('button', 'weapp')).toEqual({ ariaRole: 'button' })
    expect(miniProgramRole('tab', 'dd')).toEqual({ ariaRole: 'tab' })
  })

  it('leaves ariaRole out on H5, where it would become the invalid aria-role attribute', () => {
    expect(miniProgramRole('alert', 'h5')).toEqual({})
  })
})
