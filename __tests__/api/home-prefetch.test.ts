/**
 * The HOME layout asked for at launch (runtime/early-layout -> api/home prefetchLayout): it goes
 * into the request layer's one early cache (http/early), and the home page's identical request
 * takes its answer once instead of asking again.
 */
import { fetchLayout, layoutRequest, prefetchLayout } from '@/api/home'
import { configureHttp } from '@/http'
import { createHttpConfig } from '@/http/config'
import { earlyTransport, type EarlyExchange } from '@/http/early'
import { FakePresenter, FakeProvider, FakeTransport, HOST, LOGGED_IN, ok, timeout } from '../http/fakes'

const LAYOUT = { layoutId: 'L-BL1106', title: 'home', components: [] }

function appWith(exchanges: EarlyExchange[] = []) {
  const inner = new FakeTransport().always(ok(LAYOUT))
  const provider = new FakeProvider({ ...LOGGED_IN }, [])
  configureHttp({
    config: createHttpConfig(HOST),
    transport: earlyTransport(inner, exchanges),
    provider,
    presenter: new FakePresenter([]),
  })
  return { inner, provider }
}

/** The page's load, run to its end. */
async function load(cityId: string): Promise<{ value?: unknown; error?: unknown }> {
  return fetchLayout('HOME', { cityId }).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
}

it('is the request the page sends (one description of it in api/home)', () => {
  expect(layoutRequest('HOME', { cityId: 'BL1106' })).toEqual({
    service: 'home',
    path: '/pub/v3/layouts',
    params: { page: 'HOME', cityId: 'BL1106' },
  })
})

it("asks the gateway at once, and the page's identical request takes that answer, once", async () => {
  const { inner } = appWith()
  prefetchLayout('HOME', { cityId: 'BL1106' })
  expect(inner.calls).toHaveLength(1)
  expect(inner.urls[0]).toContain('/pub/v3/layouts?')
  expect((await load('BL1106')).value).toMatchObject({ layoutId: 'L-BL1106' })
  expect(inner.calls).toHaveLength(1)
  await load('BL1106')
  expect(inner.calls).toHaveLength(2)
})

it('is not used for another city or language: the page sends its own', async () => {
  const { inner, provider } = appWith()
  prefetchLayout('HOME', { cityId: 'BL1106' })
  await load('BL1001')
  expect(inner.calls).toHaveLength(2)
  provider.current = { ...provider.current, lang: 'en-US' }
  await load('BL1106')
  expect(inner.calls).toHaveLength(3)
})

it("sends nothing more when the boot script's identical request is already waiting (one cache, not two)", async () => {
  const boot: EarlyExchange[] = []
  const { inner } = appWith(boot)
  prefetchLayout('HOME', { cityId: 'BL1106' })
  const [first] = inner.calls.splice(0)
  // The same exchange again, as if index.html had started it before the app.
  boot.length = 0
  boot.push({ url: first!.url, headers: first!.headers, answer: Promise.resolve(ok({ ...LAYOUT, layoutId: 'BOOT' })) })
  prefetchLayout('HOME', { cityId: 'BL1106' })
  expect(inner.calls).toHaveLength(0)
  expect((await load('BL1106')).value).toMatchObject({ layoutId: 'BOOT' })
})

it('a failed early request fails the load that takes it, not before', async () => {
  const { inner } = appWith()
  inner.always(timeout())
  prefetchLayout('HOME', { cityId: 'BL1106' })
  await Promise.resolve()
  inner.always(ok(LAYOUT))
  expect((await load('BL1106')).error).toMatchObject({ kind: 'timeout' })
  expect(inner.calls).toHaveLength(1)
})
