import { LOADING_MAX_VISIBLE_MS, LOADING_SHOW_DELAY_MS } from '@/http/loading'
import { after, ok, settle, setup, track } from './fakes'

const critical = { method: 'POST', service: 'trade', path: '/buyer/v1/orders/create', data: {} } as const

describe('the loading spinner (spec section 4)', () => {
  it('has the spec delays', () => {
    expect([LOADING_SHOW_DELAY_MS, LOADING_MAX_VISIBLE_MS]).toEqual([500, 5000])
  })

  it('does not show for a critical request answered within 500 ms', async () => {
    const { http, transport, presenter } = setup()
    transport.reply(after(LOADING_SHOW_DELAY_MS - 1, ok()))
    const result = track(http.request(critical))
    await settle(LOADING_SHOW_DELAY_MS - 1)
    expect(result.done).toBe(true)
    await settle(LOADING_MAX_VISIBLE_MS)
    expect(presenter.loading).toEqual([])
  })

  it('shows 500 ms after the first critical request starts and hides when it is done', async () => {
    const { http, transport, presenter } = setup()
    transport.reply(after(2000, ok()))
    track(http.request(critical))
    await settle(LOADING_SHOW_DELAY_MS - 1)
    expect(presenter.loading).toEqual([])
    await settle(1)
    expect(presenter.loading).toEqual([true])
    await settle(2000 - LOADING_SHOW_DELAY_MS)
    expect(presenter.loading).toEqual([true, false])
  })

  it('hides only when every critical request is done', async () => {
    const { http, transport, presenter } = setup()
    transport.reply(after(1000, ok()), after(3000, ok()))
    track(http.request(critical))
    await settle(200)
    track(http.request(critical))
    // Timed from the first request: shown at 500 ms, not 700.
    await settle(300)
    expect(presenter.loading).toEqual([true])
    await settle(600)
    expect(presenter.loading).toEqual([true])
    await settle(2500)
    expect(presenter.loading).toEqual([true, false])
  })

  it('clears itself after 5 s on screen even if the request is still running', async () => {
    const { http, transport, presenter } = setup()
    transport.reply(after(9000, ok()))
    const result = track(http.request(critical))
    await settle(LOADING_SHOW_DELAY_MS + LOADING_MAX_VISIBLE_MS - 1)
    expect(presenter.loading).toEqual([true])
    await settle(1)
    expect(presenter.loading).toEqual([true, false])
    await settle(9000)
    expect(result.done).toBe(true)
    expect(presenter.loading).toEqual([true, false])
  })

  it('never shows for non-critical requests', async () => {
    const { http, transport, presenter } = setup()
    transport.always(after(3000, ok()))
    track(http.request({ service: 'show', path: '/pub/v3/a', importance: 'high' }))
    track(http.request({ service: 'show', path: '/pub/v3/b' }))
    await settle(4000)
    expect(presenter.loading).toEqual([])
  })

  it('starts again for the next critical request after a quiet period', async () => {
    const { http, transport, presenter } = setup()
    transport.always(after(1000, ok()))
    track(http.request(critical))
    await settle(1000)
    track(http.request(critical))
    await settle(1000)
    expect(presenter.loading).toEqual([true, false, true, false])
  })
})
