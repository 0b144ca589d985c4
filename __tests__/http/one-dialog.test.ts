import { BUSY_RETRY_INTERVAL_MS } from '@/http/busy'
import { envelope, httpStatus, ok, settle, setup, track } from './fakes'

const high = (name: string) => ({ service: 'show', path: `/pub/v3/${name}`, importance: 'high' }) as const
const CREATE_ORDER = { method: 'POST', service: 'trade', path: '/buyer/v1/orders/create', data: {} } as const

describe('one error dialog at a time (spec section 4)', () => {
  it('a second failure while a dialog is open shows nothing more', async () => {
    const { http, transport, presenter } = setup()
    transport.reply(httpStatus(500), httpStatus(500), envelope(12501099, null, { comments: 'x' }))
    const first = track(http.request(high('a')))
    const second = track(http.request(high('b')))
    const third = track(http.request(high('c')))
    await settle()
    expect(presenter.dialogs).toHaveLength(1)
    expect(first.error).toBeDefined()
    expect(second.error).toBeDefined()
    expect(third.error).toBeDefined()
  })

  it('a retry prompt held open blocks other dialogs; the blocked request fails at once', async () => {
    const { http, transport, presenter } = setup()
    transport.reply(httpStatus(469), httpStatus(469))
    const first = track(http.request(high('a')))
    const second = track(http.request(high('b')))
    await settle()
    expect(presenter.dialogs).toHaveLength(1)
    expect(first.done).toBe(false)
    expect(second.error).toMatchObject({ httpCode: 469 })
  })

  it('after the dialog closes, the next failure shows its dialog', async () => {
    const { http, transport, presenter } = setup()
    transport.reply(httpStatus(500), httpStatus(500))
    track(http.request(high('a')))
    await settle()
    presenter.lastDialog?.answer('confirm')
    await settle()
    track(http.request(high('b')))
    await settle()
    expect(presenter.dialogs).toHaveLength(2)
  })

  it('the busy dialog counts as the one dialog', async () => {
    const { http, transport, presenter } = setup()
    transport.reply(httpStatus(469), httpStatus(500), ok())
    track(http.request(CREATE_ORDER))
    await settle()
    track(http.request(high('b')))
    await settle()
    expect(presenter.busies).toHaveLength(1)
    expect(presenter.dialogs).toHaveLength(0)
    await settle(BUSY_RETRY_INTERVAL_MS)
    expect(presenter.busies[0]?.closed).toBe(true)
  })

  it('a second busy request while the busy dialog is open fails without another', async () => {
    const { http, transport, presenter } = setup()
    transport.always(httpStatus(469))
    track(http.request(CREATE_ORDER))
    const second = track(http.request(CREATE_ORDER))
    await settle()
    expect(presenter.busies).toHaveLength(1)
    expect(second.error).toMatchObject({ httpCode: 469 })
  })

  it('toasts are not dialogs: they still show', async () => {
    const { http, transport, presenter } = setup()
    transport.reply(httpStatus(500), envelope(22031001, null, { comments: 'limit' }))
    track(http.request(high('a')))
    track(http.request(high('b')))
    await settle()
    expect(presenter.dialogs).toHaveLength(1)
    expect(presenter.toasts).toHaveLength(1)
  })
})
