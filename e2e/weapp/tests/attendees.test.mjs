// Attendees in the compiled WeChat build against the gateway: a logged-in user with none sees the
// invitation to add, adds one through the form (a bad ID number first: the message beside the
// field, the name kept) and sees it listed.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { loginByPhone } from '../../lib/accounts.mjs'
import { pagePath } from '../../lib/app.mjs'
import { launch, projectRoot } from '../lib/harness.mjs'
import { gatewayForTests } from '../lib/setup.mjs'

const ZH = JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', 'attendee', 'zh-CN.json'), 'utf8'))
const PHONE = '13600008001'

describe('attendees in the WeChat runtime', () => {
  let gateway
  let app
  before(async () => {
    gateway = await gatewayForTests()
    const session = await loginByPhone(gateway.url, PHONE)
    app = await launch({
      gatewayUrl: gateway.url,
      storage: {
        bizUserId: JSON.stringify(session.userId),
        accessToken: JSON.stringify(session.accessToken),
        refreshToken: JSON.stringify(session.refreshToken),
      },
    })
  })
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  it('adds an attendee and sees it listed', async () => {
    await app.reLaunch(`/${pagePath('audience')}`)
    await app.waitForQuiet()
    assert.match(app.text('.attendee-state__title'), new RegExp(ZH.list.empty))
    await app.tap('.attendee-list__add')
    assert.equal(app.page().route, pagePath('audienceModification'))
    await app.waitForQuiet()

    await app.input('.attendee-form__input--name', '王五')
    await app.input('.attendee-form__input--idNo', '310101199003071231')
    await app.tap('.attendee-form__submit')
    assert.equal(app.text('.attendee-form__error--idNo'), ZH.form.errors.idNumber)
    assert.equal(app.page().route, pagePath('audienceModification'), 'still on the form')

    await app.input('.attendee-form__input--idNo', '310101199003071230')
    assert.ok(!app.exists('.attendee-form__error--idNo'), 'the message goes once the number changes')
    assert.equal(app.text('.attendee-form__value--birth'), '1990-03-07')
    await app.tap('.attendee-form__submit')
    await app.waitForQuiet()
    assert.deepEqual(app.routes(), [pagePath('audience')], 'back on the list')
    await app.waitForQuiet()
    assert.equal(app.text('.attendee-list__name'), '王五')
    assert.match(app.text('.attendee-list__document'), /310\*+1230/)
    app.assertNoErrors()
  })
})
