import { HttpError, NOT_LOGGED_IN_MESSAGE } from '@/http'
import { setup } from './fakes'

const ANONYMOUS = { loggedIn: false, accessToken: undefined }

describe('a non-public gateway/buyer call without login (spec section 5)', () => {
  it.each([
    ['user', '/buyer/v3/profile'],
    ['trade', '/buyer/v1/orders/create'],
    ['gateway', '/v3/something'],
    ['buyer', '/v1/shop/mini_remind_subscribe'],
  ] as const)('is refused locally with "not logged in" and logs out: %s %s', async (service, path) => {
    const { http, transport, provider, presenter } = setup({ context: ANONYMOUS })
    const error = await http.request({ service, path, importance: 'high' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).message).toBe(NOT_LOGGED_IN_MESSAGE)
    expect(NOT_LOGGED_IN_MESSAGE).toBe('not logged in')
    expect((error as HttpError).kind).toBe('notLoggedIn')
    expect(transport.calls).toHaveLength(0)
    expect(provider.logout).toHaveBeenCalledTimes(1)
    expect(presenter.dialogs).toHaveLength(0)
  })

  it('goes out when the path is public', async () => {
    const { http, transport, provider } = setup({ context: ANONYMOUS })
    await http.request({ service: 'show', path: '/pub/v3/spus/1', importance: 'high' })
    expect(transport.calls).toHaveLength(1)
    expect(provider.logout).not.toHaveBeenCalled()
  })

  it('goes out when the user is logged in', async () => {
    const { http, transport } = setup()
    await http.request({ service: 'user', path: '/buyer/v3/profile', importance: 'high' })
    expect(transport.calls).toHaveLength(1)
  })

  it('does not apply to the customer and adapter services', async () => {
    const { http, transport, provider } = setup({ context: ANONYMOUS })
    await http.request({ service: 'customer', path: '/v1/chat', importance: 'high' })
    await http.request({ service: 'adapter', path: '/v1/x', importance: 'high' })
    expect(transport.calls).toHaveLength(2)
    expect(provider.logout).not.toHaveBeenCalled()
  })
})
