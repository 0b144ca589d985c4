import { pageConfig } from '@/routes-config'

export default definePageConfig(pageConfig('openShow'))
