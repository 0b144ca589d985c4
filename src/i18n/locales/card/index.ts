// The privilege card pages' words (card list, detail, range, confirm), registered when a component that uses them loads.
import { registerWords } from '@/i18n'
import enUS from './en-US.json'
import zhCN from './zh-CN.json'
import zhMO from './zh-MO.json'

registerWords('card', { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })
