import { membershipText } from './bookingMembership'

it('reads a card as programme, masked number and level', () => {
  expect(membershipText({ ProgramCode: 'dossen', ProgramName: '东呈会', CardNo: '2026 **** 3456', LevelName: '金卡' })).toBe('东呈会 2026 **** 3456 · 金卡')
  expect(membershipText({ ProgramCode: 'huazhu', ProgramName: '华住会', CardNo: '2026 **** 3456', LevelName: '' })).toBe('华住会 2026 **** 3456')
})
