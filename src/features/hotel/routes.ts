import { defineRoutes, screen } from '@/routes/define'
import type HotelIndexScreen from './screens/HotelIndexScreen'
import type HotelCityScreen from './screens/HotelCityScreen'
import type HotelBrandScreen from './screens/HotelBrandScreen'
import type HotelBusinessScreen from './screens/HotelBusinessScreen'
import type HotelListScreen from './screens/HotelListScreen'
import type HotelDetailScreen from './screens/HotelDetailScreen'
import type HotelOrderWriteScreen from './screens/HotelOrderWriteScreen'
import type HotelPersonCountScreen from './screens/HotelPersonCountScreen'
import type HotelPhotosScreen from './screens/HotelPhotosScreen'
import type HotelAddressScreen from './screens/HotelAddressScreen'
import type HotelReviewsScreen from './screens/HotelReviewsScreen'
import type HotelCreditCardScreen from './screens/HotelCreditCardScreen'
import type AllBankScreen from './screens/AllBankScreen'
import type CardReplaceScreen from './screens/CardReplaceScreen'
import type CardExplainScreen from './screens/CardExplainScreen'
import type HotelCouponScreen from './screens/HotelCouponScreen'
import type HotelOrderCancelScreen from './screens/HotelOrderCancelScreen'
import type HotelEarlyDepartureScreen from './screens/HotelEarlyDepartureScreen'
import type HotelInvoiceScreen from './screens/HotelInvoiceScreen'
import type HotelOrderDetailScreen from './screens/HotelOrderDetailScreen'
import type HotelConfirmationScreen from './screens/HotelConfirmationScreen'
import type HotelApprovalDetailScreen from './screens/HotelApprovalDetailScreen'

