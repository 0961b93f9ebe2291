// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import type { SpecRoute } from './specRoute'

/** The id of every route of ../shared/spec/routes.tsv: a link to anything else fails typecheck. */
export type SpecRouteId =
  | "entry"
  | "index"
  | "index2.0/index"
  | "index2.0/start"
  | "index3.0/index"
  | "index3.0/offenUsed/index"
  | "index3.0/introduction"
  | "index/iframeWeb"
  | "index/controlInformation"
  | "index/ConsumptionDetail"
  | "index2.0/reimbursement"
  | "index2.0/businessCard"
  | "index2.0/signError"
  | "index3.0/dossen/index"
  | "index3.0/dossen/enterpriseList"
  | "index3.0/dossen/enterpriseEmployees"
  | "index3.0/dossen/addEnterpriseEmployees"
  | "index3.0/dossen/changeEnterprise"
  | "home/kuchailv"
  | "home/kuchailvPC"
  | "home/ddShareTravel"
  | "home/huazhu/enterpriseRegister"
  | "banner/dongcheng"
  | "dingding/no_permission"
  | "dingding/demo"
  | "loginAndRegister/login"
  | "components/netError"
  | "hybrid/html/online_service"
  | "order3.0/approvalList"
  | "expenseControl/approve/index"
  | "order3.0/triplist"
  | "my/index"
  | "my2.0/index/integral"
  | "index2.0/carIndex/selectPlace"
  | "index3.0/carIndex/selectPlace"
  | "index2.0/carIndex/selectCity"
  | "product3.0/car/index"
  | "car/index"
  | "car/didi/index"
  | "car/didi/checkUseType"
  | "car/checkUseType"
  | "car/webView"
  | "car/iframe"
  | "car/ios"
  | "order2.0/car/approval"
  | "hotel/index"
  | "hotel/destination"
  | "hotel/brand"
  | "hotel/business"
  | "hotel/point"
  | "hotel/detail"
  | "hotel/detail/checkPersonCount"
  | "hotel/checkPhoto"
  | "hotel/writeOrder"
  | "hotel/writeOrder/financeOrderWrite"
  | "hotel/creditCard"
  | "hotel/allBank"
  | "hotel/hotelReplace"
  | "hotel/cardExplain"
  | "hotel/list"
  | "hotel/detail/addressDetail"
  | "hotel/orderCancel"
  | "hotel/rebate"
  | "hotel/invoice/index"
  | "product2.0/hotel/destination/city"
  | "product2.0/hotel/list"
  | "product2.0/hotel/detail"
  | "product2.0/hotel/writeOrder"
  | "product2.0/hotel/remark/index"
  | "product3.0/hotel/index"
  | "product3.0/hotel/list"
  | "product3.0/hotel/detail"
  | "product3.0/hotel/destination/city"
  | "product3.0/hotel/writeOrder"
  | "product3.0/hotel/business"
  | "product3.0/hotel/brand"
  | "product3.0/hotel/point"
  | "coupon/hotelCoupon"
  | "train/index"
  | "train/list"
  | "train/detail"
  | "train/writeOrder"
  | "train/grabbWriteOrder"
  | "train/writeOrder/financeOrderWrite"
  | "train/departure"
  | "train/modifyDetail"
  | "train/modifyVerification"
  | "train/modifyList/changerule"
  | "train/login12306"
  | "train/passenger12306"
  | "train/passengerEdit12306"
  | "train/phoneVerification"
  | "train/agreement/index"
  | "product2.0/train/login12306"
  | "product2.0/train/valid_login12306"
  | "product2.0/train/faceID"
  | "product2.0/train/list"
  | "product2.0/train/detail"
  | "product2.0/train/detail/detailTransfer"
  | "product2.0/train/writeOrder"
  | "product3.0/train/list"
  | "product3.0/train/detail"
  | "product3.0/train/detail/index"
  | "product3.0/train/detail/detailTransfer"
  | "product3.0/train/writeOrder"
  | "order3.0/train/modifyDate"
  | "order3.0/train/modifyInfo"
  | "order3.0/train/returnTicket/index"
  | "order3.0/train/common/selectReason"
  | "flight/index"
  | "flight/list"
  | "flight/destination"
  | "flight/detail"
  | "flight/writeOrderDc"
  | "flight/writeOrderDc/financeOrderWrite"
  | "flight/writeOrderWf"
  | "flight/writeOrderWf/financeOrderWrite"
  | "flight/writeOrderInternational"
  | "product2.0/flight/index"
  | "product2.0/flight/cityAirport"
  | "product2.0/flight/list"
  | "product2.0/flight/detail"
  | "product2.0/flight/writeOrder"
  | "product2.0/national_flight/list"
  | "product2.0/national_flight/list_go_back"
  | "product2.0/national_flight/detail"
  | "product3.0/flight/index"
  | "product3.0/flight/cityAirport"
  | "product3.0/flight/list"
  | "product3.0/flight/detail"
  | "product3.0/flight/writeOrder"
  | "order3.0/flight/rebook/index"
  | "order3.0/flight/rebook/modifyDate"
  | "order3.0/flight/rebook/modifyName"
  | "order3.0/flight/rebook/selectReason"
  | "order3.0/flight/rebook/modifyList"
  | "order3.0/flight/rebook/modifyApply"
  | "order3.0/flight/refund/index"
  | "product2.0/lineIndex"
  | "product3.0/integratedTraffic/index"
  | "product3.0/overReason"
  | "components/financeWriteOrder/checkFinanceReason"
  | "product2.0/components/order/checkFinanceReason"
  | "components/order/checkProject"
  | "project/addProject"
  | "order/index"
  | "order/hotelOrderDetail"
  | "order/hotelOrderDetail/hotelConfirmation"
  | "order/trainOrderDetail"
  | "order/flightOrderDetail"
  | "order/flightOrderDetail/flightTipDetail"
  | "order/insuranceDetail"
  | "order/trainInsuranceDetail"
  | "order2.0/hotel/detail"
  | "order2.0/hotel/checkInVoucher"
  | "order2.0/hotel/approval"
  | "order2.0/insurance/detail"
  | "order2.0/insurance/application"
  | "order2.0/insurance/supply"
  | "order2.0/insurance/process"
  | "order2.0/flight/detail"
  | "order2.0/flight/flightChangeInform"
  | "order2.0/flight/approval"
  | "order2.0/train/detail"
  | "order2.0/train/approval"
  | "order3.0/hotel/detail"
  | "order3.0/flight/detail"
  | "order3.0/train/detail"
  | "order3.0/car/detail"
  | "order3.0/insurance/detail"
  | "order3.0/hotel/cancelOrder"
  | "order3.0/hotel/earlyDeparture"
  | "order3.0/common/travelInformation"
  | "order3.0/common/valueAddServices"
  | "order3.0/tripSearch"
  | "my/tripApplicationList/index"
  | "approve/index"
  | "approve/hotelOrderDetail"
  | "payment/pay"
  | "payment/bankTransfer"
  | "payment/paySuccess"
  | "tripay/consumptionList"
  | "bill/accountBook"
  | "bill/myLoan"
  | "bill/tripApply"
  | "bill/editCost"
  | "bill/invoiceIdentify"
  | "bill/CreateLoanApplyBill"
  | "bill/LoanApplyBillDetail"
  | "bill/CreateReimbursementBill"
  | "bill/ReimbursementBillDetail"
  | "bill/repaymentApplication/edit"
  | "bill/selectPriceNo"
  | "bill/detail"
  | "bill/accountBookImport"
  | "bill/loanBillList"
  | "bill/billList"
  | "bill/showCost"
  | "bill/PaymentBillDetail"
  | "bill/CorporateReimbursementBill/create"
  | "bill/CorporateReimbursementBill/detail"
  | "bill/travelCity"
  | "bill/travel-subsidy/my-travel-subsidy"
  | "bill/travel-subsidy/detail"
  | "bill/travel-subsidy/edit-cost"
  | "bill/subsidy-v3/subsidy-list"
  | "bill/subsidy-v3/journey-list"
  | "bill/subsidy-v3/product-list"
  | "bill/subsidy-v3/choose-date"
  | "bill/subsidy-v3/subsidy-detail"
  | "bill/guangxin/createTravelBill"
  | "bill/guangxin/travelBillDetail"
  | "bill/dailyApply/create"
  | "bill/dailyApply/detail"
  | "bill/travelApply/create"
  | "bill/travelApply/detail"
  | "components/bill/billCostRecord"
  | "components/bill/supplierList"
  | "components/bill/bankList"
  | "components/bill/bankBranchList"
  | "components/bill/collectionInfoList"
  | "components/bill/saveCollectionInfo"
  | "components/bill/checkReimbursementMember"
  | "expenseControl/editCost"
  | "expenseControl/costList"
  | "expenseControl/editInvoice"
  | "expenseControl/costTypeList"
  | "expenseControl/CreateLoanApplyBill"
  | "expenseControl/CreateRepayBill"
  | "expenseControl/LoanApplyBillDetail"
  | "expenseControl/myLoan"
  | "expenseControl/costBillNoList"
  | "expenseControl/RePaymentBillDetail"
  | "expenseControl/PayAccountList"
  | "expenseControl/CreateReimbursementBill"
  | "expenseControl/accountBookImport"
  | "expenseControl/loanBillList"
  | "expenseControl/components/collectionInfoList"
  | "expenseControl/components/saveCollectionInfo"
  | "expenseControl/ReimbursementBillDetail"
  | "expenseControl/expenseBillList"
  | "expenseControl/components/projectBelong"
  | "expenseControl/travelApplyBill"
  | "expenseControl/travelApplyDetail"
  | "components/applyBill"
  | "components/overStandard"
  | "components/costCenter"
  | "components/costCenterNew"
  | "components/sellectNationality"
  | "components/costDetails"
  | "components/backChangeRule"
  | "invoice/index"
  | "invoice/apply"
  | "invoice/applyDetail"
  | "invoice/history"
  | "invoice/help"
  | "invoice/detail"
  | "invoice/containsOrder"
  | "invoice/title"
  | "invoice/addTitle"
  | "invoice/address"
  | "invoice/addAddress"
  | "my2.0/invoice/index"
  | "my2.0/invoice/titleList"
  | "my2.0/invoice/addTitle"
  | "my2.0/invoice/application"
  | "my2.0/invoice/applicationDetail"
  | "my2.0/invoice/history"
  | "my2.0/invoice/historyDetail"
  | "my2.0/profile"
  | "my2.0/integral"
  | "my2.0/integralDetail"
  | "my2.0/cashbackDetail"
  | "my2.0/IntegralDescription"
  | "my2.0/interflow"
  | "my2.0/feedback/index"
  | "my2.0/feedback/edit"
  | "my2.0/feedback/detail"
  | "my2.0/queryStandard"
  | "my2.0/collection"
  | "my2.0/userInfo"
  | "my2.0/modifyPsd"
  | "my2.0/customerService"
  | "my2.0/questionList"
  | "my2.0/questionDetail"
  | "my2.0/recharge/index"
  | "my2.0/recharge/list"
  | "my2.0/together"
  | "my/coupon/index"
  | "my/coupon/history"
  | "my/coupon/detail"
  | "common2.0/coupon/index"
  | "common2.0/coupon/history"
  | "my/passenger/passengerList"
  | "common2.0/passenger/index"
  | "common2.0/selectEmployees"
  | "my/bindAccount/bindList"
  | "my/bindAccount/bind"
  | "my/bindAccount/member"
  | "my/modifyMobileNumber/index"
  | "loginAndRegister/register1"
  | "loginAndRegister/register2"
  | "loginAndRegister/register3"
  | "loginAndRegister/resetPassword1"
  | "loginAndRegister/resetPassword2"
  | "loginAndRegister/resetPassword3"
  | "loginAndRegister/wechatBind"
  | "loginAndRegister/redirectPage"
  | "extension/register"
  | "extension/registerSuccess"
  | "universities/authentication"
  | "common2.0/facialVerification/form"
  | "common2.0/facialVerification/newUserForm"
  | "common2.0/facialVerification/index"
  | "common2.0/facialVerification/index2.0"
  | "common2.0/facialVerification/index3.0"
  | "takeOutFood/index"
  | "product3.0/takeout/index"
  | "scgy/record"
  | "scgy/detail"
  | "scgy/list"
  | "scgy/map-container"
  | "components/common/list"
  | "components/commonWebView/index"

