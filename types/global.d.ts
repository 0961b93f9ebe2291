/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.less'
declare module '*.scss'
declare module '*.sass'
declare module '*.styl'

declare namespace NodeJS {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges with Node's own ProcessEnv
  interface ProcessEnv {
    NODE_ENV: 'development' | 'production'
    /** build target chosen by `taro build --type` */
    TARO_ENV: 'weapp' | 'swan' | 'alipay' | 'h5' | 'rn' | 'tt' | 'qq' | 'jd' | 'harmony' | 'jdrn' | 'dd'
    TARO_APP_ID: string
  }
}
