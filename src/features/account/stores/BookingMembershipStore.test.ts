import { BookingMembershipStore } from './BookingMembershipStore'

const card = { ProgramCode: 'dossen' as const, ProgramName: '东呈会', CardNo: '2026 **** 3456', LevelName: '金卡' }

it('uses the bound card by default and reports when the member turns it off and on', async () => {
  const onChange = jest.fn()
  const store = new BookingMembershipStore({ bookingMembership: async () => ({ Membership: card }) }, onChange)
  await store.fetch('1')
  expect(store.membership).toEqual(card)
  expect(onChange).toHaveBeenLastCalledWith('dossen')
  store.setUsed(false)
  expect(onChange).toHaveBeenLastCalledWith(null)
  store.setUsed(true)
  expect(onChange).toHaveBeenLastCalledWith('dossen')
})

it('reports no card when none applies, and nothing while the call fails', async () => {
  const onChange = jest.fn()
  const none = new BookingMembershipStore({ bookingMembership: async () => ({ Membership: null }) }, onChange)
  await none.fetch('1')
  expect(onChange).toHaveBeenLastCalledWith(null)
  const failing = jest.fn()
  const broken = new BookingMembershipStore({ bookingMembership: async () => Promise.reject(new Error('网络异常')) }, failing)
  await broken.fetch('1')
  expect(broken.load.status).toBe('error')
  expect(failing).not.toHaveBeenCalled()
})