export default defineRoutes({
  name: 'hotel',
  homeEntries: [
    { key: 'hotel', title: '酒店', mark: '酒', rank: 10, flags: ['IsPermittedBookHotel'], routeIds: ['product3.0/hotel/index', 'hotel/index'] },
    {
      key: 'internationalHotel',
      title: '国际酒店',
      mark: '国',
      rank: 20,
      flags: ['IsPermittedBookInternationalHotel'],
      routeIds: ['product3.0/hotel/index', 'hotel/index'],
      query: { isInternational: '1' },
    },
  ],
  routes: {
    'hotel/index': screen<typeof HotelIndexScreen>('./screens/HotelIndexScreen', 'v1'),
    'product3.0/hotel/index': screen<typeof HotelIndexScreen>('./screens/HotelIndexScreen', 'v3'),
    'hotel/destination': screen<typeof HotelCityScreen>('./screens/HotelCityScreen', 'v1'),
    'product2.0/hotel/destination/city': screen<typeof HotelCityScreen>('./screens/HotelCityScreen', 'v2'),
    'product3.0/hotel/destination/city': screen<typeof HotelCityScreen>('./screens/HotelCityScreen', 'v3'),
    'hotel/brand': screen<typeof HotelBrandScreen>('./screens/HotelBrandScreen', 'v1'),
    'product3.0/hotel/brand': screen<typeof HotelBrandScreen>('./screens/HotelBrandScreen', 'v3'),
    'hotel/business': screen<typeof HotelBusinessScreen>('./screens/HotelBusinessScreen', 'v1'),
    'product3.0/hotel/business': screen<typeof HotelBusinessScreen>('./screens/HotelBusinessScreen', 'v3'),
    'hotel/point': screen<typeof HotelBusinessScreen>('./screens/HotelBusinessScreen', 'point'),
    'product3.0/hotel/point': screen<typeof HotelBusinessScreen>('./screens/HotelBusinessScreen', 'v3-point'),
    'hotel/list': screen<typeof HotelListScreen>('./screens/HotelListScreen', 'v1'),
    'product2.0/hotel/list': screen<typeof HotelListScreen>('./screens/HotelListScreen', 'v2'),
    'product3.0/hotel/list': screen<typeof HotelListScreen>('./screens/HotelListScreen', 'v3'),
    'hotel/detail': screen<typeof HotelDetailScreen>('./screens/HotelDetailScreen', 'v1'),
    'product2.0/hotel/detail': screen<typeof HotelDetailScreen>('./screens/HotelDetailScreen', 'v2'),
    'product3.0/hotel/detail': screen<typeof HotelDetailScreen>('./screens/HotelDetailScreen', 'v3'),
    'hotel/writeOrder': screen<typeof HotelOrderWriteScreen>('./screens/HotelOrderWriteScreen', 'v1'),
    'product2.0/hotel/writeOrder': screen<typeof HotelOrderWriteScreen>('./screens/HotelOrderWriteScreen', 'v2'),
    'product3.0/hotel/writeOrder': screen<typeof HotelOrderWriteScreen>('./screens/HotelOrderWriteScreen', 'v3'),
    'hotel/writeOrder/financeOrderWrite': screen<typeof HotelOrderWriteScreen>('./screens/HotelOrderWriteScreen', 'finance'),
    'hotel/detail/checkPersonCount': screen<typeof HotelPersonCountScreen>('./screens/HotelPersonCountScreen'),
    'hotel/checkPhoto': screen<typeof HotelPhotosScreen>('./screens/HotelPhotosScreen'),
    'hotel/detail/addressDetail': screen<typeof HotelAddressScreen>('./screens/HotelAddressScreen'),
    'product2.0/hotel/remark/index': screen<typeof HotelReviewsScreen>('./screens/HotelReviewsScreen'),
    'hotel/creditCard': screen<typeof HotelCreditCardScreen>('./screens/HotelCreditCardScreen'),
    'hotel/allBank': screen<typeof AllBankScreen>('./screens/AllBankScreen'),
    'hotel/hotelReplace': screen<typeof CardReplaceScreen>('./screens/CardReplaceScreen'),
    'hotel/cardExplain': screen<typeof CardExplainScreen>('./screens/CardExplainScreen'),
    'coupon/hotelCoupon': screen<typeof HotelCouponScreen>('./screens/HotelCouponScreen'),
    'hotel/orderCancel': screen<typeof HotelOrderCancelScreen>('./screens/HotelOrderCancelScreen'),
    'order3.0/hotel/cancelOrder': screen<typeof HotelOrderCancelScreen>('./screens/HotelOrderCancelScreen'),
    'hotel/rebate': screen<typeof HotelEarlyDepartureScreen>('./screens/HotelEarlyDepartureScreen'),
    'order3.0/hotel/earlyDeparture': screen<typeof HotelEarlyDepartureScreen>('./screens/HotelEarlyDepartureScreen'),
    'hotel/invoice/index': screen<typeof HotelInvoiceScreen>('./screens/HotelInvoiceScreen'),
    'order/hotelOrderDetail': screen<typeof HotelOrderDetailScreen>('./screens/HotelOrderDetailScreen', 'v1'),
    'order2.0/hotel/detail': screen<typeof HotelOrderDetailScreen>('./screens/HotelOrderDetailScreen', 'v2'),
    'order3.0/hotel/detail': screen<typeof HotelOrderDetailScreen>('./screens/HotelOrderDetailScreen', 'v3'),
    'order/hotelOrderDetail/hotelConfirmation': screen<typeof HotelConfirmationScreen>('./screens/HotelConfirmationScreen'),
    'order2.0/hotel/checkInVoucher': screen<typeof HotelConfirmationScreen>('./screens/HotelConfirmationScreen'),
    'approve/hotelOrderDetail': screen<typeof HotelApprovalDetailScreen>('./screens/HotelApprovalDetailScreen'),
    'order2.0/hotel/approval': screen<typeof HotelApprovalDetailScreen>('./screens/HotelApprovalDetailScreen'),
  },
})
