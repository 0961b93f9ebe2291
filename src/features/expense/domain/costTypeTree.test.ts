import type { CostType } from '@api/expense'
import { costTypeGroups, isChoosableType } from './costTypeTree'

const t = (CostTypeId: string, Name: string, ParentId = ''): CostType => ({ CostTypeId, Name, ParentId })
const types = [t('1', '差旅费'), t('2', '交通费', '1'), t('3', '住宿费', '1'), t('5', '办公费'), t('9', '孤儿', '404')]

describe('costTypeGroups', () => {
  it('groups children under their top type; an orphan is a top type', () => {
    expect(costTypeGroups(types).map((g) => [g.parent.Name, g.children.map((c) => c.Name)])).toEqual([
      ['差旅费', ['交通费', '住宿费']],
      ['办公费', []],
      ['孤儿', []],
    ])
  })

  it('a keyword keeps matching children and matching groups whole', () => {
    expect(costTypeGroups(types, '住宿').map((g) => [g.parent.Name, g.children.map((c) => c.Name)])).toEqual([['差旅费', ['住宿费']]])
    expect(costTypeGroups(types, '差旅')[0].children).toHaveLength(2)
    expect(costTypeGroups(types, '招待')).toEqual([])
  })

  it('only leaves are choosable', () => {
    expect(isChoosableType(types, '2')).toBe(true)
    expect(isChoosableType(types, '5')).toBe(true)
    expect(isChoosableType(types, '1')).toBe(false)
    expect(isChoosableType(types, '77')).toBe(false)
  })
})
