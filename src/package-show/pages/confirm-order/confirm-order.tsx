import { redirectPage } from '@/components/not-yet'

/** The show package's copy of confirm order (spec s2): forwards to the order package's page with its parameters. */
export default redirectPage('showConfirmOrder')
