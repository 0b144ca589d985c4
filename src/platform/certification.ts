/**
 * Spec section 5, student certification (plain web only; D28): leaves this page for the provider's
 * `url` in the same window (the provider comes back to the return URL the gateway was given).
 * Rejects with the capability's UnsupportedError where the matrix says no (mini-programs, in-app
 * browsers). Apart from the Platform object, so that only student-verify's chunk carries it (not
 * the H5 first load).
 */
import { platform } from './index'
import { browserHost, type WebHost } from './web-host'

export async function openCertification(url: string, host: Pick<WebHost, 'redirect'> = browserHost()): Promise<void> {
  await platform.ensure('studentCertification')
  host.redirect(url)
}
