import { shortCodeLandingPage } from '@/components/short-code-landing'

// Forwards to the home list; a poster's code (a short id) lands here and opens its page.
export default shortCodeLandingPage('home')
