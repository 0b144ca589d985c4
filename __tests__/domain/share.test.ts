/** What a mini-program share carries (issue 22): the page's own, else the home page; nothing when forbidden. */
import { SHARE_HOME_PATH, shareMessage, withMerchant } from '@/domain/share'

const shop = {
  merchantId: '10002',
  shopName: 'Macau shop',
  shareDescription: 'Shows in Macau',
  sharePosterUrl: 'https://cdn/share.svg',
}

describe('shareMessage', () => {
  it("shares the page's own title, path (with the shop) and image", () => {
    expect(shareMessage({ title: 'Jazz night', path: '/p/show?showId=1', imageUrl: 'https://cdn/p.jpg' }, shop)).toEqual({
      title: 'Jazz night',
      path: '/p/show?showId=1&merchantId=10002',
      imageUrl: 'https://cdn/p.jpg',
    })
  })

  it("a page without its own shares the home page with the shop's words and poster", () => {
    expect(shareMessage(undefined, shop)).toEqual({
      title: 'Shows in Macau',
      path: `${SHARE_HOME_PATH}?merchantId=10002`,
      imageUrl: 'https://cdn/share.svg',
    })
  })

  it('nothing for a shop with forbidShare, or a page that must not be shared (a sensitive show)', () => {
    expect(shareMessage({ title: 'x', path: '/p' }, { ...shop, forbidShare: true })).toBeUndefined()
    expect(shareMessage(undefined, { ...shop, forbidShare: true })).toBeUndefined()
    expect(shareMessage(null, shop)).toBeUndefined()
  })

  it('falls back to the shop name, and to no image', () => {
    expect(shareMessage(undefined, { merchantId: '1', shopName: 'S' })).toEqual({
      title: 'S',
      path: `${SHARE_HOME_PATH}?merchantId=1`,
    })
  })
})

describe('withMerchant', () => {
  it('keeps a merchantId the path has', () => {
    expect(withMerchant('/a?merchantId=9', '1')).toBe('/a?merchantId=9')
    expect(withMerchant('/a', '')).toBe('/a')
  })
})
