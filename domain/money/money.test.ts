import { fenToPrice, fenToYuan, yuanText } from './money'

describe('money', () => {
  it('fen -> yuan with two decimals', () => {
    expect(fenToYuan(123450)).toBe('1234.50')
    expect(fenToYuan(-5)).toBe('-0.05')
    expect(fenToYuan(Number.NaN)).toBe('0.00')
  })
  it('yuan text for messages: whole yuan without decimals, else two', () => {
    expect(yuanText(12300)).toBe('123')
    expect(yuanText(12350)).toBe('123.50')
    expect(yuanText(5)).toBe('0.05')
  })
  it('price: yuan sign before two decimals, no grouping, as (fen / 100).toFixed(2) wrote it', () => {
    expect(fenToPrice(123450)).toBe('¥1234.50')
    expect(fenToPrice(0)).toBe('¥0.00')
    expect(fenToPrice(-5)).toBe('¥-0.05')
    for (const fen of [1, 5, 10, 99, 1005, 1015, 4485, 123456789]) expect(fenToPrice(fen)).toBe(`¥${(fen / 100).toFixed(2)}`)
  })
})
