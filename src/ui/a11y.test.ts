import { a11y, controlLabel, imageAlt, miniProgramRole } from './a11y'

describe('a11y props', () => {
  it('gives aria-label and role, and the mini-programs ariaLabel and ariaRole', () => {
    expect(a11y('关闭', 'button')).toEqual({ ariaLabel: '关闭', 'aria-label': '关闭', ...miniProgramRole('button'), role: 'button' })
    expect(miniProgramRole('button', 'weapp')).toEqual({ ariaRole: 'button' })
    expect(miniProgramRole('tab', 'dd')).toEqual({ ariaRole: 'tab' })
  })

  it('leaves ariaRole out on H5, where it would become the invalid aria-role attribute', () => {
    expect(miniProgramRole('alert', 'h5')).toEqual({})
  })

  it("gives an image its alt on H5's inner img and its label in the mini-programs", () => {
    expect(imageAlt('酒店照片 1', 'h5')).toEqual({ nativeProps: { alt: '酒店照片 1' } })
    expect(imageAlt('', 'h5')).toEqual({ nativeProps: { alt: '' } })
    expect(imageAlt('酒店照片 1', 'weapp')).toEqual({ ariaLabel: '酒店照片 1' })
    expect(imageAlt('', 'dd')).toEqual({})
  })

  it("names a form control's native element on H5 and the control in the mini-programs", () => {
    expect(controlLabel('设为默认', 'h5')).toEqual({ nativeProps: { 'aria-label': '设为默认' } })
    expect(controlLabel('设为默认', 'weapp')).toEqual({ ariaLabel: '设为默认' })
  })
})
