import { requireLogin } from './requireLogin'

describe('requireLogin', () => {
  it('navigates to login when not logged in', () => {
    const navigate = jest.fn()
    expect(requireLogin({ isLogin: false, platId: '1020' }, navigate)).toBe(false)
    expect(navigate).toHaveBeenCalledWith('/pages/loginAndRegister/login/login')
  })
  it('stays on a special platform, and passes when logged in', () => {
    const navigate = jest.fn()
    expect(requireLogin({ isLogin: false, platId: '1040' }, navigate)).toBe(false)
    expect(requireLogin({ isLogin: true, platId: '1020' }, navigate)).toBe(true)
    expect(navigate).not.toHaveBeenCalled()
  })
})
