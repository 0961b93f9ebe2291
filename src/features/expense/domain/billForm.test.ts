import { billFormError, chosenTotal } from './billForm'

const valid = { title: '上海出差报销', costCenterId: '31001', costIds: ['1'] }

it.each([
  [{}, ''],
  [{ title: '  ' }, '请填写报销事由'],
  [{ title: '长'.repeat(61) }, '报销事由最多60字'],
  [{ costCenterId: '' }, '请选择成本中心'],
  [{ costIds: [] }, '请选择要报销的费用'],
  [{ costIds: Array.from({ length: 51 }, (_, i) => String(i)) }, '一张报销单最多50笔费用'],
])('billFormError %j -> %j', (change, message) => {
  expect(billFormError({ ...valid, ...change })).toBe(message)
})

it('totals only the chosen costs', () => {
  const costs = [{ CostId: '1', AmountFen: 8650 }, { CostId: '2', AmountFen: 35000 }, { CostId: '3', AmountFen: 1 }]
  expect(chosenTotal(costs, ['1', '2'])).toBe(43650)
  expect(chosenTotal(costs, [])).toBe(0)
})
