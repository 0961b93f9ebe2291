import { chosenReason, initialOther } from './overReason'

const listed = ['协议酒店满房', '客户或会议指定']

describe('chosenReason', () => {
  it.each([
    ['协议酒店满房', '', '协议酒店满房'],
    ['', '  会场所在酒店 ', '会场所在酒店'],
    ['不在列表', '', ''],
    ['', '   ', ''],
    ['', '字'.repeat(100), '字'.repeat(100)],
    ['', '字'.repeat(101), ''],
  ])('picked %s, typed %s -> %s', (picked, other, reason) => {
    expect(chosenReason(listed, picked, other)).toBe(reason)
  })
})

describe('initialOther', () => {
  it.each([
    ['客户或会议指定', ''],
    ['自己的原因', '自己的原因'],
    ['', ''],
  ])('%s -> %s', (current, other) => {
    expect(initialOther(listed, current)).toBe(other)
  })
})
