import type { CostType } from '@api/expense'

export type CostTypeGroup = { parent: CostType; children: CostType[] }

/**
 * The enterprise's cost types as a tree of one level under each top type (decision 0313): a top type without
 * children is a group of itself. A keyword keeps the types whose name holds it, and the groups around them.
 */
export function costTypeGroups(types: readonly CostType[], keyword = ''): CostTypeGroup[] {
  const word = keyword.trim()
  const ids = new Set(types.map((t) => t.CostTypeId))
  const tops = types.filter((t) => !t.ParentId || !ids.has(t.ParentId))
  return tops
    .map((parent) => {
      const children = types.filter((t) => t.ParentId === parent.CostTypeId)
      if (!word || parent.Name.includes(word)) return { parent, children }
      return { parent, children: children.filter((c) => c.Name.includes(word)) }
    })
    .filter((g) => !word || g.parent.Name.includes(word) || g.children.length > 0)
}

/** A type may be put on a cost when nothing hangs below it. */
export function isChoosableType(types: readonly CostType[], id: string): boolean {
  return types.some((t) => t.CostTypeId === id) && !types.some((t) => t.ParentId === id)
}
