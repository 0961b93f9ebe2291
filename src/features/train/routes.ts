import { defineRoutes, pullDown, screen } from '@/routes/define'
import type TrainIndexScreen from './screens/TrainIndexScreen'
import type TrainListScreen from './screens/TrainListScreen'
import type TrainStationScreen from './screens/TrainStationScreen'
import type TrainDetailScreen from './screens/TrainDetailScreen'
import type TrainTransferDetailScreen from './screens/TrainTransferDetailScreen'
import type TrainOrderWriteScreen from './screens/TrainOrderWriteScreen'
import type TrainOrderDetailScreen from './screens/TrainOrderDetailScreen'
import type TrainChangeScreen from './screens/TrainChangeScreen'
import type TrainChangeRuleScreen from './screens/TrainChangeRuleScreen'
import type TrainGrabScreen from './screens/TrainGrabScreen'
import type TrainRefundScreen from './screens/TrainRefundScreen'
import type TrainApprovalDetailScreen from './screens/TrainApprovalDetailScreen'
import type TrainChangeInfoScreen from './screens/TrainChangeInfoScreen'
import type TrainChangeDetailScreen from './screens/TrainChangeDetailScreen'
import type TrainChangeVerifyScreen from './screens/TrainChangeVerifyScreen'
import type Rail12306LoginScreen from './screens/Rail12306LoginScreen'
import type Rail12306VerifyScreen from './screens/Rail12306VerifyScreen'
import type Rail12306FaceScreen from './screens/Rail12306FaceScreen'
import type Rail12306PassengersScreen from './screens/Rail12306PassengersScreen'
import type Rail12306PassengerEditScreen from './screens/Rail12306PassengerEditScreen'
import type Rail12306PhoneCheckScreen from './screens/Rail12306PhoneCheckScreen'
import type Rail12306AgreementScreen from './screens/Rail12306AgreementScreen'
import type TrainSelectReasonScreen from './screens/TrainSelectReasonScreen'

export default defineRoutes({
  name: 'train',
  homeEntries: [{ key: 'train', title: '火车票', mark: '火', rank: 50, flags: ['IsPermittedBookTrain'], routeIds: ['train/index'] }],
  routes: {
    'train/index': screen<typeof TrainIndexScreen>('./screens/TrainIndexScreen'),
    'train/departure': screen<typeof TrainStationScreen>('./screens/TrainStationScreen'),
    'train/list': screen<typeof TrainListScreen>('./screens/TrainListScreen', 'v1', pullDown),
    'product2.0/train/list': screen<typeof TrainListScreen>('./screens/TrainListScreen', 'v2', pullDown),
    'product3.0/train/list': screen<typeof TrainListScreen>('./screens/TrainListScreen', 'v3', pullDown),
    'train/detail': screen<typeof TrainDetailScreen>('./screens/TrainDetailScreen', 'v1'),
    'product2.0/train/detail': screen<typeof TrainDetailScreen>('./screens/TrainDetailScreen', 'v2'),
    'product3.0/train/detail': screen<typeof TrainDetailScreen>('./screens/TrainDetailScreen', 'v3'),
    'product3.0/train/detail/index': screen<typeof TrainDetailScreen>('./screens/TrainDetailScreen', 'v3index'),
    'product2.0/train/detail/detailTransfer': screen<typeof TrainTransferDetailScreen>('./screens/TrainTransferDetailScreen', 'v2'),
    'product3.0/train/detail/detailTransfer': screen<typeof TrainTransferDetailScreen>('./screens/TrainTransferDetailScreen', 'v3'),
    'train/writeOrder': screen<typeof TrainOrderWriteScreen>('./screens/TrainOrderWriteScreen', 'v1'),
    'product2.0/train/writeOrder': screen<typeof TrainOrderWriteScreen>('./screens/TrainOrderWriteScreen', 'v2'),
    'product3.0/train/writeOrder': screen<typeof TrainOrderWriteScreen>('./screens/TrainOrderWriteScreen', 'v3'),
    'train/writeOrder/financeOrderWrite': screen<typeof TrainOrderWriteScreen>('./screens/TrainOrderWriteScreen', 'finance'),
    'order/trainOrderDetail': screen<typeof TrainOrderDetailScreen>('./screens/TrainOrderDetailScreen', 'v1'),
    'order2.0/train/detail': screen<typeof TrainOrderDetailScreen>('./screens/TrainOrderDetailScreen', 'v2'),
    'order3.0/train/detail': screen<typeof TrainOrderDetailScreen>('./screens/TrainOrderDetailScreen', 'v3'),
    'train/grabbWriteOrder': screen<typeof TrainGrabScreen>('./screens/TrainGrabScreen', undefined, pullDown),
    'train/login12306': screen<typeof Rail12306LoginScreen>('./screens/Rail12306LoginScreen', 'v1'),
    'product2.0/train/login12306': screen<typeof Rail12306LoginScreen>('./screens/Rail12306LoginScreen', 'v2'),
    'product2.0/train/valid_login12306': screen<typeof Rail12306VerifyScreen>('./screens/Rail12306VerifyScreen'),
    'product2.0/train/faceID': screen<typeof Rail12306FaceScreen>('./screens/Rail12306FaceScreen'),
    'train/passenger12306': screen<typeof Rail12306PassengersScreen>('./screens/Rail12306PassengersScreen', undefined, pullDown),
    'train/passengerEdit12306': screen<typeof Rail12306PassengerEditScreen>('./screens/Rail12306PassengerEditScreen'),
    'train/phoneVerification': screen<typeof Rail12306PhoneCheckScreen>('./screens/Rail12306PhoneCheckScreen'),
    'train/agreement/index': screen<typeof Rail12306AgreementScreen>('./screens/Rail12306AgreementScreen'),
    'train/modifyList/changerule': screen<typeof TrainChangeRuleScreen>('./screens/TrainChangeRuleScreen'),
    'order3.0/train/returnTicket/index': screen<typeof TrainRefundScreen>('./screens/TrainRefundScreen'),
    'order3.0/train/common/selectReason': screen<typeof TrainSelectReasonScreen>('./screens/TrainSelectReasonScreen'),
    'order3.0/train/modifyInfo': screen<typeof TrainChangeInfoScreen>('./screens/TrainChangeInfoScreen'),
    'train/modifyVerification': screen<typeof TrainChangeVerifyScreen>('./screens/TrainChangeVerifyScreen'),
    'train/modifyDetail': screen<typeof TrainChangeDetailScreen>('./screens/TrainChangeDetailScreen'),
    'order2.0/train/approval': screen<typeof TrainApprovalDetailScreen>('./screens/TrainApprovalDetailScreen'),
    'order3.0/train/modifyDate': screen<typeof TrainChangeScreen>('./screens/TrainChangeScreen'),
  },
})
