// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import type { AnyDomainRoutes } from './define'
import shell from '../shell/routes'
import featuresAccount from '../features/account/routes'
import featuresApprove from '../features/approve/routes'
import featuresCar from '../features/car/routes'
import featuresCosts from '../features/costs/routes'
import featuresEnterprise from '../features/enterprise/routes'
import featuresExpense from '../features/expense/routes'
import featuresFeedback from '../features/feedback/routes'
import featuresFlight from '../features/flight/routes'
import featuresHome from '../features/home/routes'
import featuresHotel from '../features/hotel/routes'
import featuresInvoice from '../features/invoice/routes'
import featuresOrder from '../features/order/routes'
import featuresPayment from '../features/payment/routes'
import featuresPolicy from '../features/policy/routes'
import featuresTrain from '../features/train/routes'
import featuresTravelApply from '../features/travelApply/routes'
import featuresTravellers from '../features/travellers/routes'
import featuresTrips from '../features/trips/routes'

/** Every domain that declares routes (src/shell/routes.ts and src/features/<domain>/routes.ts). */
export const domainRoutes: readonly AnyDomainRoutes[] = [shell, featuresAccount, featuresApprove, featuresCar, featuresCosts, featuresEnterprise, featuresExpense, featuresFeedback, featuresFlight, featuresHome, featuresHotel, featuresInvoice, featuresOrder, featuresPayment, featuresPolicy, featuresTrain, featuresTravelApply, featuresTravellers, featuresTrips]
