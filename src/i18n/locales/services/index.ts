// The words of the services around the show (issue 26: the on-site code, ...), registered when a component that uses them loads.
import { registerWords } from '@/i18n'
import enUS from './en-US.json'
import zhCN from './zh-CN.json'
import zhMO from './zh-MO.json'

registerWords('services', { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })
