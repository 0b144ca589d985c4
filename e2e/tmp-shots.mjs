import { loginByPhone } from './lib/accounts.mjs'
import { PHONE, baseUrl, launch, settle, stopOwnServer } from './lib/browser.mjs'
import { screenshot } from './lib/screenshot.mjs'
const which = process.argv.slice(2)
const base = await baseUrl()
const demo = await loginByPhone(base, '13800138000')
const shots = [
  { name: 'holder-anon-en-US-light.png', url: '/ticket?lang=en-US&theme=light', session: false, page: 'ticketHolder', wait: '.ticket-holder__login' },
  { name: 'holder-anon-zh-MO-dark.png', url: '/ticket?lang=zh-MO&theme=dark&merchantId=10002', session: false, page: 'ticketHolder', wait: '.ticket-holder__login' },
  { name: 'holder-en-US-light.png', url: '/ticket?lang=en-US&theme=light', session: demo, page: 'ticketHolder', wait: '.ticket-group' },
  { name: 'holder-zh-MO-dark.png', url: '/ticket?lang=zh-MO&theme=dark&merchantId=10002', session: demo, page: 'ticketHolder', wait: '.ticket-group' },
  { name: 'history-en-US-light.png', url: '/package-ticket/pages/history-ticket/history-ticket?lang=en-US&theme=light', session: demo, page: 'historyTicket', wait: '.ticket-group' },
  { name: 'history-zh-MO-dark.png', url: '/package-ticket/pages/history-ticket/history-ticket?lang=zh-MO&theme=dark&merchantId=10002', session: demo, page: 'historyTicket', wait: '.ticket-group' },
]
for (const shot of shots.filter((s) => which.length === 0 || which.some((w) => s.name.includes(w)))) {
  const b = await launch(PHONE, { loggedIn: shot.session })
  try {
    await b.page.goto(base + shot.url)
    await settle(b.page, (s) => s.root.name === shot.page)
    await b.page.locator(shot.wait).first().waitFor({ timeout: 15000 })
    if (shot.detail) {
      await b.page.locator('.ticket-group__ticket').first().click()
      await b.page.locator(shot.detail).first().waitFor({ timeout: 15000 })
    }
    await screenshot(b.page, shot.name, shot.full ? { fullPage: true } : {})
    console.log('ok', shot.name, b.errors)
  } catch (e) { console.log('FAIL', shot.name, e.message, b.errors) } finally { await b.close() }
}
await stopOwnServer()
