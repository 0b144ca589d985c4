import {
  LOGIN_BACK_STEPS,
  OPEN_ID_CACHE_MS,
  loginBackDelta,
  partnerLoginOf,
  safeBackUrl,
  sandboxSignInToken,
  validOpenId,
} from '@/domain/oauth'

describe('safeBackUrl: a landing only goes to a page of this app', () => {
  const ORIGIN = 'https://shop.example.com'
  it.each([
    ['/mine', '/mine'],
    ['/order/detail/9?tab=1#top', '/order/detail/9?tab=1#top'],
    ['  /mine ', '/mine'],
    ['https://shop.example.com/order?x=1', '/order?x=1'],
    ['HTTPS://SHOP.EXAMPLE.COM/mine', '/mine'],
    ['https://shop.example.com', '/'],
    ['https://shop.example.com?x=1', '/?x=1'],
  ])('keeps %s as %s', (raw, expected) => expect(safeBackUrl(raw, ORIGIN)).toBe(expected))

  it.each([
    ['', 'empty'],
    ['//evil.example/x', 'protocol-relative'],
    ['/\\evil.example', 'back-slash'],
    ['https://evil.example/mine', 'another site'],
    ['https://shop.example.com.evil.example/mine', 'a look-alike host'],
    ['https://shop.example.com:8443/mine', 'another port'],
    ['http://shop.example.com/mine', 'another scheme'],
    ['javascript:alert(1)', 'script'],
    ['mine', 'not a path'],
    ['/mine\n/x', 'control character'],
  ])('refuses %s (%s)', (raw) => expect(safeBackUrl(raw, ORIGIN)).toBeNull())

  it('refuses absolute addresses when the origin is unknown (mini-programs)', () => {
    expect(safeBackUrl('https://shop.example.com/mine')).toBeNull()
    expect(safeBackUrl(undefined)).toBeNull()
  })
})

describe('partnerLoginOf: the channelCode marker', () => {
  it('reads the partner and its code', () => {
    expect(partnerLoginOf({ channelCode: 'SANDBOXBANK', authCode: 'cc_abc-1' })).toEqual({
      channelCode: 'SANDBOXBANK',
      authCode: 'cc_abc-1',
    })
    expect(partnerLoginOf({ channelCode: 'CMB' })).toEqual({ channelCode: 'CMB', authCode: null })
  })
  it('ignores an address without the marker or with a malformed one', () => {
    expect(partnerLoginOf({})).toBeNull()
    expect(partnerLoginOf({ authCode: 'x' })).toBeNull()
    expect(partnerLoginOf({ channelCode: 'a' })).toBeNull()
    expect(partnerLoginOf({ channelCode: 'lower' })).toBeNull()
    expect(partnerLoginOf({ channelCode: 'A'.repeat(33) })).toBeNull()
    expect(partnerLoginOf({ channelCode: 'CMB', authCode: '<script>' })).toEqual({ channelCode: 'CMB', authCode: null })
  })
})

describe('validOpenId: kept 24 hours', () => {
  const savedAt = 1_000_000
  it('answers the id until 24 h have passed, not at 24 h', () => {
    expect(validOpenId({ openId: 'o1', savedAt }, savedAt)).toBe('o1')
    expect(validOpenId({ openId: 'o1', savedAt }, savedAt + OPEN_ID_CACHE_MS - 1)).toBe('o1')
    expect(validOpenId({ openId: 'o1', savedAt }, savedAt + OPEN_ID_CACHE_MS)).toBeNull()
  })
  it('refuses anything else', () => {
    expect(validOpenId(null, savedAt)).toBeNull()
    expect(validOpenId('o1', savedAt)).toBeNull()
    expect(validOpenId({ openId: '', savedAt }, savedAt)).toBeNull()
    expect(validOpenId({ openId: 'o1', savedAt: savedAt + 5 }, savedAt)).toBeNull()
  })
})

describe('loginBackDelta: back past the login pages, 3 on mini-programs, 2 on the web', () => {
  it('counts the login pages on top', () => {
    expect(loginBackDelta([true, false, false], false)).toBe(1)
    expect(loginBackDelta([true, true, false], false)).toBe(2)
    expect(loginBackDelta([true, true, true, false], true)).toBe(3)
  })
  it('stops at the spec’s limit', () => {
    expect(loginBackDelta([true, true, true, false], false)).toBe(LOGIN_BACK_STEPS.web)
    expect(loginBackDelta([true, true, true, true, false], true)).toBe(LOGIN_BACK_STEPS.mini)
  })
  it('goes back at least one page', () => expect(loginBackDelta([false, false], false)).toBe(1))
  it('null when nothing would be left (go home)', () => {
    expect(loginBackDelta([true], false)).toBeNull()
    expect(loginBackDelta([true, true], true)).toBeNull()
  })
})

describe('sandboxSignInToken', () => {
  const expected = { provider: 'GOOGLE', state: 's-1' }
  const message = { type: 'showtix-sandbox-signin', provider: 'GOOGLE', state: 's-1', token: 'a.b.c' }
  it('takes the token of our own request', () => expect(sandboxSignInToken(message, expected)).toBe('a.b.c'))
  it('ignores other messages, states, providers and tokens', () => {
    expect(sandboxSignInToken({ ...message, state: 's-2' }, expected)).toBeNull()
    expect(sandboxSignInToken({ ...message, provider: 'APPLE' }, expected)).toBeNull()
    expect(sandboxSignInToken({ ...message, type: 'other' }, expected)).toBeNull()
    expect(sandboxSignInToken({ ...message, token: 'abc' }, expected)).toBeNull()
    expect(sandboxSignInToken('a.b.c', expected)).toBeNull()
  })
})
