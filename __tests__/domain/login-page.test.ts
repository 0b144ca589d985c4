import { chooseLoginPage } from '@/domain/login-page'
import { PAGES } from '@/routes'

describe('login page choice (spec section 2)', () => {
  it('is login_way when phone binding is supported and configured', () => {
    expect(chooseLoginPage({ phoneBindingSupported: true, phoneBindingConfigured: true, methods: ['CELLPHONE'] })).toBe(
      'loginWay',
    )
    expect(chooseLoginPage({ phoneBindingSupported: true, phoneBindingConfigured: true, methods: ['EMAIL'] })).toBe('loginWay')
  })

  it('is login_email when email is the only login method', () => {
    expect(chooseLoginPage({ phoneBindingSupported: false, phoneBindingConfigured: false, methods: ['EMAIL'] })).toBe(
      'loginEmail',
    )
    expect(chooseLoginPage({ phoneBindingSupported: true, phoneBindingConfigured: false, methods: ['EMAIL', 'EMAIL'] })).toBe(
      'loginEmail',
    )
  })

  it('is login otherwise', () => {
    expect(chooseLoginPage({ phoneBindingSupported: true, phoneBindingConfigured: false, methods: ['CELLPHONE'] })).toBe('login')
    expect(chooseLoginPage({ phoneBindingSupported: false, phoneBindingConfigured: true, methods: ['EMAIL', 'CELLPHONE'] })).toBe(
      'login',
    )
    expect(chooseLoginPage({ phoneBindingSupported: false, phoneBindingConfigured: false, methods: [] })).toBe('login')
  })

  it('names pages of the route table that an anonymous user can open', () => {
    for (const page of ['loginWay', 'loginEmail', 'login'] as const) {
      expect(PAGES[page].pkg).toBe('user')
      expect(PAGES[page].login).toBe(false)
    }
  })
})
