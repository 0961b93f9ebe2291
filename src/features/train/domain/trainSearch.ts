/** 12306's pre-sale window: today and the 14 days after (the server's PRESALE_DAYS, decision 0160). */
export const PRESALE_DAYS = 14

/** Hot cities offered on the train home (each has stations in the server's rail network). */
export const TRAIN_CITIES = ['北京', '上海', '天津', '济南', '南京', '苏州', '杭州', '石家庄', '郑州', '武汉', '长沙', '广州', '深圳'] as const
