/**
 * The show statuses and the buyable rule both tiers apply (contract/src/rules/show-status.ts): the
 * app's buttons and the gateway's listings, show answers and order check import them, so these are
 * the tests of the one rule (server/test/purchase-rules.test.ts checks the gateway's answers
 * against it).
 */
import { BUYABLE_STATUSES, SHOW_STATUSES, isBuyableStatus, supportsSeatPicking } from '@showtix/contract/rules'

describe('show statuses (spec section 4)', () => {
  it('buyable only in PRE_SALE or ON_SALE', () => {
    expect(BUYABLE_STATUSES).toEqual(['PRE_SALE', 'ON_SALE'])
    expect(SHOW_STATUSES.filter(isBuyableStatus)).toEqual(['ON_SALE', 'PRE_SALE'])
    expect(isBuyableStatus(undefined)).toBe(false)
    expect(isBuyableStatus('on_sale')).toBe(false)
  })

  it('seat picking supported unless seatPickType is SUPPORT_NONE (or missing)', () => {
    expect(supportsSeatPicking('SUPPORT_PICK')).toBe(true)
    expect(supportsSeatPicking('SUPPORT_AREA')).toBe(true)
    expect(supportsSeatPicking('SUPPORT_NONE')).toBe(false)
    expect(supportsSeatPicking(null)).toBe(false)
  })
})
