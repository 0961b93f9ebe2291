import { cancelPreview, hotelOrderButtons, type OrderForActions } from './hotelOrderActions'

const ALL = { CanPay: true, CanCancel: true, CanRevoke: true, CanApplyEarlyDeparture: true, CanViewVoucher: true }
const order = (patch: Partial<OrderForActions>): OrderForActions => ({
  Status: 'PendingPayment',
  PaidFen: 0,
  DepartureDate: '2026-12-03',
  CancelRule: { Type: 1, FreeCancelUntil: '2026-12-01T18:00:00+08:00', PenaltyFen: 30000 },
  Approval: null,
  Actions: ALL,
  ...patch,
})
const NOW = '2026-12-01T12:00:00+08:00'
const TODAY = '2026-12-01'

describe('hotel order buttons', () => {
  it('pending payment: cancel and pay', () => {
    expect(hotelOrderButtons(order({}), NOW, TODAY)).toEqual(['cancel', 'pay'])
  })
  it('pending approval: revoke (while the approval is pending) and cancel', () => {
    expect(hotelOrderButtons(order({ Status: 'PendingApproval', Approval: { Status: 'pending' } }), NOW, TODAY)).toEqual(['revoke', 'cancel'])
  })
  it('rejected: nothing, not even pay when the server flag says so', () => {
    expect(hotelOrderButtons(order({ Status: 'Rejected' }), NOW, TODAY)).toEqual([])
  })
  it('confirmed: cancel, early departure, voucher; a type-0 rule hides cancel', () => {
    expect(hotelOrderButtons(order({ Status: 'Confirmed', PaidFen: 50000 }), NOW, TODAY)).toEqual(['cancel', 'earlyDeparture', 'voucher'])
    const strict = order({ Status: 'Confirmed', PaidFen: 50000, CancelRule: { Type: 0, FreeCancelUntil: null, PenaltyFen: 0 } })
    expect(hotelOrderButtons(strict, NOW, TODAY)).toEqual(['earlyDeparture', 'voucher'])
  })
  it('the server flags can hide a button the status would allow', () => {
    expect(hotelOrderButtons(order({ Actions: { ...ALL, CanPay: false } }), NOW, TODAY)).toEqual(['cancel'])
  })
  it('early departure disappears on the departure date', () => {
    expect(hotelOrderButtons(order({ Status: 'CheckedIn' }), NOW, '2026-12-03')).toEqual(['voucher'])
  })
})

describe('cancel preview', () => {
  it('free inside the window, penalty after, null when forbidden, nothing to refund when unpaid', () => {
    expect(cancelPreview(order({ Status: 'Confirmed', PaidFen: 50000 }), NOW)).toEqual({ penaltyFen: 0, refundFen: 50000, isFree: true })
    expect(cancelPreview(order({ Status: 'Confirmed', PaidFen: 50000 }), '2026-12-02T00:00:00+08:00')).toEqual({
      penaltyFen: 30000,
      refundFen: 20000,
      isFree: false,
    })
    expect(cancelPreview(order({ Status: 'Confirmed', PaidFen: 1, CancelRule: { Type: 0, FreeCancelUntil: null, PenaltyFen: 0 } }), NOW)).toBeNull()
    expect(cancelPreview(order({}), NOW)).toEqual({ penaltyFen: 0, refundFen: 0, isFree: true })
  })
})
