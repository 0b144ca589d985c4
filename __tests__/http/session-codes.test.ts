import { HttpError, HTTP_MESSAGES } from '@/http'
import { envelope, ok, settle, setup, track } from './fakes'

const PROFILE = { service: 'user', path: '/buyer/v3/profile', importance: 'high' } as const

describe('15012010 token expired: refresh once and retry (spec section 8)', () => {
  it('refreshes through the provider and repeats the request with the new token', async () => {
    const { http, transport, provider } = setup()
    provider.refreshToken.mockImplementation(async () => {
      provider.current = { ...provider.current, accessToken: 'token-2' }
      return true
    })
    transport.reply(envelope(15012010), ok({ name: 'Li' }))
    await expect(http.request(PROFILE)).resolves.toEqual({ name: 'Li' })
    expect(provider.refreshToken).toHaveBeenCalledTimes(1)
    expect(transport.calls.map((call) => call.headers['access-token'])).toEqual(['token-1', 'token-2'])
    expect(provider.logout).not.toHaveBeenCalled()
  })

  it('refreshes only once: expired again means logout', async () => {
    const { http, transport, provider } = setup()
    transport.reply(envelope(15012010), envelope(15012010))
    await expect(http.request(PROFILE)).rejects.toMatchObject({ statusCode: 15012010 })
    expect(provider.refreshToken).toHaveBeenCalledTimes(1)
    expect(transport.calls).toHaveLength(2)
    expect(provider.logout).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['resolves false', async () => false],
    ['throws', async () => Promise.reject(new Error('refresh failed'))],
  ])('logs out without a retry when the refresh %s', async (_case, refresh) => {
    const { http, transport, provider } = setup()
    provider.refreshToken.mockImplementation(refresh)
    transport.reply(envelope(15012010))
    await expect(http.request(PROFILE)).rejects.toMatchObject({ statusCode: 15012010 })
    expect(transport.calls).toHaveLength(1)
    expect(provider.logout).toHaveBeenCalledTimes(1)
  })

  it('requests that expire together share one refresh', async () => {
    const { http, transport, provider } = setup()
    let finish: (ok: boolean) => void = () => {}
    provider.refreshToken.mockImplementation(() => new Promise<boolean>((resolve) => (finish = resolve)))
    transport.reply(envelope(15012010), envelope(15012010), ok(1), ok(2))
    const first = http.request(PROFILE)
    const second = http.request(PROFILE)
    await settle()
    finish(true)
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2])
    expect(provider.refreshToken).toHaveBeenCalledTimes(1)
  })
})

describe('logout codes (spec section 8)', () => {
  it.each([15012007, 15012002, 15012008, 10002008])('%s logs out, with no dialog', async (code) => {
    const { http, transport, provider, presenter } = setup()
    transport.reply(envelope(code, null, { comments: 'session over' }))
    await expect(http.request(PROFILE)).rejects.toMatchObject({ statusCode: code, kind: 'business' })
    expect(provider.logout).toHaveBeenCalledTimes(1)
    expect(presenter.dialogs).toHaveLength(0)
    expect(presenter.toasts).toHaveLength(0)
  })

  it('a request that went out with a token a refresh has since replaced goes again instead of logging out', async () => {
    const { http, transport, provider } = setup()
    let finish: (ok: boolean) => void = () => {}
    provider.refreshToken.mockImplementation(
      () =>
        new Promise<boolean>((resolve) => {
          finish = (done) => {
            provider.current = { ...provider.current, accessToken: 'token-2' }
            resolve(done)
          }
        }),
    )
    // The profile expires (15012010) and refreshes; meanwhile another call with the old token is
    // answered "not logged in" by a gateway that already rotated it.
    transport.reply(envelope(15012010), envelope(15012007), ok('again'), ok('again'))
    const profile = http.request(PROFILE)
    await settle()
    const other = http.request({ service: 'user', path: '/buyer/v3/risk/fingerprint', method: 'POST', silent: true })
    await settle(5) // past the 1 ms a medium request waits
    expect(transport.calls).toHaveLength(2)
    finish(true)
    await expect(Promise.all([profile, other])).resolves.toEqual(['again', 'again'])
    expect(provider.logout).not.toHaveBeenCalled()
    expect(transport.calls.map((call) => call.headers['access-token'])).toEqual(['token-1', 'token-1', 'token-2', 'token-2'])
  })

  it('"not logged in" to the current token still logs out', async () => {
    const { http, transport, provider } = setup()
    transport.reply(envelope(15012007))
    await expect(http.request(PROFILE)).rejects.toMatchObject({ statusCode: 15012007 })
    expect(transport.calls).toHaveLength(1)
    expect(provider.logout).toHaveBeenCalledTimes(1)
  })

  it('a silent call still logs out', async () => {
    const { http, transport, provider } = setup()
    transport.reply(envelope(15012002))
    await expect(http.request({ ...PROFILE, silent: true })).rejects.toBeInstanceOf(HttpError)
    expect(provider.logout).toHaveBeenCalledTimes(1)
  })
})

