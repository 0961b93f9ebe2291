import type { DepartmentNode } from '@api/travellers'
import { childrenOf, pathTo } from './departmentTree'

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
