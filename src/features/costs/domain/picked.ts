import type { Id } from '@api/envelope'

export const COST_PICK_KINDS = { costCenter: 'costCenter', project: 'project', reason: 'reason' } as const
export type CostPickKind = (typeof COST_PICK_KINDS)[keyof typeof COST_PICK_KINDS]

/** A cost centre, project or finance reason chosen on a form. */
export type PickedCostItem = { id: Id; code: string; name: string }

export type CostPickRequest = { selectedId: Id | '' }