describe('15012009 logged in on another device', () => {
  it("alerts 'login invalid, please log in again', then logs out", async () => {
    const { http, transport, presenter, log } = setup()
    transport.reply(envelope(15012009, null, { comments: 'login other device' }))
    await expect(http.request(PROFILE)).rejects.toMatchObject({ statusCode: 15012009 })
    expect(presenter.lastDialog?.request).toEqual({ mode: 'alert', title: { key: HTTP_MESSAGES.loginInvalid } })
    expect(log).toEqual(['dialog:alert', 'logout'])
  })
})

describe('22046007 / 22046008: the language popup', () => {
  it.each([22046007, 22046008])('%s opens it with the gateway comments', async (code) => {
    const { http, transport, presenter } = setup()
    transport.reply(envelope(code, null, { comments: 'This language needs e-mail login' }))
    await expect(http.request(PROFILE)).rejects.toMatchObject({ statusCode: code })
    expect(presenter.languagePopups.map((popup) => popup.message)).toEqual([{ text: 'This language needs e-mail login' }])
  })

  it('switch language opens the language page; log in again logs out and opens login', async () => {
    const { http, transport, presenter, provider } = setup()
    transport.reply(envelope(22046007), envelope(22046008))
    await expect(http.request(PROFILE)).rejects.toBeInstanceOf(HttpError)
    expect(presenter.languagePopups[0]?.message).toEqual({ key: HTTP_MESSAGES.languageMismatch })
    presenter.languagePopups[0]?.answer('switchLanguage')
    await settle()
    expect(presenter.navigations).toEqual([{ to: 'language' }])
    await expect(http.request(PROFILE)).rejects.toBeInstanceOf(HttpError)
    presenter.languagePopups[1]?.answer('relogin')
    await settle()
    expect(provider.logout).toHaveBeenCalledTimes(1)
    expect(presenter.navigations).toEqual([{ to: 'language' }, { to: 'login' }])
  })
})

describe('RE030326003101: the shop-state page when the shop is not open', () => {
  it.each([['CLOSED'], [undefined]])('shop status %s: opens the shop-state page', async (shopStatus) => {
    const { http, transport, presenter } = setup({ context: { shopStatus } })
    transport.reply(envelope('RE030326003101', null, { comments: 'shop closed' }))
    await expect(http.request(PROFILE)).rejects.toMatchObject({ statusCode: 'RE030326003101' })
    expect(presenter.navigations).toEqual([{ to: 'shopState' }])
    expect(presenter.toasts).toHaveLength(0)
  })

  it('shop OPEN: an ordinary failure (toast), no shop-state page', async () => {
    const { http, transport, presenter } = setup({ context: { shopStatus: 'OPEN' } })
    transport.reply(envelope('RE030326003101', null, { comments: 'not available' }))
    await expect(http.request(PROFILE)).rejects.toBeInstanceOf(HttpError)
    expect(presenter.navigations).toEqual([])
    expect(presenter.toasts.map((toast) => toast.message)).toEqual([{ text: 'not available' }])
  })
})

describe('RE110028217778 / RE110028217763: back to booking', () => {
  it.each(['RE110028217778', 'RE110028217763'])('%s: a dialog, then back to booking with back mode 11', async (code) => {
    const { http, transport, presenter } = setup()
    transport.reply(envelope(code, null, { comments: 'Seats changed, choose again', actText: 'Choose again' }))
    const result = track(http.request({ method: 'POST', service: 'trade', path: '/buyer/v1/orders/create', data: {} }))
    await settle()
    expect(result.error).toMatchObject({ statusCode: code })
    expect(presenter.lastDialog?.request).toEqual({
      mode: 'booking',
      title: { text: 'Seats changed, choose again' },
      actionText: 'Choose again',
    })
    presenter.lastDialog?.answer('confirm')
    await settle()
    expect(presenter.navigations).toEqual([{ to: 'booking', backMode: 11 }])
  })
})
