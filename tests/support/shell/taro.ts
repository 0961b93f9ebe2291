import Taro from '@tarojs/taro'

/** The app build initialises pxTransform from the config; component tests do it here (750 design width). */
export function initPxTransform(): void {
  Taro.initPxTransform({ designWidth: 750, deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 } })
}
