import { defineRoutes, pullDown, screen } from '@/routes/define'
import type BankPickerScreen from './screens/BankPickerScreen'
import type BranchPickerScreen from './screens/BranchPickerScreen'
import type CollectionEditScreen from './screens/CollectionEditScreen'
import type CollectionListScreen from './screens/CollectionListScreen'
import type LoanCreateScreen from './screens/LoanCreateScreen'
import type LoanDetailScreen from './screens/LoanDetailScreen'
import type LoanListScreen from './screens/LoanListScreen'
import type LoanPickerScreen from './screens/LoanPickerScreen'
import type MemberPickerScreen from './screens/MemberPickerScreen'
import type MyLoanScreen from './screens/MyLoanScreen'
import type PayAccountScreen from './screens/PayAccountScreen'
import type RepayCreateScreen from './screens/RepayCreateScreen'
import type RepayDetailScreen from './screens/RepayDetailScreen'

const reachBottom150 = { onReachBottomDistance: 150 }

export default defineRoutes({
  name: 'loans',
  routes: {
    'bill/myLoan': screen<typeof MyLoanScreen>('./screens/MyLoanScreen', 'bill', pullDown),
    'expenseControl/myLoan': screen<typeof MyLoanScreen>('./screens/MyLoanScreen', 'expense', pullDown),
    'bill/CreateLoanApplyBill': screen<typeof LoanCreateScreen>('./screens/LoanCreateScreen', 'bill'),
    'expenseControl/CreateLoanApplyBill': screen<typeof LoanCreateScreen>('./screens/LoanCreateScreen', 'expense'),
    'bill/LoanApplyBillDetail': screen<typeof LoanDetailScreen>('./screens/LoanDetailScreen', 'bill'),
    'expenseControl/LoanApplyBillDetail': screen<typeof LoanDetailScreen>('./screens/LoanDetailScreen', 'expense'),
    'bill/loanBillList': screen<typeof LoanListScreen>('./screens/LoanListScreen', 'bill', pullDown),
    'expenseControl/loanBillList': screen<typeof LoanListScreen>('./screens/LoanListScreen', 'expense', pullDown),
    'bill/repaymentApplication/edit': screen<typeof RepayCreateScreen>('./screens/RepayCreateScreen', 'bill'),
    'expenseControl/CreateRepayBill': screen<typeof RepayCreateScreen>('./screens/RepayCreateScreen', 'expense'),
    'expenseControl/RePaymentBillDetail': screen<typeof RepayDetailScreen>('./screens/RepayDetailScreen'),
    'bill/selectPriceNo': screen<typeof LoanPickerScreen>('./screens/LoanPickerScreen', 'bill', { ...pullDown, ...reachBottom150 }),
    'expenseControl/costBillNoList': screen<typeof LoanPickerScreen>('./screens/LoanPickerScreen', 'expense', pullDown),
    'expenseControl/PayAccountList': screen<typeof PayAccountScreen>('./screens/PayAccountScreen'),
    'components/bill/collectionInfoList': screen<typeof CollectionListScreen>('./screens/CollectionListScreen', 'bill', pullDown),
    'expenseControl/components/collectionInfoList': screen<typeof CollectionListScreen>('./screens/CollectionListScreen', 'expense', pullDown),
    'components/bill/saveCollectionInfo': screen<typeof CollectionEditScreen>('./screens/CollectionEditScreen', 'bill'),
    'expenseControl/components/saveCollectionInfo': screen<typeof CollectionEditScreen>('./screens/CollectionEditScreen', 'expense'),
    'components/bill/bankList': screen<typeof BankPickerScreen>('./screens/BankPickerScreen'),
    'components/bill/bankBranchList': screen<typeof BranchPickerScreen>('./screens/BranchPickerScreen', undefined, pullDown),
    'components/bill/checkReimbursementMember': screen<typeof MemberPickerScreen>('./screens/MemberPickerScreen', undefined, pullDown),
  },
})
