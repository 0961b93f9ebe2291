import type { ScreenBinding } from './types'

const pullDown = { enablePullDownRefresh: true }

/**
 * Route id -> the screen that shows it. A route is live (its page file is emitted) only when it is listed
 * here. Several routes may share one screen; `variant` says how the versions really differ.
 */
export const screens: Record<string, ScreenBinding> = {
  entry: { screen: 'shell/entry/EntryScreen' },
  'index2.0/start': { screen: 'shell/entry/EntryScreen', variant: 'index2' },
  index: { screen: 'features/home/screens/HomeScreen', variant: 'index', options: pullDown },
  'index2.0/index': { screen: 'features/home/screens/HomeScreen', variant: 'index2', options: pullDown },
  'index3.0/index': { screen: 'features/home/screens/HomeScreen', variant: 'index3', options: pullDown },
  'index3.0/dossen/index': { screen: 'features/home/screens/HomeScreen', variant: 'dossen', options: pullDown },
  'index3.0/offenUsed/index': { screen: 'features/home/screens/FrequentlyUsedScreen' },
  'index3.0/introduction': { screen: 'features/home/screens/IntroductionScreen' },
  'loginAndRegister/login': { screen: 'features/account/screens/LoginScreen' },
  'my/index': { screen: 'features/account/screens/MyScreen', variant: 'default' },
  'my2.0/index/integral': { screen: 'features/account/screens/MyScreen', variant: 'integral' },
  'order3.0/triplist': { screen: 'features/trips/screens/TripListScreen', options: pullDown },
  'index3.0/dossen/changeEnterprise': { screen: 'features/enterprise/screens/ChangeEnterpriseScreen' },
  'components/netError': { screen: 'shell/netError/NetErrorScreen' },
  'dingding/no_permission': { screen: 'shell/noPermission/NoPermissionScreen' },
  'index/iframeWeb': { screen: 'shell/webview/IframeWebScreen' },
  'hybrid/html/online_service': { screen: 'hybrid/html/online_service.html' },
  'my2.0/feedback/edit': { screen: 'features/feedback/screens/FeedbackEditScreen' },
}

/**
 * Screens of the hotel journey (issue 4) that are built and unit-tested but not live: the server's hotel,
 * order, approval and payment modules do not exist yet, so their calls would answer 接口不存在. They join
 * `screens` when the server side lands (see docs/decisions/0041-hotel-routes-wait-for-server.md).
 */
