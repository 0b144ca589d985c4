/**
 * Seeded texts and gateway texts a buyer reads come in the request's language (spec section 5:
 * zh-CN, zh-MO in Traditional characters, en-US): venue addresses (show, group, venue, ticket),
 * banner pictures, show descriptions, the sandbox payment page, the activation e-mail, the
 * partner-login errors, and no Chinese default stored as a new user's nickname.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { DEMO_PHONE } from '../src/seed/accounts'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call, loginByPhone } from './helpers'
import { formOf, onStorage } from './trade-fixtures'

const cluster = clusterForThisFile()

const SHOW = '/cyy_gatewayapi/show'
const HOME = '/cyy_gatewayapi/home'
const USER = '/cyy_gatewayapi/user'
const TRADE = '/cyy_gatewayapi/trade'
const FULFILL = '/cyy_gatewayapi/fulfill'
const MACAU = { 'merchant-id': '10002' }
const LANGS = ['zh-CN', 'zh-MO', 'en-US'] as const
type Lang = (typeof LANGS)[number]

const HAN = /\p{Script=Han}/u
/** Characters written only in Simplified Chinese that the seeded texts use (their Traditional forms differ). */
const SIMPLIFIED_ONLY = /[区号门东马汇广连议龙艺术节这请网关订单确认账户码]/u

let app: App

