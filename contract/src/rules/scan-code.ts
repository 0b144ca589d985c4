/**
 * Scanned codes (spec s7 L95 "scan-code params by CP_ID"; D5, D37): the CP_ID a code printed at a
 * venue, a car park or a box office carries, as both tiers read it (the gateway's path pattern, the
 * app's launch handling: runtime/scan-launch.ts).
 */

/** The query parameter a scanned code's link carries (H5 address, mini-program launch query). */
export const SCAN_CODE_PARAM = 'CP_ID'
/** A CP_ID: letters, digits, '-' and '_', 4 to 40 of them. */
export const SCAN_CODE_ID_PATTERN = '^[A-Za-z0-9_-]{4,40}$'
/** A mini-program opened by a plain QR code gets the code's address, encoded, as `q`. */
const SCANNED_ADDRESS_PARAM = 'q'

const valid = (id: string | undefined) => (id && new RegExp(SCAN_CODE_ID_PATTERN).test(id) ? id : undefined)

/**
 * The CP_ID of a launch query: `CP_ID` itself (H5 address, a mini-program code's query), else the
 * one in the scanned address of `q`; undefined when none is there or it is malformed.
 */
export function scanCodeId(query: Readonly<Record<string, string | undefined>>): string | undefined {
  const direct = query[SCAN_CODE_PARAM]
  if (direct !== undefined) return valid(direct.trim())
  const scanned = query[SCANNED_ADDRESS_PARAM]
  if (!scanned) return undefined
  let address = scanned
  try {
    address = decodeURIComponent(scanned)
  } catch {
    return undefined
  }
  const search = address.includes('?') ? address.slice(address.indexOf('?') + 1).split('#')[0] : ''
  for (const pair of (search ?? '').split('&')) {
    const [key, value = ''] = pair.split('=')
    if (key === SCAN_CODE_PARAM) return valid(value.trim())
  }
  return undefined
}
