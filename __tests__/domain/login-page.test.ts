import { chooseLoginPage, phoneLoginOffered } from '@/domain/login-page'
import { loginMethodFor, loginMethods, type ShopConfig } from '@/domain/shop-config'
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

  it('is login_email for an e-mail shop on a mini-program even with quick login on (s5: its pre-login asks for the e-mail)', () => {
    const mini = { phoneBindingSupported: true, phoneBindingConfigured: true, emailPreLoginSupported: true }
    expect(chooseLoginPage({ ...mini, methods: ['EMAIL'] })).toBe('loginEmail')
    expect(chooseLoginPage({ ...mini, methods: ['EMAIL', 'CELLPHONE'], languageMethod: 'EMAIL' })).toBe('loginEmail')
    // A phone language of the same shop keeps the phone button.
    expect(chooseLoginPage({ ...mini, methods: ['EMAIL', 'CELLPHONE'], languageMethod: 'CELLPHONE' })).toBe('loginWay')
  })

  it('is login otherwise', () => {
    expect(chooseLoginPage({ phoneBindingSupported: true, phoneBindingConfigured: false, methods: ['CELLPHONE'] })).toBe('login')
    expect(chooseLoginPage({ phoneBindingSupported: false, phoneBindingConfigured: true, methods: ['EMAIL', 'CELLPHONE'] })).toBe(
      'login',
    )
    expect(chooseLoginPage({ phoneBindingSupported: false, phoneBindingConfigured: false, methods: [] })).toBe('login')
  })

  it('follows the language in use: its loginMethod in supportLanguages', () => {
    const mixed = { phoneBindingSupported: false, phoneBindingConfigured: false, methods: ['EMAIL', 'CELLPHONE'] as const }
    expect(chooseLoginPage({ ...mixed, languageMethod: 'EMAIL' })).toBe('loginEmail')
    expect(chooseLoginPage({ ...mixed, languageMethod: 'CELLPHONE' })).toBe('login')
    // Phone binding still comes first.
    expect(
      chooseLoginPage({ ...mixed, phoneBindingSupported: true, phoneBindingConfigured: true, languageMethod: 'EMAIL' }),
    ).toBe('loginWay')
  })

  it('the Macau shop (every language by e-mail) logs in by e-mail, in either of its languages', () => {
    const macau = {
      supportLanguages: [
        { langTag: 'zh-MO', langName: '繁體中文', loginMethod: 'EMAIL' },
        { langTag: 'en-US', langName: 'English', loginMethod: 'EMAIL' },
      ],
    } as unknown as ShopConfig
    for (const locale of ['zh-MO', 'en-US'] as const) {
      expect(
        chooseLoginPage({
          phoneBindingSupported: false,
          phoneBindingConfigured: false,
          methods: loginMethods(macau),
          languageMethod: loginMethodFor(macau, locale),
        }),
      ).toBe('loginEmail')
    }
    expect(phoneLoginOffered(loginMethods(macau))).toBe(false)
  })

  it('/login offers the phone login unless no language of the shop logs in by phone', () => {
    expect(phoneLoginOffered(['CELLPHONE'])).toBe(true)
    expect(phoneLoginOffered(['EMAIL', 'CELLPHONE'])).toBe(true)
    expect(phoneLoginOffered([])).toBe(true)
    expect(phoneLoginOffered(['EMAIL'])).toBe(false)
  })

  it('names pages of the route table that an anonymous user can open', () => {
    for (const page of ['loginWay', 'loginEmail', 'login'] as const) {
      expect(PAGES[page].pkg).toBe('user')
      expect(PAGES[page].login).toBe(false)
    }
  })
})
