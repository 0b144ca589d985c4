import { redirectPage } from '@/components/not-yet'

export default redirectPage('showTicketPackageShow')
