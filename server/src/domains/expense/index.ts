import { defineDomain } from '../../lib/domain'
import { corporateRoutes } from './corporateRoutes'
import { importAndSubsidyRoutes, invoiceRoutes, tripDraftRoutes } from './moreRoutes'
import { countPendingBills } from './bills'
import { billRoutes, costRoutes } from './routes'
import { seedDefaultCostTypes, seedExpenseWorld, seedSubsidyJourney, seedSubsidyWorld } from './seed'
import { subsidyV3Routes } from './subsidyRoutes'
import { seedSuppliers } from './supplierSeed'

/** Expense control: the account book of costs, reimbursement bills, their approval and payment by finance. */
export default defineDomain({
  name: 'expense',
  after: ['platform', 'approvals', 'orders', 'travel-apply', 'hotel'],
  provide: (app) => {
    app.approvalToDos.add(['Bills'], async (db, member) => ({ Bills: await countPendingBills(db, member) }))
  },
  demo: [
    { name: 'expense world', run: (db) => seedExpenseWorld(db) },
    { name: 'default cost types of every enterprise', run: (db) => seedDefaultCostTypes(db) },
    { name: 'travel subsidies and a finished trip', run: (db) => seedSubsidyWorld(db) },
    { name: 'a finished trip for subsidy v3', run: (db) => seedSubsidyJourney(db) },
    { name: 'suppliers', run: (db) => seedSuppliers(db) },
  ],
  routes: [costRoutes, billRoutes, invoiceRoutes, importAndSubsidyRoutes, tripDraftRoutes, corporateRoutes, subsidyV3Routes],
  uniqueMessages: {
    expense_cost_invoices_claimed: '该发票已被他人录入，不能重复报销',
    expense_costs_order: '该订单已导入账本，请刷新后重试',
    expense_suppliers_name: '已有同名供应商，请直接选择',
    expense_subsidy_halves_pkey: '所选日期的出差补贴已申领，请刷新后重试',
  },
})
