import { defineRoutes, pullDown, screen } from '@/routes/define'
import type BillCreateScreen from './screens/BillCreateScreen'
import type BillDetailScreen from './screens/BillDetailScreen'
import type BillListScreen from './screens/BillListScreen'
import type CostEditScreen from './screens/CostEditScreen'
import type CostListScreen from './screens/CostListScreen'
import type ExpenseApprovalScreen from './screens/ExpenseApprovalScreen'

export default defineRoutes({
  name: 'expense',
  routes: {
    'expenseControl/approve/index': screen<typeof ExpenseApprovalScreen>('./screens/ExpenseApprovalScreen', undefined, pullDown),
    'expenseControl/costList': screen<typeof CostListScreen>('./screens/CostListScreen', 'expense', pullDown),
    'bill/accountBook': screen<typeof CostListScreen>('./screens/CostListScreen', 'bill', pullDown),
    'expenseControl/editCost': screen<typeof CostEditScreen>('./screens/CostEditScreen', 'expense'),
    'bill/editCost': screen<typeof CostEditScreen>('./screens/CostEditScreen', 'bill'),
    'bill/showCost': screen<typeof CostEditScreen>('./screens/CostEditScreen', 'show'),
    'expenseControl/CreateReimbursementBill': screen<typeof BillCreateScreen>('./screens/BillCreateScreen', 'expense'),
    'bill/CreateReimbursementBill': screen<typeof BillCreateScreen>('./screens/BillCreateScreen', 'bill'),
    'expenseControl/ReimbursementBillDetail': screen<typeof BillDetailScreen>('./screens/BillDetailScreen', 'expense'),
    'bill/ReimbursementBillDetail': screen<typeof BillDetailScreen>('./screens/BillDetailScreen', 'bill'),
    'bill/detail': screen<typeof BillDetailScreen>('./screens/BillDetailScreen', 'detail'),
    'expenseControl/expenseBillList': screen<typeof BillListScreen>('./screens/BillListScreen', 'expense', pullDown),
    'bill/billList': screen<typeof BillListScreen>('./screens/BillListScreen', 'bill', pullDown),
  },
})
