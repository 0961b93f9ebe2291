import { repayMethodText, transferReferenceError, TRANSFER_REFERENCE_ERROR } from './repayMethod'

test('a transfer needs the bank 流水号; cash needs none', () => {
  expect(transferReferenceError('transfer', '')).toBe(TRANSFER_REFERENCE_ERROR)
  expect(transferReferenceError('transfer', '12345')).toBe(TRANSFER_REFERENCE_ERROR)
  expect(transferReferenceError('transfer', '流水号2026')).toBe(TRANSFER_REFERENCE_ERROR)
  expect(transferReferenceError('transfer', ' 2026112800012345 ')).toBe('')
  expect(transferReferenceError('transfer', 'CMB-20261128-0001')).toBe('')
  expect(transferReferenceError('cash', '')).toBe('')
})

test('each method reads with what identifies it', () => {
  expect(repayMethodText('cash', '', '')).toBe('现金还款')
  expect(repayMethodText('transfer', '2026112800012345', '')).toBe('银行转账（流水号 2026112800012345）')
  expect(repayMethodText('offset', '', 'BX2026112010001')).toBe('冲借款（BX2026112010001）')
})
