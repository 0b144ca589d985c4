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

/** NutUI's per-icon modules ship without declarations. */
declare module '@nutui/icons-react-taro/dist/es/icons/*.js' {
  import type { ComponentType, CSSProperties } from 'react'
  const Icon: ComponentType<{ size?: number | string; color?: string; className?: string; style?: CSSProperties }>
  export default Icon
}
