// The profile in the compiled WeChat build against the gateway: the page shows the logged-in
// user's data (nickname, gender, masked phone), and a nickname change on the nickname page is
// saved on the gateway and shown when the profile is back.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { pagePath } from '../../lib/app.mjs'
import { loginByPhone } from '../../lib/accounts.mjs'
import { launch, projectRoot } from '../lib/harness.mjs'
import { gatewayForTests, sessionStorage } from '../lib/setup.mjs'

const ZH = JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', 'profile', 'zh-CN.json'), 'utf8'))
const PHONE = '13900005555'

describe('profile in the WeChat runtime', () => {
  let gateway
  let app
  let session
  before(async () => {
    gateway = await gatewayForTests()
    session = await loginByPhone(gateway.url, PHONE)
    app = await launch({
      gatewayUrl: gateway.url,
      storage: sessionStorage(session),
    })
  })
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  const profile = async () =>
    (
      await (
        await fetch(`${gateway.url}/cyy_gatewayapi/user/buyer/v3/profile`, {
          headers: { 'access-token': session.accessToken, 'terminal-src': 'H5' },
        })
      ).json()
    ).data

  it("shows the user's data from the gateway", async () => {
    await app.reLaunch(`/${pagePath('mine')}`)
    await app.navigateTo(`/${pagePath('profile')}`)
    assert.equal(app.dataset('.page-root').page, 'profile')
    assert.equal(app.text('.account-list__row--nickname .account-list__value'), `用户${PHONE.slice(-4)}`)
    assert.equal(app.text('.account-list__row--phone .account-list__value'), `${PHONE.slice(0, 3)}****${PHONE.slice(-4)}`)
    assert.equal(app.text('.account-list__row--gender .account-list__value'), ZH.genders.UNKNOWN)
    assert.ok(app.exists('.profile-form__avatar-row'), 'the avatar row')
    app.assertNoErrors()
  })

  it('saves a nickname change and shows it back on the profile', async () => {
    await app.tap('.account-list__row--nickname')
    assert.equal(app.dataset('.page-root').page, 'nicknameEdit')
    await app.waitForQuiet() // the page loads the profile before its field shows
    await app.input('.nickname-form__input', '')
    await app.tap('.nickname-form__save')
    assert.equal(app.text('.nickname-form__error'), ZH.nicknameEdit.errors.required)
    await app.input('.nickname-form__input', '小程序里的昵称')
    await app.tap('.nickname-form__save')
    await app.waitForQuiet()
    assert.equal((await profile()).nickname, '小程序里的昵称', 'saved on the gateway')
    assert.equal(app.dataset('.page-root').page, 'profile', 'back on the profile')
    assert.equal(app.text('.account-list__row--nickname .account-list__value'), '小程序里的昵称')
    app.assertNoErrors()
  })
})
