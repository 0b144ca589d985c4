// The status view's words (src/components/status-view), registered when it loads (src/i18n/index.ts).
import { registerWords } from '@/i18n'
import enUS from './en-US.json'
import zhCN from './zh-CN.json'
import zhMO from './zh-MO.json'

registerWords('status', { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })
