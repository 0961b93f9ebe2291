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

/** One row of the whole tree drawn as an indented list. */
export type DepartmentRow = { node: DepartmentNode; depth: number; path: string }

/**
 * The whole tree, depth first in the server's order, each row with its depth and its path (市场部 / 华东组);
 * with a keyword, only the departments whose name holds it (their path says where they are).
 */
export function departmentRows(nodes: readonly DepartmentNode[], keyword = ''): DepartmentRow[] {
  const rows: DepartmentRow[] = []
  const visit = (parentId: string, depth: number, prefix: string, seen: Set<string>) => {
    for (const node of childrenOf(nodes, parentId)) {
      if (seen.has(node.DepartmentId)) continue
      seen.add(node.DepartmentId)
      const path = prefix ? `${prefix} / ${node.DepartmentName}` : node.DepartmentName
      rows.push({ node, depth, path })
      visit(node.DepartmentId, depth + 1, path, seen)
    }
  }
  visit('', 0, '', new Set())
  const key = keyword.trim().toLowerCase()
  return key ? rows.filter((row) => row.node.DepartmentName.toLowerCase().includes(key)) : rows
}
