// The privilege page's words (D39: designated-user prices), registered when a component that uses them loads.
import { registerWords } from '@/i18n'
import enUS from './en-US.json'
import zhCN from './zh-CN.json'
import zhMO from './zh-MO.json'

registerWords('privilege', { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })
