import { earlyDepartureRoute, hotelOrderVariant, voucherRoute } from './hotelOrderRoutes'

describe('hotel order routes', () => {
  it('reads the variant, defaulting to order3.0', () => {
    expect(hotelOrderVariant('v1')).toBe('v1')
    expect(hotelOrderVariant(undefined)).toBe('v3')
  })
  it('opens the voucher of the same generation when live, else the other', () => {
    const all = () => true
    expect(voucherRoute('v1', all)).toBe('order/hotelOrderDetail/hotelConfirmation')
    expect(voucherRoute('v3', all)).toBe('order2.0/hotel/checkInVoucher')
    expect(voucherRoute('v3', (id) => id.startsWith('order/'))).toBe('order/hotelOrderDetail/hotelConfirmation')
    expect(voucherRoute('v2', () => false)).toBeNull()
  })
  it('early departure prefers hotel/rebate', () => {
    expect(earlyDepartureRoute(() => true)).toBe('hotel/rebate')
    expect(earlyDepartureRoute((id) => id === 'order3.0/hotel/earlyDeparture')).toBe('order3.0/hotel/earlyDeparture')
    expect(earlyDepartureRoute(() => false)).toBeNull()
  })
})
