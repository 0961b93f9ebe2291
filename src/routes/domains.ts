// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import type { AnyDomainRoutes } from './define'
import shell from '../shell/routes'
import featuresAccount from '../features/account/routes'
import featuresApprove from '../features/approve/routes'
import featuresCosts from '../features/costs/routes'
import featuresEnterprise from '../features/enterprise/routes'
import featuresFeedback from '../features/feedback/routes'
import featuresHome from '../features/home/routes'
import featuresHotel from '../features/hotel/routes'
import featuresOrder from '../features/order/routes'
import featuresPayment from '../features/payment/routes'
import featuresTrain from '../features/train/routes'
import featuresTravelApply from '../features/travelApply/routes'
import featuresTravellers from '../features/travellers/routes'
import featuresTrips from '../features/trips/routes'

/** Every domain that declares routes (src/shell/routes.ts and src/features/<domain>/routes.ts). */
export const domainRoutes: readonly AnyDomainRoutes[] = [shell, featuresAccount, featuresApprove, featuresCosts, featuresEnterprise, featuresFeedback, featuresHome, featuresHotel, featuresOrder, featuresPayment, featuresTrain, featuresTravelApply, featuresTravellers, featuresTrips]
