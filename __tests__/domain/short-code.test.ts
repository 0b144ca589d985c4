/** A poster's code, scanned: the short id is found however the platform hands it to the landing page (issue 22). */
import { SHORT_CODE_LANDING, shortCodeOfLaunch, shortCodeTarget } from '@/domain/short-code'

const ID = 'a1b2c3d4e5'

describe('shortCodeOfLaunch', () => {
  it('reads the web link: s=<id>', () => {
    expect(shortCodeOfLaunch({ s: ID, merchantId: '10002' })).toEqual({ id: ID, source: 'link' })
  })

  it("reads a mini-program code's scene, encoded as WeChat hands it over, or already decoded", () => {
    expect(shortCodeOfLaunch({ scene: 's%3Da1b2c3d4e5' })).toEqual({ id: ID, source: 'scene' })
    expect(shortCodeOfLaunch({ scene: `s=${ID}` })).toEqual({ id: ID, source: 'scene' })
    expect(shortCodeOfLaunch({ scene: `x=1&s=${ID}` })).toEqual({ id: ID, source: 'scene' })
  })

  it('reads a scanned link QR opened by the mini-program (q = the whole link, encoded)', () => {
    const link = `https://shop.example/pages/home/home?s=${ID}&merchantId=10002`
    expect(shortCodeOfLaunch({ q: encodeURIComponent(link) })).toEqual({ id: ID, source: 'link' })
  })

  it('ignores what is not a short id: the page forwards as usual', () => {
    expect(shortCodeOfLaunch({})).toBeUndefined()
    expect(shortCodeOfLaunch({ s: 'short' })).toBeUndefined()
    expect(shortCodeOfLaunch({ s: 'A1B2C3D4E5' })).toBeUndefined()
    expect(shortCodeOfLaunch({ scene: 'channel=abc' })).toBeUndefined()
    expect(shortCodeOfLaunch({ q: encodeURIComponent('https://shop.example/pages/home/home?x=1') })).toBeUndefined()
  })
})

describe('shortCodeTarget', () => {
  it("on the web: the landing's absolute link with the shop, which the landing reads back", () => {
    const link = shortCodeTarget(ID, { origin: 'https://shop.example', merchantId: '10002' })
    expect(link).toBe(`https://shop.example${SHORT_CODE_LANDING}?s=${ID}&merchantId=10002`)
    const query = Object.fromEntries(new URL(link).searchParams)
    expect(shortCodeOfLaunch(query)).toEqual({ id: ID, source: 'link' })
  })

  it('on a mini-program: the landing page with its scene (what a mini-program code holds), read back the same', () => {
    const path = shortCodeTarget(ID, { merchantId: '10002' })
    expect(path).toBe(`pages/home/home?scene=s%3D${ID}`)
    const query = Object.fromEntries(new URLSearchParams(path.split('?')[1]))
    expect(shortCodeOfLaunch(query)).toEqual({ id: ID, source: 'scene' })
  })
})
