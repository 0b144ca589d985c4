// Delivery addresses in the compiled WeChat build against the gateway: a logged-in user opens the
// empty list, adds an address (recipient, phone, province / city / district through the cascader,
// each level fetched from the gateway, and the detail), saves it and sees it listed as the default.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { loginByPhone } from '../../lib/accounts.mjs'
import { pagePath } from '../../lib/app.mjs'
import { launch, projectRoot } from '../lib/harness.mjs'
import { gatewayForTests } from '../lib/setup.mjs'

const ZH = JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', 'address', 'zh-CN.json'), 'utf8'))

describe('delivery addresses in the WeChat runtime', () => {
  let gateway
  let app
  let session
  before(async () => {
    gateway = await gatewayForTests()
    session = await loginByPhone(gateway.url, '13600004321')
    app = await launch({
      gatewayUrl: gateway.url,
      storage: {
        bizUserId: JSON.stringify(session.userId),
        accessToken: JSON.stringify(session.accessToken),
        refreshToken: JSON.stringify(session.refreshToken),
      },
    })
  })
  afterEach(() => app?.assertNoErrors())
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  /** Taps the cascader option whose text is `name` (each level comes from the gateway). */
  async function tapOption(name) {
    await app.waitForQuiet()
    const index = app.$$('.nut-cascader-item').findIndex((item) => item.textContent.trim() === name)
    assert.ok(index >= 0, `the picker offers ${name}: ${app.$$('.nut-cascader-item').map((item) => item.textContent.trim())}`)
    await app.tap('.nut-cascader-item', index)
    await app.waitForQuiet()
  }

  it('adds an address through the area picker and sees it listed', async () => {
    await app.reLaunch(`/${pagePath('address')}`)
    await app.waitForQuiet()
    assert.equal(app.dataset('.page-root').page, 'address')
    assert.match(app.text('.address-list'), new RegExp(ZH.list.empty))

    await app.tap('.address-list__add')
    await app.waitForQuiet()
    assert.equal(app.dataset('.page-root').page, 'addressModification')
    await app.input('.address-form__recipient', '张三')
    await app.input('.address-form__cellphone', '13912340000')
    await app.tap('.address-form__area')
    await tapOption('上海市')
    await tapOption('上海')
    await tapOption('徐汇区')
    assert.equal(app.text('.address-form__area-value'), '上海市 徐汇区')
    await app.input('.address-form__detail', '漕溪北路八')
    await app.tap('.address-form__save')
    await app.waitForQuiet()
    assert.match(app.text('.address-form__error--detail'), /6 个汉字/, 'the short detail is refused on its field')
    assert.equal(app.dataset('.page-root').page, 'addressModification', 'still on the form')

    await app.input('.address-form__detail', '漕溪北路88号圣爱大厦')
    await app.tap('.address-form__save')
    await app.waitForQuiet()
    assert.equal(app.dataset('.page-root').page, 'address', 'back on the list')
    const card = app.text('.address-card')
    assert.match(card, /张三/)
    assert.match(card, /上海市徐汇区漕溪北路88号圣爱大厦/)
    assert.match(card, new RegExp(ZH.list.default))
  })
})
