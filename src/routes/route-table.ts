// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import type { HomeEntryDeclaration } from './define'

/** Every spec route (format: routeTableCodec.ts). */
export const ROUTE_TABLE = "entry=/|entry,index*,index2.0/index,index2.0/start,index3.0/index,index3.0/offenUsed/index,index3.0/introduction,index/iframeWeb,index/controlInformation,index/ConsumptionDetail,index2.0/reimbursement,index2.0/businessCard,index2.0/signError,index3.0/dossen/index,index3.0/dossen/enterpriseList,index3.0/dossen/enterpriseEmployees,index3.0/dossen/addEnterpriseEmployees,index3.0/dossen/changeEnterprise,home/kuchailv,home/kuchailvPC,home/ddShareTravel,home/huazhu/enterpriseRegister,banner/dongcheng,dingding/no_permission,dingding/demo,loginAndRegister/login*,components/netError=/components/netError,hybrid/html/online_service=/hybrid/html/online_service.html|static,order3.0/approvalList,expenseControl/approve/index*,order3.0/triplist,my/index*,my2.0/index/integral,index2.0/carIndex/selectPlace,index3.0/carIndex/selectPlace,index2.0/carIndex/selectCity,product3.0/car/index*,car/index*,car/didi/index,car/didi/checkUseType,car/checkUseType,car/webView,car/iframe,car/ios,order2.0/car/approval,hotel/index*,hotel/destination*,hotel/brand*,hotel/business*,hotel/point*,hotel/detail*,hotel/detail/checkPersonCount,hotel/checkPhoto*,hotel/writeOrder*,hotel/writeOrder/financeOrderWrite,hotel/creditCard*,hotel/allBank*,hotel/hotelReplace*,hotel/cardExplain*,hotel/list*,hotel/detail/addressDetail,hotel/orderCancel*,hotel/rebate*,hotel/invoice/index,product2.0/hotel/destination/city,product2.0/hotel/list*,product2.0/hotel/detail*,product2.0/hotel/writeOrder*,product2.0/hotel/remark/index,product3.0/hotel/index*,product3.0/hotel/list*,product3.0/hotel/detail*,product3.0/hotel/destination/city,product3.0/hotel/writeOrder*,product3.0/hotel/business*,product3.0/hotel/brand*,product3.0/hotel/point*,coupon/hotelCoupon,train/index*,train/list*,train/detail*,train/writeOrder*,train/grabbWriteOrder*,train/writeOrder/financeOrderWrite,train/departure*,train/modifyDetail*,train/modifyVerification*,train/modifyList/changerule,train/login12306*,train/passenger12306*,train/passengerEdit12306*,train/phoneVerification*,train/agreement/index,product2.0/train/login12306,product2.0/train/valid_login12306,product2.0/train/faceID,product2.0/train/list*,product2.0/train/detail*,product2.0/train/detail/detailTransfer,product2.0/train/writeOrder*,product3.0/train/list*,product3.0/train/detail*,product3.0/train/detail/index,product3.0/train/detail/detailTransfer,product3.0/train/writeOrder*,order3.0/train/modifyDate,order3.0/train/modifyInfo,order3.0/train/returnTicket/index,order3.0/train/common/selectReason,flight/index*,flight/list*,flight/destination*,flight/detail*,flight/writeOrderDc*,flight/writeOrderDc/financeOrderWrite,flight/writeOrderWf*,flight/writeOrderWf/financeOrderWrite,flight/writeOrderInternational*,product2.0/flight/index*,product2.0/flight/cityAirport*,product2.0/flight/list*,product2.0/flight/detail*,product2.0/flight/writeOrder*,product2.0/national_flight/list*,product2.0/national_flight/list_go_back*,product2.0/national_flight/detail*,product3.0/flight/index*,product3.0/flight/cityAirport*,product3.0/flight/list*,product3.0/flight/detail*,product3.0/flight/writeOrder*,order3.0/flight/rebook/index,order3.0/flight/rebook/modifyDate,order3.0/flight/rebook/modifyName,order3.0/flight/rebook/selectReason,order3.0/flight/rebook/modifyList,order3.0/flight/rebook/modifyApply,order3.0/flight/refund/index,product2.0/lineIndex,product3.0/integratedTraffic/index,product3.0/overReason,components/financeWriteOrder/checkFinanceReason=/components/financeWriteOrder/checkFinanceReason,product2.0/components/order/checkFinanceReason,components/order/checkProject=/components/order/checkProject,project/addProject,order/index*,order/hotelOrderDetail*,order/hotelOrderDetail/hotelConfirmation,order/trainOrderDetail*,order/flightOrderDetail*,order/flightOrderDetail/flightTipDetail,order/insuranceDetail*,order/trainInsuranceDetail*,order2.0/hotel/detail,order2.0/hotel/checkInVoucher,order2.0/hotel/approval,order2.0/insurance/detail,order2.0/insurance/application,order2.0/insurance/supply,order2.0/insurance/process,order2.0/flight/detail,order2.0/flight/flightChangeInform,order2.0/flight/approval,order2.0/train/detail,order2.0/train/approval,order3.0/hotel/detail,order3.0/flight/detail,order3.0/train/detail,order3.0/car/detail,order3.0/insurance/detail,order3.0/hotel/cancelOrder,order3.0/hotel/earlyDeparture,order3.0/common/travelInformation,order3.0/common/valueAddServices,order3.0/tripSearch,my/tripApplicationList/index,approve/index*,approve/hotelOrderDetail*,payment/pay*,payment/bankTransfer*,payment/paySuccess*,tripay/consumptionList,bill/accountBook,bill/myLoan,bill/tripApply,bill/editCost,bill/invoiceIdentify,bill/CreateLoanApplyBill,bill/LoanApplyBillDetail,bill/CreateReimbursementBill,bill/ReimbursementBillDetail,bill/repaymentApplication/edit,bill/selectPriceNo,bill/detail,bill/accountBookImport,bill/loanBillList,bill/billList*,bill/showCost*,bill/PaymentBillDetail,bill/CorporateReimbursementBill/create,bill/CorporateReimbursementBill/detail,bill/travelCity,bill/travel-subsidy/my-travel-subsidy,bill/travel-subsidy/detail,bill/travel-subsidy/edit-cost,bill/subsidy-v3/subsidy-list,bill/subsidy-v3/journey-list,bill/subsidy-v3/product-list,bill/subsidy-v3/choose-date,bill/subsidy-v3/subsidy-detail,bill/guangxin/createTravelBill,bill/guangxin/travelBillDetail,bill/dailyApply/create,bill/dailyApply/detail,bill/travelApply/create,bill/travelApply/detail,components/bill/billCostRecord=/components/bill/billCostRecord,components/bill/supplierList=/components/bill/supplierList,components/bill/bankList=/components/bill/bankList,components/bill/bankBranchList=/components/bill/bankBranchList,components/bill/collectionInfoList=/components/bill/collectionInfoList,components/bill/saveCollectionInfo=/components/bill/saveCollectionInfo,components/bill/checkReimbursementMember=/components/bill/checkReimbursementMember,expenseControl/editCost,expenseControl/costList,expenseControl/editInvoice,expenseControl/costTypeList,expenseControl/CreateLoanApplyBill,expenseControl/CreateRepayBill*,expenseControl/LoanApplyBillDetail,expenseControl/myLoan,expenseControl/costBillNoList,expenseControl/RePaymentBillDetail,expenseControl/PayAccountList,expenseControl/CreateReimbursementBill,expenseControl/accountBookImport,expenseControl/loanBillList,expenseControl/components/collectionInfoList,expenseControl/components/saveCollectionInfo,expenseControl/ReimbursementBillDetail,expenseControl/expenseBillList,expenseControl/components/projectBelong,expenseControl/travelApplyBill,expenseControl/travelApplyDetail,components/applyBill=/components/applyBill,components/overStandard=/components/overStandard,components/costCenter=/components/costCenter,components/costCenterNew=/components/costCenterNew,components/sellectNationality=/components/sellectNationality,components/costDetails=/components/costDetails,components/backChangeRule=/components/backChangeRule,invoice/index,invoice/apply,invoice/applyDetail,invoice/history,invoice/help,invoice/detail,invoice/containsOrder,invoice/title,invoice/addTitle,invoice/address,invoice/addAddress,my2.0/invoice/index,my2.0/invoice/titleList,my2.0/invoice/addTitle,my2.0/invoice/application,my2.0/invoice/applicationDetail,my2.0/invoice/history,my2.0/invoice/historyDetail,my2.0/profile,my2.0/integral,my2.0/integralDetail,my2.0/cashbackDetail,my2.0/IntegralDescription,my2.0/interflow,my2.0/feedback/index,my2.0/feedback/edit,my2.0/feedback/detail,my2.0/queryStandard,my2.0/collection,my2.0/userInfo,my2.0/modifyPsd,my2.0/customerService,my2.0/questionList,my2.0/questionDetail,my2.0/recharge/index,my2.0/recharge/list,my2.0/together,my/coupon/index,my/coupon/history,my/coupon/detail,common2.0/coupon/index,common2.0/coupon/history,my/passenger/passengerList,common2.0/passenger/index,common2.0/selectEmployees,my/bindAccount/bindList,my/bindAccount/bind,my/bindAccount/member,my/modifyMobileNumber/index,loginAndRegister/register1*,loginAndRegister/register2*,loginAndRegister/register3*,loginAndRegister/resetPassword1*,loginAndRegister/resetPassword2*,loginAndRegister/resetPassword3*,loginAndRegister/wechatBind*,loginAndRegister/redirectPage*,extension/register,extension/registerSuccess,universities/authentication,common2.0/facialVerification/form,common2.0/facialVerification/newUserForm,common2.0/facialVerification/index,common2.0/facialVerification/index2.0,common2.0/facialVerification/index3.0,takeOutFood/index,product3.0/takeout/index,scgy/record,scgy/detail,scgy/list,scgy/map-container,components/common/list=/components/common/list,components/commonWebView/index=/components/commonWebView/index"

