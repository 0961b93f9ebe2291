export type IntroSection = { key: string; title: string; text: string }

/** What the app does, product by product; the brand's app name is woven in. */
export function introduction(appName: string): { headline: string; sections: IntroSection[] } {
  return {
    headline: `${appName}：企业差旅一站式管理`,
    sections: [
      { key: 'flight', title: '机票', text: '国内、国际航班实时查询与预订，按企业差旅标准自动校验舱位与价格，支持改签、退票。' },
      { key: 'train', title: '火车票', text: '全国铁路车次查询与在线购票，支持抢票、中转、改签与退票，可绑定12306账号。' },
      { key: 'hotel', title: '酒店', text: '国内及海外酒店协议价预订，按城市差旅标准展示可订房型，企业统一结算免垫付。' },
      { key: 'car', title: '用车', text: '出差用车、临时用车与上下班用车，实时叫车与预约用车，行程费用自动归集。' },
      { key: 'takeout', title: '外卖', text: '出差期间工作餐在线点餐，按餐标管控，企业统一支付。' },
      { key: 'approval', title: '审批', text: '出差申请与超标审批随时处理，审批进度实时可查，待办数量一目了然。' },
      { key: 'expense', title: '报销与费用', text: '日常、差旅、借款、还款与对公报销全流程在线化，发票识别与记账本帮助快速报销。' },
      { key: 'service', title: '出行管家', text: '7×24小时在线客服与服务热线，预订、订单、价格问题一键求助。' },
    ],
  }
}
