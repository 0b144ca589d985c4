import { notYetPage } from '@/components/not-yet'

export default notYetPage('couponSelfList')
