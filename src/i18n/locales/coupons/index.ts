// The coupon pages' words (issue 25), registered when a coupon component loads (src/i18n/index.ts).
import { registerWords } from '@/i18n'
import enUS from './en-US.json'
import zhCN from './zh-CN.json'
import zhMO from './zh-MO.json'

registerWords('coupons', { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })
