import { fenOfYuan, formProblem, mealStandardText, standardStep, type TakeoutForm } from './mealStandard'

const form = (over: Partial<TakeoutForm> = {}): TakeoutForm => ({
  address: { Contact: '张伟', Phone: '13800000001', Address: '人民大道200号', CityName: '上海' }, budgetYuan: '45', reasonCode: '', reason: '', ...over,
})

describe('meal standard', () => {
  it.each([
    [{ CapFen: 10_000, SpentTodayFen: 4_500, RemainingFen: 5_500 }, '今日餐标¥100.00，已用¥45.00，剩余¥55.00'],
    [{ CapFen: 10_000, SpentTodayFen: 12_000, RemainingFen: 0 }, '今日餐标¥100.00，已用¥120.00，剩余¥0.00'],
    [{ CapFen: null, SpentTodayFen: 0, RemainingFen: null }, '今日餐饮不限金额，已用¥0.00'],
  ])('reads %o as %s', (info, text) => expect(mealStandardText(info)).toBe(text))

  it.each([
    ['45', 4_500], ['45.5', 4_550], ['0.01', 1], [' 12.30 ', 1_230], ['0', null], ['', null], ['1.234', null], ['-3', null], ['abc', null], ['1234567', null],
  ])('yuan %p is %p fen', (text, fen) => expect(fenOfYuan(text)).toBe(fen))

  it.each([
    [{ IsOverStandard: false, Action: 'allow' as const }, 'go'],
    [{ IsOverStandard: true, Action: 'allow' as const }, 'go'],
    [{ IsOverStandard: true, Action: 'requireReason' as const }, 'reason'],
    [{ IsOverStandard: true, Action: 'requireApproval' as const }, 'reason'],
    [{ IsOverStandard: true, Action: 'block' as const }, 'blocked'],
  ])('verdict %o asks %s', (v, step) => expect(standardStep({ ...v, Rule: '', RemainingFen: 0 })).toBe(step))

  it.each([
    [form(), false, null],
    [form({ address: { Contact: ' ', Phone: '13800000001', Address: 'x', CityName: '' } }), false, '请填写联系人'],
    [form({ address: { Contact: '张伟', Phone: '1380000', Address: 'x', CityName: '' } }), false, '请填写正确的手机号'],
    [form({ address: { Contact: '张伟', Phone: '13800000001', Address: '', CityName: '' } }), false, '请填写送餐地址'],
    [form({ budgetYuan: '' }), false, '请填写预计消费金额'],
    [form(), true, '超出餐标，请选择超标原因'],
    [form({ reasonCode: '1' }), true, null],
    [form({ reasonCode: '9', reason: '  ' }), true, '请填写超标原因'],
    [form({ reasonCode: '9', reason: '客户来访' }), true, null],
  ])('form %# needs reason %p: %p', (f, needsReason, problem) => expect(formProblem(f, needsReason)).toBe(problem))
})
