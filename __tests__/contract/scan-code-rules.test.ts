import { SCAN_CODE_PARAM, scanCodeId } from '@showtix/contract/rules'

describe('scanCodeId (the CP_ID of a launch query, spec s7 L95)', () => {
  it('reads CP_ID from the launch query', () => {
    expect(scanCodeId({ [SCAN_CODE_PARAM]: 'CP-SITE-10001', lang: 'en-US' })).toBe('CP-SITE-10001')
  })

  it("reads it from a plain QR code's scanned address (q) on a mini-program", () => {
    const q = encodeURIComponent('https://showtix.example/scan?CP_ID=CP-PARK-CP1001&from=sign')
    expect(scanCodeId({ q })).toBe('CP-PARK-CP1001')
  })

  it('gives nothing without a code, for a malformed one, or a scanned address without one', () => {
    expect(scanCodeId({})).toBeUndefined()
    expect(scanCodeId({ CP_ID: 'a b<script>' })).toBeUndefined()
    expect(scanCodeId({ CP_ID: 'ab' })).toBeUndefined()
    expect(scanCodeId({ q: encodeURIComponent('https://showtix.example/scan?x=1') })).toBeUndefined()
    expect(scanCodeId({ q: '%E0%A4%A' })).toBeUndefined()
  })
})