/** The product entries the domains declare for the home page (routes.ts), in their rank order. */
export const HOME_ENTRIES: readonly HomeEntryDeclaration[] = [
  {
    "key": "hotel",
    "title": "酒店",
    "mark": "酒",
    "rank": 10,
    "flags": [
      "IsPermittedBookHotel"
    ],
    "routeIds": [
      "product3.0/hotel/index",
      "hotel/index"
    ]
  },
  {
    "key": "internationalHotel",
    "title": "国际酒店",
    "mark": "国",
    "rank": 20,
    "flags": [
      "IsPermittedBookInternationalHotel"
    ],
    "routeIds": [
      "product3.0/hotel/index",
      "hotel/index"
    ],
    "query": {
      "isInternational": "1"
    }
  },
  {
    "key": "flight",
    "title": "机票",
    "mark": "机",
    "rank": 30,
    "flags": [
      "IsPermittedBookFlight"
    ],
    "routeIds": [
      "product3.0/flight/index",
      "flight/index"
    ]
  },
  {
    "key": "internationalFlight",
    "title": "国际机票",
    "mark": "国",
    "rank": 35,
    "flags": [
      "IsPermittedBookInternationalFlight"
    ],
    "routeIds": [
      "product3.0/flight/index",
      "flight/index"
    ],
    "query": {
      "isInternational": "1"
    }
  },
  {
    "key": "car",
    "title": "用车",
    "mark": "车",
    "rank": 40,
    "flags": [
      "IsPermittedUseCar"
    ],
    "routeIds": [
      "product3.0/car/index",
      "car/index"
    ]
  },
  {
    "key": "train",
    "title": "火车票",
    "mark": "火",
    "rank": 50,
    "flags": [
      "IsPermittedBookTrain"
    ],
    "routeIds": [
      "train/index"
    ]
  },
  {
    "key": "traffic",
    "title": "交通",
    "mark": "交",
    "rank": 55,
    "flags": [
      "IsPermittedBookTrain",
      "IsPermittedBookFlight"
    ],
    "routeIds": [
      "product2.0/lineIndex"
    ]
  },
  {
    "key": "takeout",
    "title": "外卖",
    "mark": "餐",
    "rank": 70,
    "flags": [
      "takeoutPeritted"
    ],
    "routeIds": [
      "product3.0/takeout/index",
      "takeOutFood/index"
    ]
  }
]
