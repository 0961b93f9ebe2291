/** 12306's pre-sale window: today and the 14 days after (the server's PRESALE_DAYS, decision 0160). */
export const PRESALE_DAYS = 14
