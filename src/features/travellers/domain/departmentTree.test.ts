import type { DepartmentNode } from '@api/travellers'
import { childrenOf, departmentRows, pathTo } from './departmentTree'

const node = (id: string, parent: string): DepartmentNode => ({ DepartmentId: id, DepartmentName: `d${id}`, ParentDepartmentId: parent, MemberCount: 0 })
const tree = [node('1', ''), node('2', ''), node('3', '1'), node('4', '3')]
const loop = [node('8', '9'), node('9', '8')]

describe('childrenOf', () => {
  it.each([
    ['', ['1', '2']],
    ['1', ['3']],
    ['3', ['4']],
    ['4', []],
  ])('under %p', (parent, ids) => expect(childrenOf(tree, parent).map((n) => n.DepartmentId)).toEqual(ids))
})

describe('pathTo', () => {
  it.each([
    ['', []],
    ['1', ['1']],
    ['4', ['1', '3', '4']],
    ['99', []],
  ])('to %p', (id, ids) => expect(pathTo(tree, id).map((n) => n.DepartmentId)).toEqual(ids))
  it('stops on a cycle', () => expect(pathTo(loop, '8').map((n) => n.DepartmentId)).toEqual(['9', '8']))
})

describe('departmentRows', () => {
  it('draws the whole tree depth first with depth and path', () => {
    expect(departmentRows(tree).map((r) => [r.node.DepartmentId, r.depth, r.path])).toEqual([
      ['1', 0, 'd1'],
      ['3', 1, 'd1 / d3'],
      ['4', 2, 'd1 / d3 / d4'],
      ['2', 0, 'd2'],
    ])
  })
  it.each([
    ['', ['1', '3', '4', '2']],
    ['D3', ['3']],
    [' d ', ['1', '3', '4', '2']],
    ['d9', []],
  ])('filtered by %p', (keyword, ids) => expect(departmentRows(tree, keyword).map((r) => r.node.DepartmentId)).toEqual(ids))
  it('leaves out departments hanging off a cycle', () => expect(departmentRows(loop)).toEqual([]))
})
