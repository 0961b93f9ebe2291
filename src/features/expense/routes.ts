import { defineRoutes, pullDown, screen } from '@/routes/define'
import type AccountBookScreen from './screens/AccountBookScreen'
import type BillCostRecordScreen from './screens/BillCostRecordScreen'
import type ConsumptionListScreen from './screens/ConsumptionListScreen'
import type CorporateBillCreateScreen from './screens/CorporateBillCreateScreen'
import type CostDetailsScreen from './screens/CostDetailsScreen'
import type CostTypeListScreen from './screens/CostTypeListScreen'
import type PaymentBillDetailScreen from './screens/PaymentBillDetailScreen'
import type SupplierListScreen from './screens/SupplierListScreen'
import type BillCreateScreen from './screens/BillCreateScreen'
import type BillDetailScreen from './screens/BillDetailScreen'
import type BillListScreen from './screens/BillListScreen'
import type CostEditScreen from './screens/CostEditScreen'
import type CostListScreen from './screens/CostListScreen'
import type ExpenseApprovalScreen from './screens/ExpenseApprovalScreen'
import type InvoiceEditScreen from './screens/InvoiceEditScreen'
import type InvoiceIdentifyScreen from './screens/InvoiceIdentifyScreen'
import type OrderImportScreen from './screens/OrderImportScreen'
import type SubsidyChooseDateScreen from './screens/SubsidyChooseDateScreen'
import type SubsidyEditCostScreen from './screens/SubsidyEditCostScreen'
import type SubsidyJourneyListScreen from './screens/SubsidyJourneyListScreen'
import type SubsidyProductListScreen from './screens/SubsidyProductListScreen'
import type SubsidyScreen from './screens/SubsidyScreen'

export default defineRoutes({
  name: 'expense',
  routes: {
    'expenseControl/approve/index': screen<typeof ExpenseApprovalScreen>('./screens/ExpenseApprovalScreen', undefined, pullDown),
    'expenseControl/costList': screen<typeof CostListScreen>('./screens/CostListScreen', 'expense', pullDown),
    'bill/accountBook': screen<typeof AccountBookScreen>('./screens/AccountBookScreen', 'bill', pullDown),
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
    'expenseControl/editInvoice': screen<typeof InvoiceEditScreen>('./screens/InvoiceEditScreen', undefined, pullDown),
    'bill/invoiceIdentify': screen<typeof InvoiceIdentifyScreen>('./screens/InvoiceIdentifyScreen'),
    'bill/accountBookImport': screen<typeof OrderImportScreen>('./screens/OrderImportScreen', 'bill', pullDown),
    'expenseControl/accountBookImport': screen<typeof OrderImportScreen>('./screens/OrderImportScreen', 'expense', pullDown),
    'bill/travel-subsidy/my-travel-subsidy': screen<typeof SubsidyScreen>('./screens/SubsidyScreen', 'v2', pullDown),
    'bill/subsidy-v3/subsidy-list': screen<typeof SubsidyScreen>('./screens/SubsidyScreen', 'v3', pullDown),
    'bill/travel-subsidy/detail': screen<typeof SubsidyScreen>('./screens/SubsidyScreen', 'detail', pullDown),
    'bill/CorporateReimbursementBill/create': screen<typeof CorporateBillCreateScreen>('./screens/CorporateBillCreateScreen'),
    'bill/CorporateReimbursementBill/detail': screen<typeof BillDetailScreen>('./screens/BillDetailScreen', 'corporate'),
    'components/bill/supplierList': screen<typeof SupplierListScreen>('./screens/SupplierListScreen', undefined, pullDown),
    'components/bill/billCostRecord': screen<typeof BillCostRecordScreen>('./screens/BillCostRecordScreen', undefined, pullDown),
    'components/costDetails': screen<typeof CostDetailsScreen>('./screens/CostDetailsScreen'),
    'bill/PaymentBillDetail': screen<typeof PaymentBillDetailScreen>('./screens/PaymentBillDetailScreen'),
    'expenseControl/costTypeList': screen<typeof CostTypeListScreen>('./screens/CostTypeListScreen', undefined, pullDown),
    'tripay/consumptionList': screen<typeof ConsumptionListScreen>('./screens/ConsumptionListScreen', undefined, pullDown),
    'bill/subsidy-v3/subsidy-detail': screen<typeof SubsidyScreen>('./screens/SubsidyScreen', 'detail', pullDown),
    'bill/subsidy-v3/journey-list': screen<typeof SubsidyJourneyListScreen>('./screens/SubsidyJourneyListScreen', undefined, pullDown),
    'bill/subsidy-v3/product-list': screen<typeof SubsidyProductListScreen>('./screens/SubsidyProductListScreen'),
    'bill/subsidy-v3/choose-date': screen<typeof SubsidyChooseDateScreen>('./screens/SubsidyChooseDateScreen'),
    'bill/travel-subsidy/edit-cost': screen<typeof SubsidyEditCostScreen>('./screens/SubsidyEditCostScreen'),
  },
})
