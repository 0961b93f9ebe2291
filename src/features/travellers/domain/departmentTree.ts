import type { DepartmentNode } from '@api/travellers'

/** Departments directly under `parentId` ('' for the top level), in the server's order. */
export function childrenOf(nodes: readonly DepartmentNode[], parentId: string): DepartmentNode[] {
  return nodes.filter((node) => node.ParentDepartmentId === parentId)
}

/** The path from the top to `departmentId` (for the breadcrumb); [] for the top level or an unknown id. */
export function pathTo(nodes: readonly DepartmentNode[], departmentId: string): DepartmentNode[] {
  const byId = new Map(nodes.map((node) => [node.DepartmentId, node]))
  const path: DepartmentNode[] = []
  let current = byId.get(departmentId)
  while (current && !path.includes(current)) {
    path.unshift(current)
    current = current.ParentDepartmentId ? byId.get(current.ParentDepartmentId) : undefined
  }
  return path
}
