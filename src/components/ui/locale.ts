import type { Locale } from '@/domain/launch-query'
import zhCN from '@nutui/nutui-react-taro/dist/es/locales/zh-CN'
import zhTW from '@nutui/nutui-react-taro/dist/es/locales/zh-TW'
import enUS from '@nutui/nutui-react-taro/dist/es/locales/en-US'

/** NutUI has no zh-MO: it is its zh-TW with the Macau wording where the two differ. */
const zhMO = {
  ...zhTW,
  noData: '暫無資料',
  infiniteloading: { ...zhTW.infiniteloading, loadText: '載入中' },
}

export const NUTUI_LOCALES: Record<Locale, typeof zhCN> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
