// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
export const pages: string[] = [
  "pages/entry/index",
  "components/netError",
  "pages/dingding/no_permission",
  "pages/expenseControl/approve/index/index",
  "pages/index/iframeWeb",
  "pages/index/index",
  "pages/index3.0/dossen/changeEnterprise",
  "pages/index3.0/dossen/index",
  "pages/index3.0/index",
  "pages/loginAndRegister/login/login",
  "pages/my/index/index",
  "pages/my2.0/index/integral",
  "pages/order3.0/approvalList",
  "pages/order3.0/triplist",
  "components/applyBill",
  "components/backChangeRule",
  "components/costCenter",
  "components/costCenterNew",
  "components/costDetails",
  "components/overStandard",
  "components/sellectNationality",
  "pages/dingding/demo",
  "pages/expenseControl/CreateLoanApplyBill",
  "pages/expenseControl/CreateReimbursementBill",
  "pages/expenseControl/LoanApplyBillDetail",
  "pages/expenseControl/PayAccountList",
  "pages/expenseControl/RePaymentBillDetail",
  "pages/expenseControl/ReimbursementBillDetail",
  "pages/expenseControl/accountBookImport",
  "pages/expenseControl/costBillNoList",
  "pages/expenseControl/costList",
  "pages/expenseControl/costTypeList",
  "pages/expenseControl/editCost",
  "pages/expenseControl/editInvoice",
  "pages/expenseControl/expenseBillList",
  "pages/expenseControl/loanBillList",
  "pages/expenseControl/myLoan",
  "pages/expenseControl/travelApplyBill",
  "pages/expenseControl/travelApplyDetail",
  "pages/index/ConsumptionDetail",
  "pages/index/controlInformation",
  "pages/index3.0/dossen/addEnterpriseEmployees",
  "pages/index3.0/dossen/enterpriseEmployees",
  "pages/index3.0/dossen/enterpriseList",
  "pages/index3.0/introduction",
  "pages/my2.0/IntegralDescription",
  "pages/my2.0/cashbackDetail",
  "pages/my2.0/collection",
  "pages/my2.0/customerService",
  "pages/my2.0/integral",
  "pages/my2.0/integralDetail",
  "pages/my2.0/interflow",
  "pages/my2.0/modifyPsd",
  "pages/my2.0/profile",
  "pages/my2.0/queryStandard",
  "pages/my2.0/questionDetail",
  "pages/my2.0/questionList",
  "pages/my2.0/together",
  "pages/my2.0/userInfo",
  "pages/order3.0/tripSearch",
  "pages/product2.0/lineIndex",
  "pages/product3.0/overReason"
]

