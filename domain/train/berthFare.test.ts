import { berthFareFen, berthOfSeatNo, berthRefundText, BERTH_SHARES, changedBerthRefund, issuedFares } from './berthFare'
import { isBerthClass } from './seatPreference'

describe('berth fares (decision 0780)', () => {
  it('硬卧: 下铺 keeps the fare, 中铺 and 上铺 are cheaper, each rounded to 0.5 yuan', () => {
    // ¥325 下铺: 中铺 314.6 → 314.5, 上铺 303.875 → 304
    expect(berthFareFen(32_500, '3', '下铺')).toBe(32_500)
    expect(berthFareFen(32_500, '3', '中铺')).toBe(31_450)
    expect(berthFareFen(32_500, '3', '上铺')).toBe(30_400)
  })

  it('软卧: 上铺 at 0.95 of 下铺; a 软卧 has no 中铺, so a 中铺 keeps the fare charged', () => {
    expect(berthFareFen(50_000, '4', '上铺')).toBe(47_500)
    expect(berthFareFen(50_000, '4', '下铺')).toBe(50_000)
    expect(berthFareFen(50_000, '4', '中铺')).toBe(50_000)
  })

  it('rounds at the 0.25-yuan boundaries the way 12306 rounds fares', () => {
    // 上铺 of ¥10.00 is 9.35 → 9.5 (.35 rounds to .5); of ¥9.00 is 8.415 → 8.5; of ¥8.00 is 7.48 → 7.5
    expect(berthFareFen(1_000, '3', '上铺')).toBe(950)
    expect(berthFareFen(900, '3', '上铺')).toBe(850)
    expect(berthFareFen(800, '3', '上铺')).toBe(750)
    // 中铺 of ¥7.80 is 7.5504 → 7.5; of ¥8.00 is 7.744 → 7.5; of ¥8.10 is 7.8408 → 8.0
    expect(berthFareFen(780, '3', '中铺')).toBe(750)
    expect(berthFareFen(800, '3', '中铺')).toBe(750)
    expect(berthFareFen(810, '3', '中铺')).toBe(800)
  })

  it('never rounds a cheaper berth above the 下铺 fare', () => {
    // ¥0.50: 上铺 0.4675 would round to 0.5; 中铺 0.484 too — both stay at the fare, no refund
    expect(berthFareFen(50, '3', '上铺')).toBe(50)
    expect(berthFareFen(50, '3', '中铺')).toBe(50)
    expect(berthFareFen(100, '3', '上铺')).toBe(100)
  })

  it('seats and unknown berths keep the fare charged', () => {
    expect(berthFareFen(55_300, 'O', '上铺')).toBe(55_300)
    expect(berthFareFen(32_500, '3', null)).toBe(32_500)
    // The classes with berth fares are the classes with berths to choose (选铺, decision 0342)
    expect(Object.keys(BERTH_SHARES).every(isBerthClass)).toBe(true)
    expect(['3', '4'].every((code) => code in BERTH_SHARES)).toBe(true)
  })

  it('reads the berth from a 12306 seat number', () => {
    expect(berthOfSeatNo('3', '05车12上铺')).toBe('上铺')
    expect(berthOfSeatNo('3', '05车12中铺')).toBe('中铺')
    expect(berthOfSeatNo('4', '02车03下铺')).toBe('下铺')
    expect(berthOfSeatNo('4', '02车03中铺')).toBeNull()
    expect(berthOfSeatNo('O', '05车12F')).toBeNull()
    expect(berthOfSeatNo('3', '')).toBeNull()
  })

  it('issued tickets: each fare and the difference refunded', () => {
    expect(issuedFares(32_500, '3', ['05车01下铺', '05车01中铺', '05车01上铺'])).toEqual([
      { fareFen: 32_500, refundFen: 0, berth: '下铺' },
      { fareFen: 31_450, refundFen: 1_050, berth: '中铺' },
      { fareFen: 30_400, refundFen: 2_100, berth: '上铺' },
    ])
    expect(issuedFares(55_300, 'O', ['05车01F'])).toEqual([{ fareFen: 55_300, refundFen: 0, berth: null }])
  })

  it('a changed ticket\'s difference: the new order gives back what it held above the old fare, the old order the rest', () => {
    // old ticket ¥300, charged ¥325 (下铺) on the new train, issued on a ¥304 上铺: the new order held 25, keeps 4
    expect(changedBerthRefund(32_500, 30_400, 30_000)).toEqual({ fromNewFen: 2_100, fromOldFen: 0 })
    // old ticket ¥310: the new order held 15 and keeps none; the old order held 310 of it and keeps 304
    expect(changedBerthRefund(32_500, 30_400, 31_000)).toEqual({ fromNewFen: 1_500, fromOldFen: 600 })
    // a cheaper change (old ¥400): all of the difference comes from the old order
    expect(changedBerthRefund(32_500, 30_400, 40_000)).toEqual({ fromNewFen: 0, fromOldFen: 2_100 })
    // at the boundary old = berth fare, and old = charged
    expect(changedBerthRefund(32_500, 30_400, 30_400)).toEqual({ fromNewFen: 2_100, fromOldFen: 0 })
    expect(changedBerthRefund(32_500, 30_400, 32_500)).toEqual({ fromNewFen: 0, fromOldFen: 2_100 })
    // no difference, nothing back
    expect(changedBerthRefund(32_500, 32_500, 31_000)).toEqual({ fromNewFen: 0, fromOldFen: 0 })
  })

  it('the detail line', () => {
    expect(berthRefundText(2_100)).toBe('铺位差价退款 ¥21.00')
    expect(berthRefundText(0)).toBe('')
  })
})
