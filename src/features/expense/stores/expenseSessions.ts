import type { Cost, CostType, Supplier } from '@api/expense'
import { sessionsPer } from '../../shared/stores/PickSession'

/** 选择供应商 (components/bill/supplierList): the supplier a 对公报销 pays. */
export const supplierSession = sessionsPer<{ selected?: string }, Supplier>()

/** 费用类型 (expenseControl/costTypeList): a leaf type for the cost form. */
export const costTypeSession = sessionsPer<{ selected?: string }, CostType>()

/** 选择费用 (components/bill/billCostRecord): the costs chosen onto a bill, and those the bill already holds. */
export const costRecordSession = sessionsPer<{ chosen: string[]; held: Cost[] }, Cost[]>()
