import { DOWNLOAD_BAR_DISMISS_MS, appLinks, downloadBarShown, mobileSystem, type AppDeepLink } from '@/domain/download-bar'

const NOW = Date.UTC(2026, 10, 27, 12)
const LINK: AppDeepLink = {
  android_info: { scheme: 'showtix', downloadUrl: 'https://app.example/android' },
  ios_info: { scheme: 'showtix', universalLink: 'https://app.example/open', downloadUrl: 'https://apps.apple.com/app/id1' },
}

describe('downloadBarShown', () => {
  const shown = (input: Partial<Parameters<typeof downloadBarShown>[0]>) =>
    downloadBarShown({ capable: true, hasApp: true, dismissedAt: null, now: NOW, ...input })

  it('shows on the web for a shop with an app, never where the platform has no bar or the shop no app', () => {
    expect(shown({})).toBe(true)
    expect(shown({ capable: false })).toBe(false)
    expect(shown({ hasApp: false })).toBe(false)
  })

  it('stays away for the whole dismissal after a close, and comes back at its end', () => {
    expect(shown({ dismissedAt: NOW })).toBe(false)
    expect(shown({ dismissedAt: NOW - DOWNLOAD_BAR_DISMISS_MS + 1 })).toBe(false)
    expect(shown({ dismissedAt: NOW - DOWNLOAD_BAR_DISMISS_MS })).toBe(true)
  })

  it('a close stored in the future (a clock set back) does not hide the bar for ever', () => {
    expect(shown({ dismissedAt: NOW + 60_000 })).toBe(true)
  })
})

describe('appLinks', () => {
  it('iOS opens the universal link at the page shown, else the App Store', () => {
    expect(mobileSystem('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios')
    expect(appLinks(LINK, 'ios', '/content/SH1001?merchantId=10001')).toEqual({
      open: 'https://app.example/open?path=%2Fcontent%2FSH1001%3FmerchantId%3D10001',
      store: 'https://apps.apple.com/app/id1',
    })
  })

  it("Android opens the app's scheme, else its download", () => {
    expect(mobileSystem('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android')
    expect(appLinks(LINK, 'android', 'home')).toEqual({
      open: 'showtix://open?path=%2Fhome',
      store: 'https://app.example/android',
    })
  })
})