/** Every route of ../shared/spec/routes.tsv (324), in file order. */
export const specRoutes: SpecRoute<SpecRouteId>[] = [
  {
    "id": "entry",
    "path": "/",
    "domain": "shell",
    "title": "启动页",
    "kind": "entry",
    "options": {}
  },
  {
    "id": "index",
    "path": "/pages/index/index",
    "domain": "home",
    "title": "首页",
    "kind": "page",
    "options": {}
  },
  {
    "id": "index2.0/index",
    "path": "/pages/index2.0/index",
    "domain": "home",
    "title": "首页",
    "kind": "page",
    "options": {}
  },
  {
    "id": "index2.0/start",
    "path": "/pages/index2.0/start",
    "domain": "home",
    "title": "启动页",
    "kind": "page",
    "options": {}
  },
  {
    "id": "index3.0/index",
    "path": "/pages/index3.0/index",
    "domain": "home",
    "title": "首页",
    "kind": "page",
    "options": {}
  },
  {
    "id": "index3.0/offenUsed/index",
    "path": "/pages/index3.0/offenUsed/index",
    "domain": "home",
    "title": "常用",
    "kind": "page",
    "options": {
      "enablePullDownRefresh": true
    }
  },
  {
    "id": "index3.0/introduction",
    "path": "/pages/index3.0/introduction",
    "domain": "home",
    "title": "产品介绍",
    "kind": "page",
    "options": {}
  },
  {
    "id": "index/iframeWeb",
    "path": "/pages/index/iframeWeb",
    "domain": "shell",
    "title": "在线客服",
    "kind": "page",
    "options": {}
  },
  {
    "id": "index/controlInformation",
    "path": "/pages/index/controlInformation",
    "domain": "home",
    "title": "管控信息",
    "kind": "page",
    "options": {}
  },
  {
    "id": "index/ConsumptionDetail",
    "path": "/pages/index/ConsumptionDetail",
    "domain": "home",
    "title": "消费明细",
    "kind": "page",
    "options": {}
  },
  {
    "id": "index2.0/reimbursement",
    "path": "/pages/index2.0/reimbursement",
    "domain": "home",
    "title": "报销",
    "kind": "page",
    "options": {}
  },
  {
    "id": "index2.0/businessCard",
    "path": "/pages/index2.0/businessCard",
    "domain": "home",
    "title": "名片",
    "kind": "page",
    "options": {}
  },
  {
    "id": "index2.0/signError",
    "path": "/pages/index2.0/signError",
    "domain": "home",
    "title": "企业未签约",
    "kind": "page",
    "options": {}
  },
  {
    "id": "index3.0/dossen/index",
    "path": "/pages/index3.0/dossen/index",
    "domain": "dossen",
    "title": "首页",
    "kind": "page",
    "options": {}
  },
  {
    "id": "index3.0/dossen/enterpriseList",
    "path": "/pages/index3.0/dossen/enterpriseList",
    "domain": "dossen",
    "title": "企业列表",
    "kind": "page",
    "options": {}
  },
  {
    "id": "index3.0/dossen/enterpriseEmployees",
    "path": "/pages/index3.0/dossen/enterpriseEmployees",
    "domain": "dossen",
    "title": "企业员工",
    "kind": "page",
    "options": {}
  },
  {
    "id": "index3.0/dossen/addEnterpriseEmployees",
    "path": "/pages/index3.0/dossen/addEnterpriseEmployees",
    "domain": "dossen",
    "title": "添加员工",
    "kind": "page",
    "options": {}
  },
  {
    "id": "index3.0/dossen/changeEnterprise",
    "path": "/pages/index3.0/dossen/changeEnterprise",
    "domain": "dossen",
    "title": "切换企业",
    "kind": "page",
    "options": {}
  },
  {
    "id": "home/kuchailv",
    "path": "/pages/home/kuchailv",
    "domain": "misc",
    "title": "酷差旅",
    "kind": "page",
    "options": {}
  },
  {
    "id": "home/kuchailvPC",
    "path": "/pages/home/kuchailvPC",
    "domain": "misc",
    "title": "酷差旅",
    "kind": "page",
    "options": {}
  },
  {
    "id": "home/ddShareTravel",
    "path": "/pages/home/ddShareTravel",
    "domain": "misc",
    "title": "分享行程",
    "kind": "page",
    "options": {}
  },
  {
    "id": "home/huazhu/enterpriseRegister",
    "path": "/pages/home/huazhu/enterpriseRegister",
    "domain": "account",
    "title": "企业注册",
    "kind": "page",
    "options": {}
  },
  {
    "id": "banner/dongcheng",
    "path": "/pages/banner/dongcheng",
    "domain": "misc",
    "title": "活动详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "dingding/no_permission",
    "path": "/pages/dingding/no_permission",
    "domain": "shell",
    "title": "暂无权限",
    "kind": "page",
    "options": {}
  },
  {
    "id": "dingding/demo",
    "path": "/pages/dingding/demo",
    "domain": "misc",
    "title": "示例",
    "kind": "page",
    "options": {}
  },
  {
    "id": "loginAndRegister/login",
    "path": "/pages/loginAndRegister/login/login",
    "domain": "account",
    "title": "登录",
    "kind": "page",
    "options": {}
  },
  {
    "id": "components/netError",
    "path": "/components/netError",
    "domain": "shell",
    "title": "网络异常",
    "kind": "page",
    "options": {}
  },
  {
    "id": "hybrid/html/online_service",
    "path": "/hybrid/html/online_service.html",
    "domain": "shell",
    "title": "在线客服",
    "kind": "static",
    "options": {}
  },
  {
    "id": "order3.0/approvalList",
    "path": "/pages/order3.0/approvalList",
    "domain": "approve",
    "title": "审批列表",
    "kind": "page",
    "options": {
      "onReachBottomDistance": 600
    }
  },
  {
    "id": "expenseControl/approve/index",
    "path": "/pages/expenseControl/approve/index/index",
    "domain": "approve",
    "title": "审批",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order3.0/triplist",
    "path": "/pages/order3.0/triplist",
    "domain": "order",
    "title": "我的行程",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my/index",
    "path": "/pages/my/index/index",
    "domain": "my",
    "title": "我的",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/index/integral",
    "path": "/pages/my2.0/index/integral",
    "domain": "my",
    "title": "我的",
    "kind": "page",
    "options": {}
  },
  {
    "id": "index2.0/carIndex/selectPlace",
    "path": "/pages/index2.0/carIndex/selectPlace",
    "domain": "car",
    "title": "选择地点",
    "kind": "page",
    "options": {}
  },
  {
    "id": "index3.0/carIndex/selectPlace",
    "path": "/pages/index3.0/carIndex/selectPlace",
    "domain": "car",
    "title": "选择地点",
    "kind": "page",
    "options": {}
  },
  {
    "id": "index2.0/carIndex/selectCity",
    "path": "/pages/index2.0/carIndex/selectCity",
    "domain": "car",
    "title": "选择城市",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product3.0/car/index",
    "path": "/pages/product3.0/car/index/index",
    "domain": "car",
    "title": "用车",
    "kind": "page",
    "options": {}
  },
  {
    "id": "car/index",
    "path": "/pages/car/index/index",
    "domain": "car",
    "title": "用车",
    "kind": "page",
    "options": {}
  },
  {
    "id": "car/didi/index",
    "path": "/pages/car/didi/index",
    "domain": "car",
    "title": "滴滴用车",
    "kind": "page",
    "options": {}
  },
  {
    "id": "car/didi/checkUseType",
    "path": "/pages/car/didi/checkUseType",
    "domain": "car",
    "title": "选择用车类型",
    "kind": "page",
    "options": {}
  },
  {
    "id": "car/checkUseType",
    "path": "/pages/car/checkUseType",
    "domain": "car",
    "title": "选择用车类型",
    "kind": "page",
    "options": {}
  },
  {
    "id": "car/webView",
    "path": "/pages/car/webView",
    "domain": "car",
    "title": "用车",
    "kind": "page",
    "options": {}
  },
  {
    "id": "car/iframe",
    "path": "/pages/car/iframe",
    "domain": "car",
    "title": "用车",
    "kind": "page",
    "options": {}
  },
  {
    "id": "car/ios",
    "path": "/pages/car/ios",
    "domain": "car",
    "title": "用车",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order2.0/car/approval",
    "path": "/pages/order2.0/car/approval",
    "domain": "car",
    "title": "用车审批",
    "kind": "page",
    "options": {}
  },
  {
    "id": "hotel/index",
    "path": "/pages/hotel/index/index",
    "domain": "hotel",
    "title": "酒店预订",
    "kind": "page",
    "options": {}
  },
  {
    "id": "hotel/destination",
    "path": "/pages/hotel/destination/destination",
    "domain": "hotel",
    "title": "选择目的地",
    "kind": "page",
    "options": {}
  },
  {
    "id": "hotel/brand",
    "path": "/pages/hotel/brand/brand",
    "domain": "hotel",
    "title": "选择品牌",
    "kind": "page",
    "options": {}
  },
  {
    "id": "hotel/business",
    "path": "/pages/hotel/business/business",
    "domain": "hotel",
    "title": "商业区",
    "kind": "page",
    "options": {}
  },
  {
    "id": "hotel/point",
    "path": "/pages/hotel/point/point",
    "domain": "hotel",
    "title": "商圈",
    "kind": "page",
    "options": {}
  },
  {
    "id": "hotel/detail",
    "path": "/pages/hotel/detail/detail",
    "domain": "hotel",
    "title": "酒店详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "hotel/detail/checkPersonCount",
    "path": "/pages/hotel/detail/checkPersonCount",
    "domain": "hotel",
    "title": "每间入住人数",
    "kind": "page",
    "options": {}
  },
  {
    "id": "hotel/checkPhoto",
    "path": "/pages/hotel/checkPhoto/checkPhoto",
    "domain": "hotel",
    "title": "酒店相册",
    "kind": "page",
    "options": {}
  },
  {
    "id": "hotel/writeOrder",
    "path": "/pages/hotel/writeOrder/writeOrder",
    "domain": "hotel",
    "title": "填写订单",
    "kind": "page",
    "options": {
      "onReachBottomDistance": 600
    }
  },
  {
    "id": "hotel/writeOrder/financeOrderWrite",
    "path": "/pages/hotel/writeOrder/financeOrderWrite",
    "domain": "hotel",
    "title": "填写订单",
    "kind": "page",
    "options": {}
  },
  {
    "id": "hotel/creditCard",
    "path": "/pages/hotel/creditCard/creditCard",
    "domain": "hotel",
    "title": "信用卡担保",
    "kind": "page",
    "options": {}
  },
  {
    "id": "hotel/allBank",
    "path": "/pages/hotel/allBank/allBank",
    "domain": "hotel",
    "title": "选择银行",
    "kind": "page",
    "options": {}
  },
  {
    "id": "hotel/hotelReplace",
    "path": "/pages/hotel/hotelReplace/hotelReplace",
    "domain": "hotel",
    "title": "更换信用卡",
    "kind": "page",
    "options": {}
  },
  {
    "id": "hotel/cardExplain",
    "path": "/pages/hotel/cardExplain/cardExplain",
    "domain": "hotel",
    "title": "担保说明",
    "kind": "page",
    "options": {}
  },
  {
    "id": "hotel/list",
    "path": "/pages/hotel/list/list",
    "domain": "hotel",
    "title": "酒店列表",
    "kind": "page",
    "options": {
      "onReachBottomDistance": 600
    }
  },
  {
    "id": "hotel/detail/addressDetail",
    "path": "/pages/hotel/detail/addressDetail",
    "domain": "hotel",
    "title": "酒店地图",
    "kind": "page",
    "options": {}
  },
  {
    "id": "hotel/orderCancel",
    "path": "/pages/hotel/orderCancel/orderCancel",
    "domain": "hotel",
    "title": "取消订单",
    "kind": "page",
    "options": {}
  },
  {
    "id": "hotel/rebate",
    "path": "/pages/hotel/rebate/rebate",
    "domain": "hotel",
    "title": "提前离店申请",
    "kind": "page",
    "options": {}
  },
  {
    "id": "hotel/invoice/index",
    "path": "/pages/hotel/invoice/index",
    "domain": "hotel",
    "title": "酒店发票",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product2.0/hotel/destination/city",
    "path": "/pages/product2.0/hotel/destination/city",
    "domain": "hotel",
    "title": "选择城市",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product2.0/hotel/list",
    "path": "/pages/product2.0/hotel/list/list",
    "domain": "hotel",
    "title": "酒店列表",
    "kind": "page",
    "options": {
      "onReachBottomDistance": 600
    }
  },
  {
    "id": "product2.0/hotel/detail",
    "path": "/pages/product2.0/hotel/detail/detail",
    "domain": "hotel",
    "title": "酒店详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product2.0/hotel/writeOrder",
    "path": "/pages/product2.0/hotel/writeOrder/writeOrder",
    "domain": "hotel",
    "title": "填写订单",
    "kind": "page",
    "options": {
      "onReachBottomDistance": 600
    }
  },
  {
    "id": "product2.0/hotel/remark/index",
    "path": "/pages/product2.0/hotel/remark/index",
    "domain": "hotel",
    "title": "用户点评",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product3.0/hotel/index",
    "path": "/pages/product3.0/hotel/index/index",
    "domain": "hotel",
    "title": "酒店预订",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product3.0/hotel/list",
    "path": "/pages/product3.0/hotel/list/list",
    "domain": "hotel",
    "title": "酒店列表",
    "kind": "page",
    "options": {
      "onReachBottomDistance": 600
    }
  },
  {
    "id": "product3.0/hotel/detail",
    "path": "/pages/product3.0/hotel/detail/detail",
    "domain": "hotel",
    "title": "酒店详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product3.0/hotel/destination/city",
    "path": "/pages/product3.0/hotel/destination/city",
    "domain": "hotel",
    "title": "选择城市",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product3.0/hotel/writeOrder",
    "path": "/pages/product3.0/hotel/writeOrder/writeOrder",
    "domain": "hotel",
    "title": "填写订单",
    "kind": "page",
    "options": {
      "onReachBottomDistance": 600
    }
  },
  {
    "id": "product3.0/hotel/business",
    "path": "/pages/product3.0/hotel/business/business",
    "domain": "hotel",
    "title": "商业区",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product3.0/hotel/brand",
    "path": "/pages/product3.0/hotel/brand/brand",
    "domain": "hotel",
    "title": "选择品牌",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product3.0/hotel/point",
    "path": "/pages/product3.0/hotel/point/point",
    "domain": "hotel",
    "title": "商圈",
    "kind": "page",
    "options": {}
  },
  {
    "id": "coupon/hotelCoupon",
    "path": "/pages/coupon/hotelCoupon",
    "domain": "coupon",
    "title": "酒店优惠券",
    "kind": "page",
    "options": {}
  },
  {
    "id": "train/index",
    "path": "/pages/train/index/index",
    "domain": "train",
    "title": "火车票",
    "kind": "page",
    "options": {}
  },
  {
    "id": "train/list",
    "path": "/pages/train/list/list",
    "domain": "train",
    "title": "车次列表",
    "kind": "page",
    "options": {}
  },
  {
    "id": "train/detail",
    "path": "/pages/train/detail/detail",
    "domain": "train",
    "title": "车次详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "train/writeOrder",
    "path": "/pages/train/writeOrder/writeOrder",
    "domain": "train",
    "title": "填写订单",
    "kind": "page",
    "options": {}
  },
  {
    "id": "train/grabbWriteOrder",
    "path": "/pages/train/grabbWriteOrder/grabbWriteOrder",
    "domain": "train",
    "title": "抢票下单",
    "kind": "page",
    "options": {}
  },
  {
    "id": "train/writeOrder/financeOrderWrite",
    "path": "/pages/train/writeOrder/financeOrderWrite",
    "domain": "train",
    "title": "填写订单",
    "kind": "page",
    "options": {}
  },
  {
    "id": "train/departure",
    "path": "/pages/train/departure/departure",
    "domain": "train",
    "title": "选择出发站",
    "kind": "page",
    "options": {}
  },
  {
    "id": "train/modifyDetail",
    "path": "/pages/train/modifyDetail/modifyDetail",
    "domain": "train",
    "title": "改签详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "train/modifyVerification",
    "path": "/pages/train/modifyVerification/modifyVerification",
    "domain": "train",
    "title": "改签验证",
    "kind": "page",
    "options": {}
  },
  {
    "id": "train/modifyList/changerule",
    "path": "/pages/train/modifyList/changerule",
    "domain": "train",
    "title": "改签规则",
    "kind": "page",
    "options": {}
  },
  {
    "id": "train/login12306",
    "path": "/pages/train/login12306/login12306",
    "domain": "train",
    "title": "12306账号登录",
    "kind": "page",
    "options": {}
  },
  {
    "id": "train/passenger12306",
    "path": "/pages/train/passenger12306/passenger12306",
    "domain": "train",
    "title": "12306乘客",
    "kind": "page",
    "options": {}
  },
  {
    "id": "train/passengerEdit12306",
    "path": "/pages/train/passengerEdit12306/passengerEdit12306",
    "domain": "train",
    "title": "编辑12306乘客",
    "kind": "page",
    "options": {}
  },
  {
    "id": "train/phoneVerification",
    "path": "/pages/train/phoneVerification/phoneVerification",
    "domain": "train",
    "title": "手机号核验",
    "kind": "page",
    "options": {}
  },
  {
    "id": "train/agreement/index",
    "path": "/pages/train/agreement/index",
    "domain": "train",
    "title": "服务协议",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product2.0/train/login12306",
    "path": "/pages/product2.0/train/login12306",
    "domain": "train",
    "title": "12306账号登录",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product2.0/train/valid_login12306",
    "path": "/pages/product2.0/train/valid_login12306",
    "domain": "train",
    "title": "12306账号核验",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product2.0/train/faceID",
    "path": "/pages/product2.0/train/faceID",
    "domain": "train",
    "title": "人脸核验",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product2.0/train/list",
    "path": "/pages/product2.0/train/list/list",
    "domain": "train",
    "title": "车次列表",
    "kind": "page",
    "options": {
      "onReachBottomDistance": 300
    }
  },
  {
    "id": "product2.0/train/detail",
    "path": "/pages/product2.0/train/detail/detail",
    "domain": "train",
    "title": "车次详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product2.0/train/detail/detailTransfer",
    "path": "/pages/product2.0/train/detail/detailTransfer",
    "domain": "train",
    "title": "中转详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product2.0/train/writeOrder",
    "path": "/pages/product2.0/train/writeOrder/writeOrder",
    "domain": "train",
    "title": "填写订单",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product3.0/train/list",
    "path": "/pages/product3.0/train/list/list",
    "domain": "train",
    "title": "车次列表",
    "kind": "page",
    "options": {
      "onReachBottomDistance": 500
    }
  },
  {
    "id": "product3.0/train/detail",
    "path": "/pages/product3.0/train/detail/detail",
    "domain": "train",
    "title": "车次详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product3.0/train/detail/index",
    "path": "/pages/product3.0/train/detail/index",
    "domain": "train",
    "title": "车次详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product3.0/train/detail/detailTransfer",
    "path": "/pages/product3.0/train/detail/detailTransfer",
    "domain": "train",
    "title": "中转详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product3.0/train/writeOrder",
    "path": "/pages/product3.0/train/writeOrder/writeOrder",
    "domain": "train",
    "title": "填写订单",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order3.0/train/modifyDate",
    "path": "/pages/order3.0/train/modifyDate",
    "domain": "train",
    "title": "改签",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order3.0/train/modifyInfo",
    "path": "/pages/order3.0/train/modifyInfo",
    "domain": "train",
    "title": "改签信息",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order3.0/train/returnTicket/index",
    "path": "/pages/order3.0/train/returnTicket/index",
    "domain": "train",
    "title": "退票",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order3.0/train/common/selectReason",
    "path": "/pages/order3.0/train/common/selectReason",
    "domain": "train",
    "title": "选择原因",
    "kind": "page",
    "options": {}
  },
  {
    "id": "flight/index",
    "path": "/pages/flight/index/index",
    "domain": "flight",
    "title": "机票",
    "kind": "page",
    "options": {}
  },
  {
    "id": "flight/list",
    "path": "/pages/flight/list/list",
    "domain": "flight",
    "title": "航班列表",
    "kind": "page",
    "options": {}
  },
  {
    "id": "flight/destination",
    "path": "/pages/flight/destination/destination",
    "domain": "flight",
    "title": "选择城市",
    "kind": "page",
    "options": {}
  },
  {
    "id": "flight/detail",
    "path": "/pages/flight/detail/detail",
    "domain": "flight",
    "title": "选择舱位",
    "kind": "page",
    "options": {}
  },
  {
    "id": "flight/writeOrderDc",
    "path": "/pages/flight/writeOrderDc/writeOrderDc",
    "domain": "flight",
    "title": "填写订单",
    "kind": "page",
    "options": {}
  },
  {
    "id": "flight/writeOrderDc/financeOrderWrite",
    "path": "/pages/flight/writeOrderDc/financeOrderWrite",
    "domain": "flight",
    "title": "填写订单",
    "kind": "page",
    "options": {}
  },
  {
    "id": "flight/writeOrderWf",
    "path": "/pages/flight/writeOrderWf/writeOrderWf",
    "domain": "flight",
    "title": "填写订单",
    "kind": "page",
    "options": {}
  },
  {
    "id": "flight/writeOrderWf/financeOrderWrite",
    "path": "/pages/flight/writeOrderWf/financeOrderWrite",
    "domain": "flight",
    "title": "填写订单",
    "kind": "page",
    "options": {}
  },
  {
    "id": "flight/writeOrderInternational",
    "path": "/pages/flight/writeOrderInternational/writeOrderInternational",
    "domain": "flight",
    "title": "填写订单",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product2.0/flight/index",
    "path": "/pages/product2.0/flight/index/index",
    "domain": "flight",
    "title": "机票",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product2.0/flight/cityAirport",
    "path": "/pages/product2.0/flight/cityAirport/cityAirport",
    "domain": "flight",
    "title": "选择城市/机场",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product2.0/flight/list",
    "path": "/pages/product2.0/flight/list/list",
    "domain": "flight",
    "title": "航班列表",
    "kind": "page",
    "options": {
      "onReachBottomDistance": 300
    }
  },
  {
    "id": "product2.0/flight/detail",
    "path": "/pages/product2.0/flight/detail/detail",
    "domain": "flight",
    "title": "选择舱位",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product2.0/flight/writeOrder",
    "path": "/pages/product2.0/flight/writeOrder/writeOrder",
    "domain": "flight",
    "title": "填写订单",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product2.0/national_flight/list",
    "path": "/pages/product2.0/national_flight/list/list",
    "domain": "flight",
    "title": "国际航班列表",
    "kind": "page",
    "options": {
      "onReachBottomDistance": 300
    }
  },
  {
    "id": "product2.0/national_flight/list_go_back",
    "path": "/pages/product2.0/national_flight/list_go_back/list_go_back",
    "domain": "flight",
    "title": "国际往返航班",
    "kind": "page",
    "options": {
      "onReachBottomDistance": 300
    }
  },
  {
    "id": "product2.0/national_flight/detail",
    "path": "/pages/product2.0/national_flight/detail/detail",
    "domain": "flight",
    "title": "国际航班详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product3.0/flight/index",
    "path": "/pages/product3.0/flight/index/index",
    "domain": "flight",
    "title": "机票",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product3.0/flight/cityAirport",
    "path": "/pages/product3.0/flight/cityAirport/cityAirport",
    "domain": "flight",
    "title": "选择城市/机场",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product3.0/flight/list",
    "path": "/pages/product3.0/flight/list/list",
    "domain": "flight",
    "title": "航班列表",
    "kind": "page",
    "options": {
      "onReachBottomDistance": 500
    }
  },
  {
    "id": "product3.0/flight/detail",
    "path": "/pages/product3.0/flight/detail/detail",
    "domain": "flight",
    "title": "选择舱位",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product3.0/flight/writeOrder",
    "path": "/pages/product3.0/flight/writeOrder/writeOrder",
    "domain": "flight",
    "title": "填写订单",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order3.0/flight/rebook/index",
    "path": "/pages/order3.0/flight/rebook/index",
    "domain": "flight",
    "title": "改签",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order3.0/flight/rebook/modifyDate",
    "path": "/pages/order3.0/flight/rebook/modifyDate",
    "domain": "flight",
    "title": "改签日期",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order3.0/flight/rebook/modifyName",
    "path": "/pages/order3.0/flight/rebook/modifyName",
    "domain": "flight",
    "title": "修改姓名",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order3.0/flight/rebook/selectReason",
    "path": "/pages/order3.0/flight/rebook/selectReason",
    "domain": "flight",
    "title": "选择原因",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order3.0/flight/rebook/modifyList",
    "path": "/pages/order3.0/flight/rebook/modifyList",
    "domain": "flight",
    "title": "改签航班",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order3.0/flight/rebook/modifyApply",
    "path": "/pages/order3.0/flight/rebook/modifyApply",
    "domain": "flight",
    "title": "改签申请",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order3.0/flight/refund/index",
    "path": "/pages/order3.0/flight/refund/index",
    "domain": "flight",
    "title": "退票",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product2.0/lineIndex",
    "path": "/pages/product2.0/lineIndex",
    "domain": "flight",
    "title": "交通首页",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product3.0/integratedTraffic/index",
    "path": "/pages/product3.0/integratedTraffic/index",
    "domain": "flight",
    "title": "综合交通",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product3.0/overReason",
    "path": "/pages/product3.0/overReason",
    "domain": "flight",
    "title": "超标原因",
    "kind": "page",
    "options": {}
  },
  {
    "id": "components/financeWriteOrder/checkFinanceReason",
    "path": "/components/financeWriteOrder/checkFinanceReason",
    "domain": "misc",
    "title": "选择事由",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product2.0/components/order/checkFinanceReason",
    "path": "/pages/product2.0/components/order/checkFinanceReason",
    "domain": "misc",
    "title": "选择事由",
    "kind": "page",
    "options": {}
  },
  {
    "id": "components/order/checkProject",
    "path": "/components/order/checkProject",
    "domain": "misc",
    "title": "选择项目",
    "kind": "page",
    "options": {}
  },
  {
    "id": "project/addProject",
    "path": "/pages/project/addProject",
    "domain": "misc",
    "title": "新增项目",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order/index",
    "path": "/pages/order/index/index",
    "domain": "order",
    "title": "订单中心",
    "kind": "page",
    "options": {
      "enablePullDownRefresh": true
    }
  },
  {
    "id": "order/hotelOrderDetail",
    "path": "/pages/order/hotelOrderDetail/hotelOrderDetail",
    "domain": "order",
    "title": "酒店订单详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order/hotelOrderDetail/hotelConfirmation",
    "path": "/pages/order/hotelOrderDetail/hotelConfirmation",
    "domain": "order",
    "title": "酒店确认单",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order/trainOrderDetail",
    "path": "/pages/order/trainOrderDetail/trainOrderDetail",
    "domain": "order",
    "title": "火车票订单详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order/flightOrderDetail",
    "path": "/pages/order/flightOrderDetail/flightOrderDetail",
    "domain": "order",
    "title": "机票订单详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order/flightOrderDetail/flightTipDetail",
    "path": "/pages/order/flightOrderDetail/flightTipDetail",
    "domain": "order",
    "title": "温馨提示",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order/insuranceDetail",
    "path": "/pages/order/insuranceDetail/insuranceDetail",
    "domain": "order",
    "title": "保险详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order/trainInsuranceDetail",
    "path": "/pages/order/trainInsuranceDetail/trainInsuranceDetail",
    "domain": "order",
    "title": "火车票保险详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order2.0/hotel/detail",
    "path": "/pages/order2.0/hotel/detail",
    "domain": "order",
    "title": "酒店订单详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order2.0/hotel/checkInVoucher",
    "path": "/pages/order2.0/hotel/checkInVoucher",
    "domain": "order",
    "title": "入住凭证",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order2.0/hotel/approval",
    "path": "/pages/order2.0/hotel/approval",
    "domain": "order",
    "title": "酒店订单审批",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order2.0/insurance/detail",
    "path": "/pages/order2.0/insurance/detail",
    "domain": "order",
    "title": "保险详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order2.0/insurance/application",
    "path": "/pages/order2.0/insurance/application",
    "domain": "order",
    "title": "理赔申请",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order2.0/insurance/supply",
    "path": "/pages/order2.0/insurance/supply",
    "domain": "order",
    "title": "补充材料",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order2.0/insurance/process",
    "path": "/pages/order2.0/insurance/process",
    "domain": "order",
    "title": "理赔进度",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order2.0/flight/detail",
    "path": "/pages/order2.0/flight/detail",
    "domain": "order",
    "title": "机票订单详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order2.0/flight/flightChangeInform",
    "path": "/pages/order2.0/flight/flightChangeInform",
    "domain": "order",
    "title": "航变通知",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order2.0/flight/approval",
    "path": "/pages/order2.0/flight/approval",
    "domain": "order",
    "title": "机票订单审批",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order2.0/train/detail",
    "path": "/pages/order2.0/train/detail",
    "domain": "order",
    "title": "火车票订单详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order2.0/train/approval",
    "path": "/pages/order2.0/train/approval",
    "domain": "order",
    "title": "火车票订单审批",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order3.0/hotel/detail",
    "path": "/pages/order3.0/hotel/detail",
    "domain": "order",
    "title": "酒店订单详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order3.0/flight/detail",
    "path": "/pages/order3.0/flight/detail",
    "domain": "order",
    "title": "机票订单详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order3.0/train/detail",
    "path": "/pages/order3.0/train/detail",
    "domain": "order",
    "title": "火车票订单详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order3.0/car/detail",
    "path": "/pages/order3.0/car/detail",
    "domain": "order",
    "title": "用车订单详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order3.0/insurance/detail",
    "path": "/pages/order3.0/insurance/detail",
    "domain": "order",
    "title": "保险详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order3.0/hotel/cancelOrder",
    "path": "/pages/order3.0/hotel/cancelOrder",
    "domain": "order",
    "title": "取消订单",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order3.0/hotel/earlyDeparture",
    "path": "/pages/order3.0/hotel/earlyDeparture",
    "domain": "order",
    "title": "提前离店",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order3.0/common/travelInformation",
    "path": "/pages/order3.0/common/travelInformation",
    "domain": "order",
    "title": "出行信息",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order3.0/common/valueAddServices",
    "path": "/pages/order3.0/common/valueAddServices",
    "domain": "order",
    "title": "增值服务",
    "kind": "page",
    "options": {}
  },
  {
    "id": "order3.0/tripSearch",
    "path": "/pages/order3.0/tripSearch",
    "domain": "order",
    "title": "行程搜索",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my/tripApplicationList/index",
    "path": "/pages/my/tripApplicationList/index",
    "domain": "order",
    "title": "出差申请单",
    "kind": "page",
    "options": {
      "enablePullDownRefresh": true
    }
  },
  {
    "id": "approve/index",
    "path": "/pages/approve/index/index",
    "domain": "approve",
    "title": "待办审批",
    "kind": "page",
    "options": {
      "enablePullDownRefresh": true
    }
  },
  {
    "id": "approve/hotelOrderDetail",
    "path": "/pages/approve/hotelOrderDetail/hotelOrderDetail",
    "domain": "approve",
    "title": "酒店审批详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "payment/pay",
    "path": "/pages/payment/pay/pay",
    "domain": "payment",
    "title": "收银台",
    "kind": "page",
    "options": {
      "disableSwipeBack": true
    }
  },
  {
    "id": "payment/bankTransfer",
    "path": "/pages/payment/bankTransfer/bankTransfer",
    "domain": "payment",
    "title": "银行转账",
    "kind": "page",
    "options": {}
  },
  {
    "id": "payment/paySuccess",
    "path": "/pages/payment/paySuccess/paySuccess",
    "domain": "payment",
    "title": "支付成功",
    "kind": "page",
    "options": {}
  },
  {
    "id": "tripay/consumptionList",
    "path": "/pages/tripay/consumptionList",
    "domain": "payment",
    "title": "企业支付账单",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/accountBook",
    "path": "/pages/bill/accountBook",
    "domain": "bill",
    "title": "记账本",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/myLoan",
    "path": "/pages/bill/myLoan",
    "domain": "bill",
    "title": "我的借款",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/tripApply",
    "path": "/pages/bill/tripApply",
    "domain": "bill",
    "title": "出差申请",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/editCost",
    "path": "/pages/bill/editCost",
    "domain": "bill",
    "title": "编辑费用",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/invoiceIdentify",
    "path": "/pages/bill/invoiceIdentify",
    "domain": "bill",
    "title": "发票识别",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/CreateLoanApplyBill",
    "path": "/pages/bill/CreateLoanApplyBill",
    "domain": "bill",
    "title": "借款申请",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/LoanApplyBillDetail",
    "path": "/pages/bill/LoanApplyBillDetail",
    "domain": "bill",
    "title": "借款单详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/CreateReimbursementBill",
    "path": "/pages/bill/CreateReimbursementBill",
    "domain": "bill",
    "title": "新建报销单",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/ReimbursementBillDetail",
    "path": "/pages/bill/ReimbursementBillDetail",
    "domain": "bill",
    "title": "报销单详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/repaymentApplication/edit",
    "path": "/pages/bill/repaymentApplication/edit",
    "domain": "bill",
    "title": "还款申请",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/selectPriceNo",
    "path": "/pages/bill/selectPriceNo",
    "domain": "bill",
    "title": "选择批次号",
    "kind": "page",
    "options": {
      "onReachBottomDistance": 150
    }
  },
  {
    "id": "bill/detail",
    "path": "/pages/bill/detail",
    "domain": "bill",
    "title": "单据详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/accountBookImport",
    "path": "/pages/bill/accountBookImport",
    "domain": "bill",
    "title": "导入记账本",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/loanBillList",
    "path": "/pages/bill/loanBillList",
    "domain": "bill",
    "title": "借款单列表",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/billList",
    "path": "/pages/bill/billList/billList",
    "domain": "bill",
    "title": "单据列表",
    "kind": "page",
    "options": {
      "enablePullDownRefresh": true
    }
  },
  {
    "id": "bill/showCost",
    "path": "/pages/bill/showCost/showCost",
    "domain": "bill",
    "title": "编辑费用",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/PaymentBillDetail",
    "path": "/pages/bill/PaymentBillDetail",
    "domain": "bill",
    "title": "付款单详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/CorporateReimbursementBill/create",
    "path": "/pages/bill/CorporateReimbursementBill/create",
    "domain": "bill",
    "title": "对公报销",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/CorporateReimbursementBill/detail",
    "path": "/pages/bill/CorporateReimbursementBill/detail",
    "domain": "bill",
    "title": "对公报销详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/travelCity",
    "path": "/pages/bill/travelCity",
    "domain": "bill",
    "title": "选择出差城市",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/travel-subsidy/my-travel-subsidy",
    "path": "/pages/bill/travel-subsidy/my-travel-subsidy",
    "domain": "bill",
    "title": "我的出差补贴",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/travel-subsidy/detail",
    "path": "/pages/bill/travel-subsidy/detail",
    "domain": "bill",
    "title": "补贴详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/travel-subsidy/edit-cost",
    "path": "/pages/bill/travel-subsidy/edit-cost",
    "domain": "bill",
    "title": "编辑补贴费用",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/subsidy-v3/subsidy-list",
    "path": "/pages/bill/subsidy-v3/subsidy-list",
    "domain": "bill",
    "title": "补贴列表",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/subsidy-v3/journey-list",
    "path": "/pages/bill/subsidy-v3/journey-list",
    "domain": "bill",
    "title": "行程列表",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/subsidy-v3/product-list",
    "path": "/pages/bill/subsidy-v3/product-list",
    "domain": "bill",
    "title": "订单列表",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/subsidy-v3/choose-date",
    "path": "/pages/bill/subsidy-v3/choose-date",
    "domain": "bill",
    "title": "选择日期",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/subsidy-v3/subsidy-detail",
    "path": "/pages/bill/subsidy-v3/subsidy-detail",
    "domain": "bill",
    "title": "补贴详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/guangxin/createTravelBill",
    "path": "/pages/bill/guangxin/createTravelBill",
    "domain": "bill",
    "title": "新建出差单",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/guangxin/travelBillDetail",
    "path": "/pages/bill/guangxin/travelBillDetail",
    "domain": "bill",
    "title": "出差单详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/dailyApply/create",
    "path": "/pages/bill/dailyApply/create",
    "domain": "bill",
    "title": "新建日常申请",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/dailyApply/detail",
    "path": "/pages/bill/dailyApply/detail",
    "domain": "bill",
    "title": "日常申请详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/travelApply/create",
    "path": "/pages/bill/travelApply/create",
    "domain": "bill",
    "title": "新建出差申请",
    "kind": "page",
    "options": {}
  },
  {
    "id": "bill/travelApply/detail",
    "path": "/pages/bill/travelApply/detail",
    "domain": "bill",
    "title": "出差申请详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "components/bill/billCostRecord",
    "path": "/components/bill/billCostRecord",
    "domain": "bill",
    "title": "选择操作类型",
    "kind": "page",
    "options": {}
  },
  {
    "id": "components/bill/supplierList",
    "path": "/components/bill/supplierList",
    "domain": "bill",
    "title": "选择供应商",
    "kind": "page",
    "options": {}
  },
  {
    "id": "components/bill/bankList",
    "path": "/components/bill/bankList",
    "domain": "bill",
    "title": "选择银行",
    "kind": "page",
    "options": {}
  },
  {
    "id": "components/bill/bankBranchList",
    "path": "/components/bill/bankBranchList",
    "domain": "bill",
    "title": "选择支行",
    "kind": "page",
    "options": {}
  },
  {
    "id": "components/bill/collectionInfoList",
    "path": "/components/bill/collectionInfoList",
    "domain": "bill",
    "title": "收款信息",
    "kind": "page",
    "options": {}
  },
  {
    "id": "components/bill/saveCollectionInfo",
    "path": "/components/bill/saveCollectionInfo",
    "domain": "bill",
    "title": "编辑收款信息",
    "kind": "page",
    "options": {}
  },
  {
    "id": "components/bill/checkReimbursementMember",
    "path": "/components/bill/checkReimbursementMember",
    "domain": "bill",
    "title": "选择报销人",
    "kind": "page",
    "options": {}
  },
  {
    "id": "expenseControl/editCost",
    "path": "/pages/expenseControl/editCost",
    "domain": "expense",
    "title": "编辑费用",
    "kind": "page",
    "options": {}
  },
  {
    "id": "expenseControl/costList",
    "path": "/pages/expenseControl/costList",
    "domain": "expense",
    "title": "我的记账本",
    "kind": "page",
    "options": {}
  },
  {
    "id": "expenseControl/editInvoice",
    "path": "/pages/expenseControl/editInvoice",
    "domain": "expense",
    "title": "编辑发票",
    "kind": "page",
    "options": {}
  },
  {
    "id": "expenseControl/costTypeList",
    "path": "/pages/expenseControl/costTypeList",
    "domain": "expense",
    "title": "费用类型",
    "kind": "page",
    "options": {}
  },
  {
    "id": "expenseControl/CreateLoanApplyBill",
    "path": "/pages/expenseControl/CreateLoanApplyBill",
    "domain": "expense",
    "title": "借款申请",
    "kind": "page",
    "options": {}
  },
  {
    "id": "expenseControl/CreateRepayBill",
    "path": "/pages/expenseControl/CreateRepayBill/CreateRepayBill",
    "domain": "expense",
    "title": "还款申请",
    "kind": "page",
    "options": {}
  },
  {
    "id": "expenseControl/LoanApplyBillDetail",
    "path": "/pages/expenseControl/LoanApplyBillDetail",
    "domain": "expense",
    "title": "借款单详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "expenseControl/myLoan",
    "path": "/pages/expenseControl/myLoan",
    "domain": "expense",
    "title": "我的借款",
    "kind": "page",
    "options": {}
  },
  {
    "id": "expenseControl/costBillNoList",
    "path": "/pages/expenseControl/costBillNoList",
    "domain": "expense",
    "title": "选择单号",
    "kind": "page",
    "options": {}
  },
  {
    "id": "expenseControl/RePaymentBillDetail",
    "path": "/pages/expenseControl/RePaymentBillDetail",
    "domain": "expense",
    "title": "还款单详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "expenseControl/PayAccountList",
    "path": "/pages/expenseControl/PayAccountList",
    "domain": "expense",
    "title": "付款账户",
    "kind": "page",
    "options": {}
  },
  {
    "id": "expenseControl/CreateReimbursementBill",
    "path": "/pages/expenseControl/CreateReimbursementBill",
    "domain": "expense",
    "title": "新建报销单",
    "kind": "page",
    "options": {}
  },
  {
    "id": "expenseControl/accountBookImport",
    "path": "/pages/expenseControl/accountBookImport",
    "domain": "expense",
    "title": "导入记账本",
    "kind": "page",
    "options": {}
  },
  {
    "id": "expenseControl/loanBillList",
    "path": "/pages/expenseControl/loanBillList",
    "domain": "expense",
    "title": "借款单列表",
    "kind": "page",
    "options": {}
  },
  {
    "id": "expenseControl/components/collectionInfoList",
    "path": "/pages/expenseControl/components/collectionInfoList",
    "domain": "expense",
    "title": "收款信息",
    "kind": "page",
    "options": {}
  },
  {
    "id": "expenseControl/components/saveCollectionInfo",
    "path": "/pages/expenseControl/components/saveCollectionInfo",
    "domain": "expense",
    "title": "编辑收款信息",
    "kind": "page",
    "options": {}
  },
  {
    "id": "expenseControl/ReimbursementBillDetail",
    "path": "/pages/expenseControl/ReimbursementBillDetail",
    "domain": "expense",
    "title": "报销单详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "expenseControl/expenseBillList",
    "path": "/pages/expenseControl/expenseBillList",
    "domain": "expense",
    "title": "报销单列表",
    "kind": "page",
    "options": {
      "enablePullDownRefresh": true
    }
  },
  {
    "id": "expenseControl/components/projectBelong",
    "path": "/pages/expenseControl/components/projectBelong",
    "domain": "expense",
    "title": "项目归属",
    "kind": "page",
    "options": {}
  },
  {
    "id": "expenseControl/travelApplyBill",
    "path": "/pages/expenseControl/travelApplyBill",
    "domain": "expense",
    "title": "出差申请单",
    "kind": "page",
    "options": {}
  },
  {
    "id": "expenseControl/travelApplyDetail",
    "path": "/pages/expenseControl/travelApplyDetail",
    "domain": "expense",
    "title": "出差申请详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "components/applyBill",
    "path": "/components/applyBill",
    "domain": "expense",
    "title": "选择申请单",
    "kind": "page",
    "options": {}
  },
  {
    "id": "components/overStandard",
    "path": "/components/overStandard",
    "domain": "misc",
    "title": "超标说明",
    "kind": "page",
    "options": {}
  },
  {
    "id": "components/costCenter",
    "path": "/components/costCenter",
    "domain": "expense",
    "title": "成本中心",
    "kind": "page",
    "options": {}
  },
  {
    "id": "components/costCenterNew",
    "path": "/components/costCenterNew",
    "domain": "expense",
    "title": "选择成本中心",
    "kind": "page",
    "options": {
      "onReachBottomDistance": 150
    }
  },
  {
    "id": "components/sellectNationality",
    "path": "/components/sellectNationality",
    "domain": "passenger",
    "title": "选择国籍",
    "kind": "page",
    "options": {}
  },
  {
    "id": "components/costDetails",
    "path": "/components/costDetails",
    "domain": "expense",
    "title": "费用明细",
    "kind": "page",
    "options": {}
  },
  {
    "id": "components/backChangeRule",
    "path": "/components/backChangeRule",
    "domain": "misc",
    "title": "退改签规则",
    "kind": "page",
    "options": {}
  },
  {
    "id": "invoice/index",
    "path": "/pages/invoice/index",
    "domain": "invoice",
    "title": "发票",
    "kind": "page",
    "options": {}
  },
  {
    "id": "invoice/apply",
    "path": "/pages/invoice/apply",
    "domain": "invoice",
    "title": "申请开票",
    "kind": "page",
    "options": {}
  },
  {
    "id": "invoice/applyDetail",
    "path": "/pages/invoice/applyDetail",
    "domain": "invoice",
    "title": "开票申请详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "invoice/history",
    "path": "/pages/invoice/history",
    "domain": "invoice",
    "title": "开票历史",
    "kind": "page",
    "options": {}
  },
  {
    "id": "invoice/help",
    "path": "/pages/invoice/help",
    "domain": "invoice",
    "title": "开票帮助",
    "kind": "page",
    "options": {}
  },
  {
    "id": "invoice/detail",
    "path": "/pages/invoice/detail",
    "domain": "invoice",
    "title": "发票详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "invoice/containsOrder",
    "path": "/pages/invoice/containsOrder",
    "domain": "invoice",
    "title": "包含订单",
    "kind": "page",
    "options": {}
  },
  {
    "id": "invoice/title",
    "path": "/pages/invoice/title",
    "domain": "invoice",
    "title": "发票抬头",
    "kind": "page",
    "options": {}
  },
  {
    "id": "invoice/addTitle",
    "path": "/pages/invoice/addTitle",
    "domain": "invoice",
    "title": "新增抬头",
    "kind": "page",
    "options": {}
  },
  {
    "id": "invoice/address",
    "path": "/pages/invoice/address",
    "domain": "invoice",
    "title": "收件地址",
    "kind": "page",
    "options": {}
  },
  {
    "id": "invoice/addAddress",
    "path": "/pages/invoice/addAddress",
    "domain": "invoice",
    "title": "新增地址",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/invoice/index",
    "path": "/pages/my2.0/invoice/index",
    "domain": "invoice",
    "title": "发票",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/invoice/titleList",
    "path": "/pages/my2.0/invoice/titleList",
    "domain": "invoice",
    "title": "发票抬头",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/invoice/addTitle",
    "path": "/pages/my2.0/invoice/addTitle",
    "domain": "invoice",
    "title": "新增抬头",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/invoice/application",
    "path": "/pages/my2.0/invoice/application",
    "domain": "invoice",
    "title": "申请开票",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/invoice/applicationDetail",
    "path": "/pages/my2.0/invoice/applicationDetail",
    "domain": "invoice",
    "title": "开票申请详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/invoice/history",
    "path": "/pages/my2.0/invoice/history",
    "domain": "invoice",
    "title": "开票历史",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/invoice/historyDetail",
    "path": "/pages/my2.0/invoice/historyDetail",
    "domain": "invoice",
    "title": "开票历史详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/profile",
    "path": "/pages/my2.0/profile",
    "domain": "my",
    "title": "个人资料",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/integral",
    "path": "/pages/my2.0/integral",
    "domain": "my",
    "title": "积分",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/integralDetail",
    "path": "/pages/my2.0/integralDetail",
    "domain": "my",
    "title": "积分明细",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/cashbackDetail",
    "path": "/pages/my2.0/cashbackDetail",
    "domain": "my",
    "title": "返现明细",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/IntegralDescription",
    "path": "/pages/my2.0/IntegralDescription",
    "domain": "my",
    "title": "积分说明",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/interflow",
    "path": "/pages/my2.0/interflow",
    "domain": "my",
    "title": "积分互通",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/feedback/index",
    "path": "/pages/my2.0/feedback/index",
    "domain": "my",
    "title": "意见反馈",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/feedback/edit",
    "path": "/pages/my2.0/feedback/edit",
    "domain": "my",
    "title": "投诉与建议",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/feedback/detail",
    "path": "/pages/my2.0/feedback/detail",
    "domain": "my",
    "title": "反馈详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/queryStandard",
    "path": "/pages/my2.0/queryStandard",
    "domain": "my",
    "title": "我的差标",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/collection",
    "path": "/pages/my2.0/collection",
    "domain": "my",
    "title": "我的收藏",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/userInfo",
    "path": "/pages/my2.0/userInfo",
    "domain": "my",
    "title": "个人信息",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/modifyPsd",
    "path": "/pages/my2.0/modifyPsd",
    "domain": "account",
    "title": "修改密码",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/customerService",
    "path": "/pages/my2.0/customerService",
    "domain": "my",
    "title": "客服中心",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/questionList",
    "path": "/pages/my2.0/questionList",
    "domain": "my",
    "title": "常见问题",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/questionDetail",
    "path": "/pages/my2.0/questionDetail",
    "domain": "my",
    "title": "问题详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/recharge/index",
    "path": "/pages/my2.0/recharge/index",
    "domain": "my",
    "title": "充值",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/recharge/list",
    "path": "/pages/my2.0/recharge/list",
    "domain": "my",
    "title": "充值记录",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my2.0/together",
    "path": "/pages/my2.0/together",
    "domain": "my",
    "title": "一起出行",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my/coupon/index",
    "path": "/pages/my/coupon/index",
    "domain": "coupon",
    "title": "优惠券",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my/coupon/history",
    "path": "/pages/my/coupon/history",
    "domain": "coupon",
    "title": "历史优惠券",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my/coupon/detail",
    "path": "/pages/my/coupon/detail",
    "domain": "coupon",
    "title": "优惠券详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "common2.0/coupon/index",
    "path": "/pages/common2.0/coupon/index",
    "domain": "coupon",
    "title": "优惠券",
    "kind": "page",
    "options": {}
  },
  {
    "id": "common2.0/coupon/history",
    "path": "/pages/common2.0/coupon/history",
    "domain": "coupon",
    "title": "历史优惠券",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my/passenger/passengerList",
    "path": "/pages/my/passenger/passengerList",
    "domain": "passenger",
    "title": "常用旅客",
    "kind": "page",
    "options": {}
  },
  {
    "id": "common2.0/passenger/index",
    "path": "/pages/common2.0/passenger/index",
    "domain": "passenger",
    "title": "常用旅客",
    "kind": "page",
    "options": {}
  },
  {
    "id": "common2.0/selectEmployees",
    "path": "/pages/common2.0/selectEmployees",
    "domain": "passenger",
    "title": "选择员工",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my/bindAccount/bindList",
    "path": "/pages/my/bindAccount/bindList",
    "domain": "account",
    "title": "账号绑定",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my/bindAccount/bind",
    "path": "/pages/my/bindAccount/bind",
    "domain": "account",
    "title": "绑定账号",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my/bindAccount/member",
    "path": "/pages/my/bindAccount/member",
    "domain": "account",
    "title": "会员绑定",
    "kind": "page",
    "options": {}
  },
  {
    "id": "my/modifyMobileNumber/index",
    "path": "/pages/my/modifyMobileNumber/index",
    "domain": "account",
    "title": "修改手机号",
    "kind": "page",
    "options": {}
  },
  {
    "id": "loginAndRegister/register1",
    "path": "/pages/loginAndRegister/register1/register1",
    "domain": "account",
    "title": "注册",
    "kind": "page",
    "options": {}
  },
  {
    "id": "loginAndRegister/register2",
    "path": "/pages/loginAndRegister/register2/register2",
    "domain": "account",
    "title": "注册",
    "kind": "page",
    "options": {}
  },
  {
    "id": "loginAndRegister/register3",
    "path": "/pages/loginAndRegister/register3/register3",
    "domain": "account",
    "title": "注册",
    "kind": "page",
    "options": {}
  },
  {
    "id": "loginAndRegister/resetPassword1",
    "path": "/pages/loginAndRegister/resetPassword1/resetPassword1",
    "domain": "account",
    "title": "找回密码",
    "kind": "page",
    "options": {}
  },
  {
    "id": "loginAndRegister/resetPassword2",
    "path": "/pages/loginAndRegister/resetPassword2/resetPassword2",
    "domain": "account",
    "title": "找回密码",
    "kind": "page",
    "options": {}
  },
  {
    "id": "loginAndRegister/resetPassword3",
    "path": "/pages/loginAndRegister/resetPassword3/resetPassword3",
    "domain": "account",
    "title": "找回密码",
    "kind": "page",
    "options": {}
  },
  {
    "id": "loginAndRegister/wechatBind",
    "path": "/pages/loginAndRegister/wechatBind/wechatBind",
    "domain": "account",
    "title": "微信绑定",
    "kind": "page",
    "options": {}
  },
  {
    "id": "loginAndRegister/redirectPage",
    "path": "/pages/loginAndRegister/redirectPage/redirectPage",
    "domain": "account",
    "title": "页面跳转",
    "kind": "page",
    "options": {}
  },
  {
    "id": "extension/register",
    "path": "/pages/extension/register",
    "domain": "account",
    "title": "注册",
    "kind": "page",
    "options": {}
  },
  {
    "id": "extension/registerSuccess",
    "path": "/pages/extension/registerSuccess",
    "domain": "account",
    "title": "注册成功",
    "kind": "page",
    "options": {}
  },
  {
    "id": "universities/authentication",
    "path": "/pages/universities/authentication",
    "domain": "account",
    "title": "学生/教师认证",
    "kind": "page",
    "options": {}
  },
  {
    "id": "common2.0/facialVerification/form",
    "path": "/pages/common2.0/facialVerification/form",
    "domain": "account",
    "title": "人脸核验",
    "kind": "page",
    "options": {}
  },
  {
    "id": "common2.0/facialVerification/newUserForm",
    "path": "/pages/common2.0/facialVerification/newUserForm",
    "domain": "account",
    "title": "新用户信息",
    "kind": "page",
    "options": {}
  },
  {
    "id": "common2.0/facialVerification/index",
    "path": "/pages/common2.0/facialVerification/index",
    "domain": "account",
    "title": "人脸核验",
    "kind": "page",
    "options": {}
  },
  {
    "id": "common2.0/facialVerification/index2.0",
    "path": "/pages/common2.0/facialVerification/index2.0",
    "domain": "account",
    "title": "人脸核验",
    "kind": "page",
    "options": {}
  },
  {
    "id": "common2.0/facialVerification/index3.0",
    "path": "/pages/common2.0/facialVerification/index3.0",
    "domain": "account",
    "title": "人脸核验",
    "kind": "page",
    "options": {}
  },
  {
    "id": "takeOutFood/index",
    "path": "/pages/takeOutFood/index",
    "domain": "takeout",
    "title": "外卖",
    "kind": "page",
    "options": {}
  },
  {
    "id": "product3.0/takeout/index",
    "path": "/pages/product3.0/takeout/index",
    "domain": "takeout",
    "title": "外卖",
    "kind": "page",
    "options": {}
  },
  {
    "id": "scgy/record",
    "path": "/pages/scgy/record",
    "domain": "mileage",
    "title": "里程记录",
    "kind": "page",
    "options": {}
  },
  {
    "id": "scgy/detail",
    "path": "/pages/scgy/detail",
    "domain": "mileage",
    "title": "里程详情",
    "kind": "page",
    "options": {}
  },
  {
    "id": "scgy/list",
    "path": "/pages/scgy/list",
    "domain": "mileage",
    "title": "里程列表",
    "kind": "page",
    "options": {}
  },
  {
    "id": "scgy/map-container",
    "path": "/pages/scgy/map-container",
    "domain": "mileage",
    "title": "地图",
    "kind": "page",
    "options": {}
  },
  {
    "id": "components/common/list",
    "path": "/components/common/list",
    "domain": "misc",
    "title": "选择部门",
    "kind": "page",
    "options": {}
  },
  {
    "id": "components/commonWebView/index",
    "path": "/components/commonWebView/index",
    "domain": "misc",
    "title": "网页",
    "kind": "page",
    "options": {}
  }
]