/** Texts of an SVG's text elements, joined. */
const svgText = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? '').join(' ')
/** What a page shows: the HTML without tags, scripts, styles or attribute values. */
const visible = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(quot|amp|lt|gt|#39);/g, (_, name: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#39': "'" })[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()

/** One answer per language: en-US without Han characters, zh-MO without Simplified-only ones, zh-MO unlike zh-CN. */
function assertInLanguages(texts: Record<Lang, string>, what: string, differs = true) {
  assert.ok(texts['zh-CN'], `${what}: zh-CN is empty`)
  assert.ok(HAN.test(texts['zh-CN']), `${what} zh-CN: ${texts['zh-CN']}`)
  assert.doesNotMatch(texts['en-US'], HAN, `${what} in en-US`)
  assert.ok(texts['en-US'].trim(), `${what}: en-US is empty`)
  assert.doesNotMatch(texts['zh-MO'], SIMPLIFIED_ONLY, `${what} in zh-MO`)
  if (differs) assert.notEqual(texts['zh-MO'], texts['zh-CN'], `${what}: zh-MO is the zh-CN text`)
}

async function perLang(read: (lang: Lang) => Promise<string>): Promise<Record<Lang, string>> {
  const out = {} as Record<Lang, string>
  for (const lang of LANGS) out[lang] = await read(lang)
  return out
}

for (const engine of ENGINES) {
  describe(`languages on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    before(async () => {
      app = await startGatewayOn(engine, cluster)
    })
    after(async () => {
      await app?.close()
    })

    describe('seeded texts in the three languages', () => {
      it('venue addresses: a show, a show group, a venue and its list', async () => {
        const showAddress = await perLang(async (lang) => {
          const answer = await call<{ venueAddress: string }>(app, {
            url: `${SHOW}/pub/v5/show/SH1001/static?lang=${lang}`,
          })
          return answer.body.data.venueAddress
        })
        assertInLanguages(showAddress, 'SH1001 venueAddress')
        const groupAddress = await perLang(async (lang) => {
          const answer = await call<{ address: string }>(app, { url: `${SHOW}/pub/v3/show_groups/SG0001?lang=${lang}` })
          return answer.body.data.address
        })
        assertInLanguages(groupAddress, 'SG0001 address')
        const macauVenue = await perLang(async (lang) => {
          const answer = await call<{ venueAddress: string }>(app, {
            url: `${SHOW}/pub/v3/venues/VN1702?lang=${lang}`,
            headers: MACAU,
          })
          return answer.body.data.venueAddress
        })
        assert.deepEqual(macauVenue, {
          'zh-CN': '澳门新马路200号',
          'zh-MO': '澳門新馬路200號',
          'en-US': '200 Avenida de Almeida Ribeiro, Macau',
        })
        for (const lang of ['zh-MO', 'en-US'] as const) {
          const list = await call<{ venueList: Array<{ venueAddress: string }> }>(app, {
            url: `${SHOW}/pub/v3/venues?cityId=BL8201&lang=${lang}`,
            headers: MACAU,
          })
          assert.ok(list.body.data.venueList.length > 0)
          for (const venue of list.body.data.venueList) {
            assert.doesNotMatch(venue.venueAddress, lang === 'en-US' ? HAN : SIMPLIFIED_ONLY, `${lang}: ${venue.venueAddress}`)
          }
        }
      })

      it("a ticket's venue address", async () => {
        const { accessToken } = await loginByPhone(app, DEMO_PHONE)
        const addresses = await perLang(async (lang) => {
          const answer = await call<{ list: Array<{ venueAddress: string }> }>(app, {
            url: `${FULFILL}/buyer/v3/tickets/page?type=ALL&lang=${lang}`,
            token: accessToken,
          })
          assert.equal(answer.body.statusCode, 200, answer.body.comments)
          const [ticket] = answer.body.data.list
          assert.ok(ticket, 'the demo buyer has tickets')
          return ticket.venueAddress
        })
        assertInLanguages(addresses, 'ticket venueAddress')
      })

      it("a seat's area on an order or a ticket: 218区 / 218區 / Block 218", async () => {
        const { seatLabel } = await import('../src/services/trade/views')
        const seat = Object.fromEntries(
          await Promise.all(LANGS.map(async (lang) => [lang, await seatLabel(app.storage, 'VN1101', '218-3-12', lang)])),
        )
        assert.match(seat['zh-CN'] ?? '', /^218区/)
        assert.match(seat['zh-MO'] ?? '', /^218區/)
        assert.doesNotMatch(seat['zh-MO'] ?? '', SIMPLIFIED_ONLY)
        assert.match(seat['en-US'] ?? '', /Block 218/)
        assert.doesNotMatch(seat['en-US'] ?? '', HAN)
      })

      it('banner pictures: each language its own picture, with its title in that language alone', async () => {
        const layouts: Array<[string, Record<string, string>]> = [
          ['page=HOME&cityId=BL1106', {}],
          ['page=PAY_SUCCESS', {}],
          ['page=HOME&cityId=BL8201', MACAU],
        ]
        let checked = 0
        for (const [query, headers] of layouts) {
          const urls = {} as Record<Lang, string[]>
          for (const lang of LANGS) {
            const answer = await call<{ components: Array<{ componentType: string; items?: Array<{ imageUrl: string }> }> }>(
              app,
              {
                url: `${HOME}/pub/v3/layouts?${query}&lang=${lang}`,
                headers,
              },
            )
            assert.equal(answer.body.statusCode, 200, `${query}: ${answer.body.comments}`)
            urls[lang] = answer.body.data.components
              .filter((component) => component.componentType === 'BANNER')
              .flatMap((component) => (component.items ?? []).map((item) => item.imageUrl))
          }
          assert.ok(urls['zh-CN'].length > 0, `${query} has banners`)
          for (let i = 0; i < urls['zh-CN'].length; i += 1) {
            const texts = await perLang(async (lang) => {
              const url = new URL(urls[lang][i] ?? '')
              const image = await app.inject({ url: url.pathname })
              assert.equal(image.statusCode, 200, url.pathname)
              return svgText(image.body)
            })
            assertInLanguages(texts, `${query} banner ${i}`, false)
            assert.doesNotMatch(texts['zh-CN'], /[A-Za-z]{3}/, `${query} banner ${i} zh-CN has no English caption`)
            assert.doesNotMatch(texts['zh-MO'], /[A-Za-z]{3}/, `${query} banner ${i} zh-MO has no English caption`)
            checked += 1
          }
        }
        const festival = await call<{ components: Array<{ componentType: string; items?: Array<{ imageUrl: string }> }> }>(app, {
          url: `${HOME}/pub/v3/layouts?page=HOME&cityId=BL8201&lang=zh-MO`,
          headers: MACAU,
        })
        const first = festival.body.data.components.find((component) => component.componentType === 'BANNER')?.items?.[0]
        const svg = await app.inject({ url: new URL(first?.imageUrl ?? '').pathname })
        assert.match(svgText(svg.body), /澳門藝術節/)
        assert.ok(checked >= 5)
      })

      it('show descriptions: English without Chinese and with a space after each full stop; zh-MO in Traditional characters', async () => {
        const shows = (await app.storage.all(
          `SELECT id, merchant_id AS "merchantId" FROM shows WHERE status <> 'DISABLED' ORDER BY id`,
        )) as Array<{
          id: string
          merchantId: string
        }>
        assert.ok(shows.length > 50)
        for (const { id, merchantId } of shows) {
          const texts = await perLang(async (lang) => {
            const answer = await call<{ description: string }>(app, {
              url: `${SHOW}/pub/v3/show/${id}/show_descriptions?lang=${lang}`,
              headers: { 'merchant-id': merchantId },
            })
            assert.equal(answer.body.statusCode, 200, `${id}: ${answer.body.comments}`)
            return answer.body.data.description
          })
          const english = [...texts['en-US'].matchAll(/<(p|li|h3)>([\s\S]*?)<\/\1>/g)].map((match) => visible(match[2] ?? ''))
          for (const text of english) {
            assert.doesNotMatch(text, HAN, `${id}: ${text}`)
            assert.doesNotMatch(text, /[a-z0-9)][.!?:;][A-Z]/, `${id}: a sentence runs into the next: ${text}`)
          }
          assert.doesNotMatch(visible(texts['zh-MO']), SIMPLIFIED_ONLY, `${id} zh-MO`)
          assert.notEqual(texts['zh-MO'], texts['zh-CN'], id)
        }
      })
    })

    describe('gateway texts in the three languages', () => {
      it('the sandbox payment page and its outcome', async () => {
        const buyer = await onStorage.addUser(app.storage, '13722220001')
        const pages = {} as Record<Lang, string>
        const outcomes = {} as Record<Lang, string>
        for (const lang of LANGS) {
          const show = await onStorage.addShow(app.storage, { stock: 10, price: 10000 })
          const created = await call<{ unPaidTransactionIds: string[] }>(app, {
            method: 'POST',
            url: `${TRADE}/buyer/v1/orders/create?lang=${lang}`,
            token: buyer.token,
            body: { items: [{ showId: show.showId, sessionId: show.sessionId, seatPlanId: show.seatPlanId, qty: 1 }] },
          })
          assert.equal(created.body.statusCode, 200, created.body.comments)
          const paid = await call<{ normalUrl: string }>(app, {
            method: 'POST',
            url: `${TRADE}/buyer/v3/payments/pay?lang=${lang}`,
            token: buyer.token,
            body: { transactionIds: created.body.data.unPaidTransactionIds, paymentProduct: 'ALIPAY_WAP', platform: 'H5' },
          })
          assert.equal(paid.body.statusCode, 200, paid.body.comments)
          const url = new URL(paid.body.data.normalUrl)
          const page = await app.inject({ url: url.pathname + url.search })
          assert.equal(page.statusCode, 200)
          assert.match(page.body, new RegExp(`<html lang="${lang}">`))
          pages[lang] = visible(page.body)
          const form = formOf(page.body, 'pay-form')
          const after = await app.inject({
            method: 'POST',
            url: form.action,
            payload: new URLSearchParams(form.fields).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
          assert.equal(after.statusCode, 200, 'no return URL: the outcome page')
          outcomes[lang] = visible(after.body)
        }
        assertInLanguages(pages, 'sandbox page')
        assert.match(pages['en-US'], /Amount due/)
        assert.match(pages['zh-MO'], /應付金額/)
        assert.doesNotMatch(pages['zh-CN'], /Amount due|Pay within/, 'zh-CN without English')
        assertInLanguages(outcomes, 'payment outcome', false)
        assert.match(outcomes['en-US'], /Payment complete/)
      })

      it('the activation e-mail', async () => {
        const mails = await perLang(async (lang) => {
          const email = `lang.${lang.toLowerCase()}@showtix.test`
          const registered = await call(app, {
            method: 'POST',
            url: `${USER}/pub/v3/email/register?lang=${lang}`,
            body: { email, password: 'Lang!23456' },
          })
          assert.equal(registered.body.statusCode, 200, registered.body.comments)
          const outbox = await call<Array<{ subject: string; body: string; code: string }>>(app, {
            url: `/dev/outbox?recipient=${encodeURIComponent(email)}`,
          })
          const mail = outbox.body.data[0]
          assert.ok(mail, `no mail to ${email}`)
          assert.ok(mail.body.includes(mail.code), 'the code is in the mail')
          assert.match(mail.body, /activate-email\?email=/, 'the link is in the mail')
          return `${mail.subject}\n${mail.body.replace(/https?:\/\/\S+/g, '')}`
        })
        assertInLanguages(mails, 'activation mail')
      })

      it('the partner-login errors', async () => {
        const texts = await perLang(async (lang) => {
          const answer = await call(app, {
            method: 'POST',
            url: `${USER}/pub/v3/channel_oauth/oauth_and_login?lang=${lang}`,
            body: { authCode: 'cc_made_up', channelCode: 'SANDBOXBANK' },
          })
          assert.equal(answer.body.statusCode, 15013008)
          return answer.body.comments
        })
        assertInLanguages(texts, 'partner authorisation error')
        const unknown = await perLang(async (lang) => {
          const answer = await call(app, { url: `${USER}/pub/v3/channel_oauth/partners/NOBODY?lang=${lang}` })
          return answer.body.comments
        })
        assertInLanguages(unknown, 'unknown partner')
      })
    })

    describe('a new user has no stored nickname in any language', () => {
      it('a phone login keeps no nickname (the app shows its own default), and the profile can change without choosing one', async () => {
        const { accessToken } = await loginByPhone(app, '13722220002')
        for (const lang of LANGS) {
          const profile = await call<{ nickname: string }>(app, {
            url: `${USER}/buyer/v3/profile?lang=${lang}`,
            token: accessToken,
          })
          assert.equal(profile.body.statusCode, 200, profile.body.comments)
          assert.equal(profile.body.data.nickname, '', lang)
        }
        const gender = await call<{ nickname: string; gender: string }>(app, {
          method: 'PUT',
          url: `${USER}/buyer/v3/profile`,
          token: accessToken,
          body: { nickname: '', gender: 'FEMALE' },
        })
        assert.equal(gender.body.statusCode, 200, gender.body.comments)
        assert.equal(gender.body.data.gender, 'FEMALE')
        assert.equal(gender.body.data.nickname, '')
        const chosen = await call<{ nickname: string }>(app, {
          method: 'PUT',
          url: `${USER}/buyer/v3/profile`,
          token: accessToken,
          body: { nickname: 'Ana' },
        })
        assert.equal(chosen.body.data.nickname, 'Ana')
        const cleared = await call(app, {
          method: 'PUT',
          url: `${USER}/buyer/v3/profile`,
          token: accessToken,
          body: { nickname: ' ' },
        })
        assert.equal(cleared.http, 400, 'a chosen nickname cannot be emptied')
      })
    })
  })
}
