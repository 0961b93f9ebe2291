// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
export const pages: string[] = [
  "pages/entry/index",
  "components/netError",
  "pages/dingding/no_permission",
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
  "components/costCenter",
  "components/costCenterNew",
  "pages/common2.0/selectEmployees",
  "pages/expenseControl/travelApplyBill",
  "pages/expenseControl/travelApplyDetail",
  "pages/index2.0/index",
  "pages/index2.0/start",
  "pages/index3.0/introduction",
  "pages/order3.0/train/detail",
  "pages/order3.0/train/modifyDate",
  "pages/order3.0/tripSearch",
  "pages/product3.0/overReason"
]

export const subPackages: { root: string; pages: string[] }[] = [
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
    "root": "pages/bill",
    "pages": [
      "travelApply/create",
      "travelApply/detail",
      "tripApply"
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
      "projectBelong"
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
    "root": "pages/index3.0/offenUsed",
    "pages": [
      "index"
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
      "edit"
    ]
  },
  {
    "root": "pages/order",
    "pages": [
      "hotelOrderDetail/hotelConfirmation",
      "hotelOrderDetail/hotelOrderDetail",
      "index/index",
      "trainOrderDetail/trainOrderDetail"
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
    "root": "pages/order2.0/train",
    "pages": [
      "detail"
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
    "root": "pages/product2.0/train",
    "pages": [
      "detail/detail",
      "detail/detailTransfer",
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
    "root": "pages/train",
    "pages": [
      "departure/departure",
      "detail/detail",
      "index/index",
      "list/list",
      "modifyList/changerule",
      "writeOrder/writeOrder"
    ]
  }
]
