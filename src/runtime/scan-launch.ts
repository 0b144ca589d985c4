/**
 * A launch from a scanned code (spec s7 L95; D5, D37): the CP_ID of the launch query (contract
 * rules `scanCodeId`) asks the gateway for the code's params (the page and its target), then where
 * that page opens on this terminal (terminal/jump), and follows it the way a banner's link is
 * followed (login first where the page needs it). Loaded lazily after the first page
 * (runtime/index.ts), its own function beside the short-code launch so both stay apart.
 */
import { scanCodeId } from '@showtix/contract/rules'
import { fetchScanCodeParam, fetchTerminalJump } from '@/api/scan-codes'
import { openLink } from '@/components/home-layout/open-link'
import { i18n } from '@/i18n'
import '@/i18n/locales/ticket'
import { platform } from '@/platform'
import { MINI_APP_TYPES } from './mini-app-type'

/** Opens the page of the launch query's scanned code; false when the query has none or it led nowhere. */
export async function openScannedCode(query: Readonly<Record<string, string>>): Promise<boolean> {
  const cpId = scanCodeId(query)
  if (!cpId) return false
  try {
    const { param } = await fetchScanCodeParam(cpId)
    const { jumpDetails } = await fetchTerminalJump({
      miniAppType: MINI_APP_TYPES[platform.platformType] ?? 'H5',
      pageName: param.pageName,
      target: param.target,
    })
    await openLink({ jumpDetails }, i18n.t('ticket.scan.failed'))
    return true
  } catch {
    // The request layer has said what went wrong (an unknown code, another shop's, no network).
    return false
  }
}