export const subPackages: { root: string; pages: string[] }[] = [
  {
    "root": "components/bill",
    "pages": [
      "bankBranchList",
      "bankList",
      "billCostRecord",
      "checkReimbursementMember",
      "collectionInfoList",
      "saveCollectionInfo",
      "supplierList"
    ]
  },
  {
    "root": "components/common",
    "pages": [
      "list"
    ]
  },
  {
    "root": "components/commonWebView",
    "pages": [
      "index"
    ]
  },
  {
    "root": "components/financeWriteOrder",
    "pages": [
      "checkFinanceReason"
    ]
  },
  {
    "root": "components/order",
    "pages": [
      "checkProject"
    ]
  },
  {
    "root": "pages/approve",
    "pages": [
      "hotelOrderDetail/hotelOrderDetail",
      "index/index"
    ]
  },
  {
    "root": "pages/banner",
    "pages": [
      "dongcheng"
    ]
  },
  {
    "root": "pages/bill",
    "pages": [
      "CorporateReimbursementBill/create",
      "CorporateReimbursementBill/detail",
      "CreateLoanApplyBill",
      "CreateReimbursementBill",
      "LoanApplyBillDetail",
      "PaymentBillDetail",
      "ReimbursementBillDetail",
      "accountBook",
      "accountBookImport",
      "billList/billList",
      "dailyApply/create",
      "dailyApply/detail",
      "detail",
      "editCost",
      "guangxin/createTravelBill",
      "guangxin/travelBillDetail",
      "invoiceIdentify",
      "loanBillList",
      "myLoan",
      "repaymentApplication/edit",
      "selectPriceNo",
      "showCost/showCost",
      "subsidy-v3/choose-date",
      "subsidy-v3/journey-list",
      "subsidy-v3/product-list",
      "subsidy-v3/subsidy-detail",
      "subsidy-v3/subsidy-list",
      "travel-subsidy/detail",
      "travel-subsidy/edit-cost",
      "travel-subsidy/my-travel-subsidy",
      "travelApply/create",
      "travelApply/detail",
      "travelCity",
      "tripApply"
    ]
  },
  {
    "root": "pages/car",
    "pages": [
      "checkUseType",
      "didi/checkUseType",
      "didi/index",
      "iframe",
      "index/index",
      "ios",
      "webView"
    ]
  },
  {
    "root": "pages/common2.0",
    "pages": [
      "coupon/history",
      "coupon/index",
      "facialVerification/form",
      "facialVerification/index",
      "facialVerification/index2.0",
      "facialVerification/index3.0",
      "facialVerification/newUserForm",
      "passenger/index",
      "selectEmployees"
    ]
  },
  {
    "root": "pages/coupon",
    "pages": [
      "hotelCoupon"
    ]
  },
  {
    "root": "pages/expenseControl/components",
    "pages": [
      "collectionInfoList",
      "projectBelong",
      "saveCollectionInfo"
    ]
  },
  {
    "root": "pages/expenseControl/CreateRepayBill",
    "pages": [
      "CreateRepayBill"
    ]
  },
  {
    "root": "pages/extension",
    "pages": [
      "register",
      "registerSuccess"
    ]
  },
  {
    "root": "pages/flight",
    "pages": [
      "destination/destination",
      "detail/detail",
      "index/index",
      "list/list",
      "writeOrderDc/financeOrderWrite",
      "writeOrderDc/writeOrderDc",
      "writeOrderInternational/writeOrderInternational",
      "writeOrderWf/financeOrderWrite",
      "writeOrderWf/writeOrderWf"
    ]
  },
  {
    "root": "pages/home",
    "pages": [
      "ddShareTravel",
      "huazhu/enterpriseRegister",
      "kuchailv",
      "kuchailvPC"
    ]
  },
  {
    "root": "pages/hotel",
    "pages": [
      "allBank/allBank",
      "brand/brand",
      "business/business",
      "cardExplain/cardExplain",
      "checkPhoto/checkPhoto",
      "creditCard/creditCard",
      "destination/destination",
      "detail/addressDetail",
      "detail/checkPersonCount",
      "detail/detail",
      "hotelReplace/hotelReplace",
      "index/index",
      "invoice/index",
      "list/list",
      "orderCancel/orderCancel",
      "point/point",
      "rebate/rebate",
      "writeOrder/financeOrderWrite",
      "writeOrder/writeOrder"
    ]
  },
  {
    "root": "pages/index2.0",
    "pages": [
      "businessCard",
      "carIndex/selectCity",
      "carIndex/selectPlace",
      "index",
      "reimbursement",
      "signError",
      "start"
    ]
  },
  {
    "root": "pages/index3.0/carIndex",
    "pages": [
      "selectPlace"
    ]
  },
  {
    "root": "pages/index3.0/offenUsed",
    "pages": [
      "index"
    ]
  },
  {
    "root": "pages/invoice",
    "pages": [
      "addAddress",
      "addTitle",
      "address",
      "apply",
      "applyDetail",
      "containsOrder",
      "detail",
      "help",
      "history",
      "index",
      "title"
    ]
  },
  {
    "root": "pages/loginAndRegister/redirectPage",
    "pages": [
      "redirectPage"
    ]
  },
  {
    "root": "pages/loginAndRegister/register1",
    "pages": [
      "register1"
    ]
  },
  {
    "root": "pages/loginAndRegister/register2",
    "pages": [
      "register2"
    ]
  },
  {
    "root": "pages/loginAndRegister/register3",
    "pages": [
      "register3"
    ]
  },
  {
    "root": "pages/loginAndRegister/resetPassword1",
    "pages": [
      "resetPassword1"
    ]
  },
  {
    "root": "pages/loginAndRegister/resetPassword2",
    "pages": [
      "resetPassword2"
    ]
  },
  {
    "root": "pages/loginAndRegister/resetPassword3",
    "pages": [
      "resetPassword3"
    ]
  },
  {
    "root": "pages/loginAndRegister/wechatBind",
    "pages": [
      "wechatBind"
    ]
  },
  {
    "root": "pages/my/bindAccount",
    "pages": [
      "bind",
      "bindList",
      "member"
    ]
  },
  {
    "root": "pages/my/coupon",
    "pages": [
      "detail",
      "history",
      "index"
    ]
  },
  {
    "root": "pages/my/modifyMobileNumber",
    "pages": [
      "index"
    ]
  },
  {
    "root": "pages/my/passenger",
    "pages": [
      "passengerList"
    ]
  },
  {
    "root": "pages/my/tripApplicationList",
    "pages": [
      "index"
    ]
  },
  {
    "root": "pages/my2.0/feedback",
    "pages": [
      "detail",
      "edit",
      "index"
    ]
  },
  {
    "root": "pages/my2.0/invoice",
    "pages": [
      "addTitle",
      "application",
      "applicationDetail",
      "history",
      "historyDetail",
      "index",
      "titleList"
    ]
  },
  {
    "root": "pages/my2.0/recharge",
    "pages": [
      "index",
      "list"
    ]
  },
  {
    "root": "pages/order",
    "pages": [
      "flightOrderDetail/flightOrderDetail",
      "flightOrderDetail/flightTipDetail",
      "hotelOrderDetail/hotelConfirmation",
      "hotelOrderDetail/hotelOrderDetail",
      "index/index",
      "insuranceDetail/insuranceDetail",
      "trainInsuranceDetail/trainInsuranceDetail",
      "trainOrderDetail/trainOrderDetail"
    ]
  },
  {
    "root": "pages/order2.0/car",
    "pages": [
      "approval"
    ]
  },
  {
    "root": "pages/order2.0/flight",
    "pages": [
      "approval",
      "detail",
      "flightChangeInform"
    ]
  },
  {
    "root": "pages/order2.0/hotel",
    "pages": [
      "approval",
      "checkInVoucher",
      "detail"
    ]
  },
  {
    "root": "pages/order2.0/insurance",
    "pages": [
      "application",
      "detail",
      "process",
      "supply"
    ]
  },
  {
    "root": "pages/order2.0/train",
    "pages": [
      "approval",
      "detail"
    ]
  },
  {
    "root": "pages/order3.0/car",
    "pages": [
      "detail"
    ]
  },
  {
    "root": "pages/order3.0/common",
    "pages": [
      "travelInformation",
      "valueAddServices"
    ]
  },
  {
    "root": "pages/order3.0/flight",
    "pages": [
      "detail",
      "rebook/index",
      "rebook/modifyApply",
      "rebook/modifyDate",
      "rebook/modifyList",
      "rebook/modifyName",
      "rebook/selectReason",
      "refund/index"
    ]
  },
  {
    "root": "pages/order3.0/hotel",
    "pages": [
      "cancelOrder",
      "detail",
      "earlyDeparture"
    ]
  },
  {
    "root": "pages/order3.0/insurance",
    "pages": [
      "detail"
    ]
  },
  {
    "root": "pages/order3.0/train",
    "pages": [
      "common/selectReason",
      "detail",
      "modifyDate",
      "modifyInfo",
      "returnTicket/index"
    ]
  },
  {
    "root": "pages/payment",
    "pages": [
      "bankTransfer/bankTransfer",
      "pay/pay",
      "paySuccess/paySuccess"
    ]
  },
  {
    "root": "pages/product2.0/components",
    "pages": [
      "order/checkFinanceReason"
    ]
  },
  {
    "root": "pages/product2.0/flight",
    "pages": [
      "cityAirport/cityAirport",
      "detail/detail",
      "index/index",
      "list/list",
      "writeOrder/writeOrder"
    ]
  },
  {
    "root": "pages/product2.0/hotel",
    "pages": [
      "destination/city",
      "detail/detail",
      "list/list",
      "remark/index",
      "writeOrder/writeOrder"
    ]
  },
  {
    "root": "pages/product2.0/national_flight",
    "pages": [
      "detail/detail",
      "list/list",
      "list_go_back/list_go_back"
    ]
  },
  {
    "root": "pages/product2.0/train",
    "pages": [
      "detail/detail",
      "detail/detailTransfer",
      "faceID",
      "list/list",
      "login12306",
      "valid_login12306",
      "writeOrder/writeOrder"
    ]
  },
  {
    "root": "pages/product3.0/car",
    "pages": [
      "index/index"
    ]
  },
  {
    "root": "pages/product3.0/flight",
    "pages": [
      "cityAirport/cityAirport",
      "detail/detail",
      "index/index",
      "list/list",
      "writeOrder/writeOrder"
    ]
  },
  {
    "root": "pages/product3.0/hotel",
    "pages": [
      "brand/brand",
      "business/business",
      "destination/city",
      "detail/detail",
      "index/index",
      "list/list",
      "point/point",
      "writeOrder/writeOrder"
    ]
  },
  {
    "root": "pages/product3.0/integratedTraffic",
    "pages": [
      "index"
    ]
  },
  {
    "root": "pages/product3.0/takeout",
    "pages": [
      "index"
    ]
  },
  {
    "root": "pages/product3.0/train",
    "pages": [
      "detail/detail",
      "detail/detailTransfer",
      "detail/index",
      "list/list",
      "writeOrder/writeOrder"
    ]
  },
  {
    "root": "pages/project",
    "pages": [
      "addProject"
    ]
  },
  {
    "root": "pages/scgy",
    "pages": [
      "detail",
      "list",
      "map-container",
      "record"
    ]
  },
  {
    "root": "pages/takeOutFood",
    "pages": [
      "index"
    ]
  },
  {
    "root": "pages/train",
    "pages": [
      "agreement/index",
      "departure/departure",
      "detail/detail",
      "grabbWriteOrder/grabbWriteOrder",
      "index/index",
      "list/list",
      "login12306/login12306",
      "modifyDetail/modifyDetail",
      "modifyList/changerule",
      "modifyVerification/modifyVerification",
      "passenger12306/passenger12306",
      "passengerEdit12306/passengerEdit12306",
      "phoneVerification/phoneVerification",
      "writeOrder/financeOrderWrite",
      "writeOrder/writeOrder"
    ]
  },
  {
    "root": "pages/tripay",
    "pages": [
      "consumptionList"
    ]
  },
  {
    "root": "pages/universities",
    "pages": [
      "authentication"
    ]
  }
]
