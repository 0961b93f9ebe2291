import { ResultCode } from '@api/codes'
import {
  APP, ASYNC_PAGE, BOOKING_METHOD, BRAND_PLAT_IDS, CACHE_LIMITS, CORE_PATHS, DESIGN_WIDTH, FLOATING_BUTTON, HEADER_HEIGHT,
  INACTIVITY_TIMEOUT, PAGE_PRELOAD_DELAY, PICKER, POPUP_CONFIRM_THROTTLE, PRIVATE_TRAVEL_REFERRER, PRODUCT_TYPE,
  PULL_REFRESH, REFERRER_IDS, RESULT_CODE, ROOM_PRELOAD, SEARCH_CACHE_MS, SPECIAL_PLAT_IDS, STATUS_BAR_EXTRA, TIMEOUTS,
  TOAST_DURATION, isOneOf, sameId,
} from '.'

describe('constants of the spec', () => {
  it('app identity', () => {
    expect(APP).toMatchObject({ version: '8.15.00', versionCode: 278, defaultPlatId: 1020, appName: '差旅管家', pageBackground: '#f5f5f5' })
    // One copy: the codes of types/api (the server's), which carry these four of the app's.
    expect(RESULT_CODE).toBe(ResultCode)
    expect(RESULT_CODE).toMatchObject({ success: '0000', noResult: '2000', notLoggedIn: '8000', sessionEnded: '8001' })
    expect(PRODUCT_TYPE).toEqual({ hotel: 1, flight: 5, train: 6, car: 7 })
    expect(BOOKING_METHOD.business).toBe(1)
  })

  it('timing', () => {
    expect(TIMEOUTS).toEqual({ request: 120000, connectSocket: 60000, uploadFile: 60000, downloadFile: 60000 })
    expect(ASYNC_PAGE).toEqual({ delay: 200, timeout: 60000 })
    expect(PAGE_PRELOAD_DELAY).toBe(1000)
    expect(INACTIVITY_TIMEOUT).toBe(600000)
    expect(TOAST_DURATION).toBe(2000)
    expect(SEARCH_CACHE_MS).toBe(15000)
    expect(ROOM_PRELOAD).toEqual({ cacheSeconds: 120, defaultCount: 0 })
  })

  it('cache limits', () => {
    expect(CACHE_LIMITS).toEqual({
      warnTotalBytes: 10 * 1024 * 1024,
      localLimitBytes: 5 * 1024 * 1024,
      bigValueBytes: 1024 * 1024,
      idbStoreName: 'globalData',
    })
  })

  it('layout', () => {
    expect(POPUP_CONFIRM_THROTTLE).toBe(300)
    expect(FLOATING_BUTTON).toEqual({ bottom: 120, right: 26, hiddenRight: -40, hideDelay: 2000 })
    expect(STATUS_BAR_EXTRA).toBe(30)
    expect(HEADER_HEIGHT).toBe(88)
    expect(DESIGN_WIDTH).toBe(750)
    expect(PICKER).toMatchObject({ itemHeight: 34, popoverWidth: 300, closeAnimation: 280 })
    expect(PICKER.closeAnimation).toBeGreaterThanOrEqual(260)
    expect(PICKER.closeAnimation).toBeLessThanOrEqual(300)
    expect(PULL_REFRESH).toEqual({ settleSeconds: 0.3, fallbackMs: 350 })
  })

  it('platform and referrer ids', () => {
    expect(SPECIAL_PLAT_IDS).toEqual({ directHelp: [1080, 1081, 1082], logoutToast: [1028, 1029, 1033, 1035, 1040], hotelGroup: 1004 })
    expect(BRAND_PLAT_IDS).toEqual({ gdzl: 1001, hbzhf: 1002, szth: 1003, dossen: 1004, digicoms: 1005, xzw: 1006, clgj: '' })
    expect(REFERRER_IDS).toEqual({
      haotianfenxiao: 149, meike: 151, haotian: 152, huilianyi: 154, rongxin: 157, dingdingzhishu: 158, dingdingjijian: 160,
      dingdingyifang: 162, gongzhonghao: 170, qiyedaikai: 171, fengyue: 172, yunzhijia: 173, lianlian: 203, yikuaibao: 190,
      gaotu: 205, Azgo: 219,
    })
    expect(PRIVATE_TRAVEL_REFERRER).toBe(219)
    expect(CORE_PATHS).toEqual({ login: '/pages/loginAndRegister/login/login', netError: '/components/netError' })
  })

  it('id comparison across number and string; empty never matches', () => {
    expect(sameId(1004, '1004')).toBe(true)
    expect(sameId('', '')).toBe(false)
    expect(sameId(null, 'null')).toBe(false)
    expect(isOneOf('1035', SPECIAL_PLAT_IDS.logoutToast)).toBe(true)
    expect(isOneOf(1036, SPECIAL_PLAT_IDS.logoutToast)).toBe(false)
  })
})
