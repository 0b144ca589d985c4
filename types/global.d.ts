/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.scss'

declare namespace NodeJS {
  interface ProcessEnv {
    /** The build target; only src/platform may read it. */
    TARO_ENV: 'weapp' | 'alipay' | 'tt' | 'xhs' | 'h5'
    TARO_APP_ID?: string
  }
}