export const screensAwaitingServer: Record<string, ScreenBinding> = {
  'hotel/index': { screen: 'features/hotel/screens/HotelIndexScreen', variant: 'v1' },
  'product3.0/hotel/index': { screen: 'features/hotel/screens/HotelIndexScreen', variant: 'v3' },
  'hotel/destination': { screen: 'features/hotel/screens/HotelCityScreen', variant: 'v1' },
  'product2.0/hotel/destination/city': { screen: 'features/hotel/screens/HotelCityScreen', variant: 'v2' },
  'product3.0/hotel/destination/city': { screen: 'features/hotel/screens/HotelCityScreen', variant: 'v3' },
  'hotel/brand': { screen: 'features/hotel/screens/HotelBrandScreen', variant: 'v1' },
  'product3.0/hotel/brand': { screen: 'features/hotel/screens/HotelBrandScreen', variant: 'v3' },
  'hotel/business': { screen: 'features/hotel/screens/HotelBusinessScreen', variant: 'v1' },
  'product3.0/hotel/business': { screen: 'features/hotel/screens/HotelBusinessScreen', variant: 'v3' },
  'hotel/point': { screen: 'features/hotel/screens/HotelBusinessScreen', variant: 'point' },
  'product3.0/hotel/point': { screen: 'features/hotel/screens/HotelBusinessScreen', variant: 'v3-point' },
  'hotel/list': { screen: 'features/hotel/screens/HotelListScreen', variant: 'v1' },
  'product2.0/hotel/list': { screen: 'features/hotel/screens/HotelListScreen', variant: 'v2' },
  'product3.0/hotel/list': { screen: 'features/hotel/screens/HotelListScreen', variant: 'v3' },
  'hotel/detail': { screen: 'features/hotel/screens/HotelDetailScreen', variant: 'v1' },
  'product2.0/hotel/detail': { screen: 'features/hotel/screens/HotelDetailScreen', variant: 'v2' },
  'product3.0/hotel/detail': { screen: 'features/hotel/screens/HotelDetailScreen', variant: 'v3' },
  'hotel/writeOrder': { screen: 'features/hotel/screens/HotelOrderWriteScreen', variant: 'v1' },
  'product2.0/hotel/writeOrder': { screen: 'features/hotel/screens/HotelOrderWriteScreen', variant: 'v2' },
  'product3.0/hotel/writeOrder': { screen: 'features/hotel/screens/HotelOrderWriteScreen', variant: 'v3' },
  'hotel/writeOrder/financeOrderWrite': { screen: 'features/hotel/screens/HotelOrderWriteScreen', variant: 'finance' },
  'hotel/detail/checkPersonCount': { screen: 'features/hotel/screens/HotelPersonCountScreen' },
  'hotel/checkPhoto': { screen: 'features/hotel/screens/HotelPhotosScreen' },
  'hotel/detail/addressDetail': { screen: 'features/hotel/screens/HotelAddressScreen' },
  'product2.0/hotel/remark/index': { screen: 'features/hotel/screens/HotelReviewsScreen' },
  'hotel/creditCard': { screen: 'features/hotel/screens/HotelCreditCardScreen' },
  'hotel/allBank': { screen: 'features/hotel/screens/AllBankScreen' },
  'hotel/hotelReplace': { screen: 'features/hotel/screens/CardReplaceScreen' },
  'hotel/cardExplain': { screen: 'features/hotel/screens/CardExplainScreen' },
  'product3.0/overReason': { screen: 'features/hotel/screens/OverReasonScreen' },
  'coupon/hotelCoupon': { screen: 'features/hotel/screens/HotelCouponScreen' },
  'hotel/orderCancel': { screen: 'features/hotel/screens/HotelOrderCancelScreen' },
  'order3.0/hotel/cancelOrder': { screen: 'features/hotel/screens/HotelOrderCancelScreen' },
  'hotel/rebate': { screen: 'features/hotel/screens/HotelEarlyDepartureScreen' },
  'order3.0/hotel/earlyDeparture': { screen: 'features/hotel/screens/HotelEarlyDepartureScreen' },
  'hotel/invoice/index': { screen: 'features/hotel/screens/HotelInvoiceScreen' },
  'order/index': { screen: 'features/order/screens/OrderCenterScreen', options: pullDown },
  'order/hotelOrderDetail': { screen: 'features/order/screens/HotelOrderDetailScreen', variant: 'v1' },
  'order2.0/hotel/detail': { screen: 'features/order/screens/HotelOrderDetailScreen', variant: 'v2' },
  'order3.0/hotel/detail': { screen: 'features/order/screens/HotelOrderDetailScreen', variant: 'v3' },
  'order/hotelOrderDetail/hotelConfirmation': { screen: 'features/order/screens/HotelConfirmationScreen' },
  'order2.0/hotel/checkInVoucher': { screen: 'features/order/screens/HotelConfirmationScreen' },
  'order3.0/approvalList': { screen: 'features/approve/screens/ApprovalListScreen', variant: 'list' },
  'approve/index': { screen: 'features/approve/screens/ApprovalListScreen', variant: 'todo', options: pullDown },
  'approve/hotelOrderDetail': { screen: 'features/approve/screens/ApprovalHotelOrderDetailScreen' },
  'order2.0/hotel/approval': { screen: 'features/approve/screens/ApprovalHotelOrderDetailScreen' },
  'payment/pay': { screen: 'features/payment/screens/CashierScreen' },
  'payment/bankTransfer': { screen: 'features/payment/screens/BankTransferScreen' },
  'payment/paySuccess': { screen: 'features/payment/screens/PaySuccessScreen' },
  'order3.0/tripSearch': { screen: 'features/trips/screens/TripListScreen' },
}
