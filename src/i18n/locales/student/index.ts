// Student verification's words (student-verify, middle-verify, its entries), registered when a component that uses them loads.
import { registerWords } from '@/i18n'
import enUS from './en-US.json'
import zhCN from './zh-CN.json'
import zhMO from './zh-MO.json'

registerWords('student', { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })
