// The debug build's words (the dev events entry in settings), registered when a component that uses them loads (src/i18n/index.ts).
import { registerWords } from '@/i18n'
import enUS from './en-US.json'
import zhCN from './zh-CN.json'
import zhMO from './zh-MO.json'

registerWords('dev', { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })
