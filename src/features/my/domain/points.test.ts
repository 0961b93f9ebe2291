import { pointsRecordMeta, signedPoints, transferError } from './points'

const limits = { balance: 395, min: 1, max: 10_000 }
const form = { phone: '13800000006', points: '100', remark: '' }

describe('transferError', () => {
  it.each([
    [{ phone: '1380000' }, '请输入正确的同事手机号'],
    [{ points: '' }, '请输入转赠积分（整数）'],
    [{ points: '1.5' }, '请输入转赠积分（整数）'],
    [{ points: '0' }, '每次可转赠 1-10000 积分'],
    [{ points: '10001' }, '每次可转赠 1-10000 积分'],
    [{ points: '396' }, '积分不足，当前可用 395 积分'],
    [{ remark: '谢'.repeat(51) }, '留言最多50个字'],
  ])('%j -> %s', (change, message) => {
    expect(transferError({ ...form, ...change }, limits)).toBe(message)
  })

  it('accepts the whole balance and the minimum', () => {
    expect(transferError({ ...form, points: '395' }, limits)).toBeNull()
    expect(transferError({ ...form, points: '1', remark: '谢'.repeat(50) }, limits)).toBeNull()
  })
})

describe('records', () => {
  it('signs points and describes the record', () => {
    expect([signedPoints(320), signedPoints(-200)]).toEqual(['+320', '-200'])
    const record = { RecordId: '1', Points: -95, Kind: 'transfer_out' as const, Title: '转赠给林同事', OrderNo: null, CounterpartName: '林同事', Remark: '谢谢', CreatedAt: '' }
    expect(pointsRecordMeta(record)).toBe('转赠同事 · 留言：谢谢')
    expect(pointsRecordMeta({ ...record, Kind: 'earn', OrderNo: 'H1', Remark: '' })).toBe('获得 · 订单 H1')
  })
})
