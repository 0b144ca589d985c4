// The services around the show (issue 26), written once as steps (docs/decisions/e2e-journeys.md)
// and driven in Chromium (e2e/tests/services.test.mjs) and in the WeChat runtime
// (e2e/weapp/tests/services.test.mjs). Parking (D37), on the Macau shop: its Parking tab opens
// parking payment; a plate's fee comes from the gateway's sandbox car park (MA-12-34 entered 244
// minutes ago: 5 started hours at MOP 5) with the parking coupon taken off (MOP 20); the order
// opens on its order page with the cashier's pay button; once paid, the records list it. Open shows
// (D24): a new buyer registers for the Macau open day from its landing, gets the check-in QR from
// the entrance registration, and a full session refuses at submit.
import assert from 'node:assert/strict'
import { feature } from '../lib/app.mjs'

const PARKING = feature('parking', 'zh-MO')
export const MACAU = '10002'
/** The sandbox's stay of this plate: 244 minutes, MOP 25, MOP 5 to pay with the MOP 20 coupon. */
export const PLATE = { typed: 'ma-12-34', shown: 'MA1234', fee: 'MOP$25.00', toPay: 'MOP$5.00' }
const TRADE = '/cyy_gatewayapi/trade'

/** The gateway as the Macau shop's buyer (`d.gatewayUrl` answers the gateway's paths). */
export async function macauGateway(d, token, path, body) {
  const response = await fetch(`${d.gatewayUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'terminal-src': 'H5', 'merchant-id': MACAU, 'access-token': token },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const envelope = await response.json()
  assert.equal(envelope.statusCode, 200, `${path}: ${envelope.comments}`)
  return envelope.data
}

/** The buyer's parking coupon (seeded CT2002, MOP 20 off a parking fee). */
export const claimParkingCoupon = (d, token) =>
  macauGateway(d, token, `${TRADE}/buyer/v3/coupons/obtain`, { couponCode: 'CT2002' })

/** The Macau shop's home, then its Parking tab: parking payment with its car park. */
export async function openParkingFromTab(d) {
  await d.open('homeList', {}, { query: { merchantId: MACAU } })
  await d.tapText('.tab-bar__label', '泊車')
  await d.waitForPage('parkingPayment')
  await d.see('.parking__park--on', { text: /路氹綜藝館停車場/ })
}

/** A wrong plate is refused on its field; the plate's fee then shows with the coupon taken off. */
export async function quoteFee(d) {
  await d.fill('.parking__input', '12345')
  await d.tap('.parking__query')
  await d.see('.parking__error--plate', { text: PARKING.pay.plateInvalid })
  await d.fill('.parking__input', PLATE.typed)
  await d.tap('.parking__query')
  await d.see('.parking__fee', { text: new RegExp(PLATE.shown) })
  await d.see('.parking__fee', { text: new RegExp(PLATE.fee.replace('$', '\\$')) })
  await d.see('.parking__amount', { text: PLATE.toPay })
  // The coupon chosen: its tick on (the amount above is the fee less its MOP 20).
  await d.see('.parking__coupon', { text: /泊車費抵用券/ })
  await d.see('.parking__tick--on')
}

/** Pay: the order is placed and opens on its order page, with the cashier's pay button. */
export async function placeOrder(d) {
  await d.tap('.parking__submit')
  await d.waitForPage('orderDetail')
  await d.see('.order-detail__pay')
}

/** After paying: the parking detail says paid, and the records list the plate. */
export async function seePaidInRecords(d) {
  await d.waitForPage('parkingDetail')
  await d.see('.parking__status-title', { text: PARKING.detail.paid })
  await d.tap('.parking__records')
  await d.waitForPage('parkingRecord')
  await d.see('.parking__record', { text: new RegExp(PLATE.shown) })
}

/** The records list the plate (paid or not) and open its parking detail. */
export async function openFromRecords(d) {
  await d.open('parkingRecord', {}, { query: { merchantId: MACAU } })
  await d.tap('.parking__record')
  await d.waitForPage('parkingDetail')
  await d.see('.parking__plate', { text: PLATE.shown })
}

/** The on-site code (D5): a QR of the holder's code, saying how many tickets it finds, renewed in 60 s. */
export async function showSiteCode(d, lang = 'zh-MO') {
  const SERVICES = feature('services', lang)
  await d.open('siteCode', {}, { query: { merchantId: MACAU } })
  await d.see('.site-code__qr')
  await d.see('.site-code__count', { text: SERVICES.siteCode.noTickets })
  await d.see('.site-code__left', { text: /60|59|58/ })
}

// Open shows (D24), on the Macau shop: OS2001 (the seed's open day) has an open session OSS2001
// and a full one, OSS2002 (its one place taken by another buyer).
export const OPEN_SHOW = { showId: 'OS2001', open: 'OSS2001', full: 'OSS2002' }
const OPEN_ANSWERS = { name: '陳小明', phone: '66120099', idNo: '1234567(8)' }
const ENTRANCE_ANSWERS = { contactName: '陳太', contactPhone: '66120098' }

/** Fill the merchant's fields of an open-show form, one input each (`.open-show__input--<key>`). */
async function fillAnswers(d, answers) {
  for (const [key, value] of Object.entries(answers)) await d.fill(`.open-show__input--${key}`, value)
}

/** The landing (full screen), then the detail: the full session is marked so, the open one chosen. */
export async function openShowToDetail(d, lang = 'zh-MO') {
  const WORDS = feature('open-show', lang)
  await d.open('openShow', { showId: OPEN_SHOW.showId }, { query: { merchantId: MACAU } })
  await d.see('.open-show-landing__sheet .open-show__title')
  await d.tap('.open-show-landing__details')
  await d.waitForPage('openShowDetail')
  // Class names, not data attributes: the WeChat runtime does not render data-* into its nodes.
  await d.see('.open-show__session--full .open-show__state', { text: WORDS.detail.full })
  await d.see('.open-show__session--on .open-show__state', { text: /30|29|28/ })
}

/** Register for the open session: an empty form is refused on its fields, then confirm and submit. */
export async function registerForOpenShow(d, lang = 'zh-MO') {
  const WORDS = feature('open-show', lang)
  await d.tap('.open-show__register')
  await d.waitForPage('openShowForm')
  await d.tap('.open-show__next')
  await d.see('.open-show__error--name', { text: WORDS.form.required })
  await fillAnswers(d, OPEN_ANSWERS)
  await d.tap('.open-show__next')
  await d.waitForPage('openShowConfirm')
  await d.see('.open-show__answer--idNo .open-show__value', { text: OPEN_ANSWERS.idNo })
  await d.tap('.open-show__submit')
  await d.waitForPage('entranceRegistrationDetail')
  await d.see('.open-show__entrance')
}

/** The entrance registration gives the check-in QR. */
export async function getCheckInCode(d) {
  await d.tap('.open-show__entrance')
  await d.waitForPage('entranceRegistrationForm')
  await fillAnswers(d, ENTRANCE_ANSWERS)
  await d.tap('.open-show__submit')
  await d.waitForPage('entranceRegistrationDetail')
  await d.see('.open-show__qr')
  await d.see('.open-show__answer--contactName .open-show__value', { text: ENTRANCE_ANSWERS.contactName })
}

/** A form of the full session (a link kept from before it filled up) is refused at submit, in words that lead on. */
export async function fullSessionRefuses(d, lang = 'zh-MO') {
  const WORDS = feature('open-show', lang)
  await d.open('openShowForm', { showId: OPEN_SHOW.showId, sessionId: OPEN_SHOW.full }, { query: { merchantId: MACAU } })
  await fillAnswers(d, OPEN_ANSWERS)
  await d.tap('.open-show__next')
  await d.waitForPage('openShowConfirm')
  await d.tap('.open-show__submit')
  await d.see('.open-show__refusal .open-show__error', { text: WORDS.confirm.full })
  await d.see('.open-show__refusal-action', { text: WORDS.confirm.otherSession })
}

/** My open shows list the event; its registrations show the one with its check-in code. */
export async function seeMyRegistrations(d, lang = 'zh-MO') {
  const WORDS = feature('open-show', lang)
  await d.open('openShowList', {}, { query: { merchantId: MACAU } })
  await d.tap('.open-show__item')
  await d.waitForPage('registrationList')
  await d.see('.open-show__item .open-show__state', { text: WORDS.registrations.checkInReady })
}

// Reservations (D26) and votes (D25), on the Macau shop: a guided tour's first open slot reserved
// (free) and its code shown, then cancelled from the records; the topic's vote cast once, its
// results shown, and a second vote the same day refused in the gateway's words.

/** The Macau shop's tour (seeded RI2001) and vote (VT2001, one a day, in topic TP2001). */
export const RESERVE = { item: /路氹綜藝館導覽|Cotai Arena guided tour/, topicId: 'TP2001', voteId: 'VT2001' }

/** Reservations: the tour, its first open slot, the form (attendee and phone), the code. */
export async function reserveSlot(d, lang = 'zh-MO') {
  const WORDS = feature('reserve', lang)
  await d.open('reserveIndex', {}, { query: { merchantId: MACAU } })
  await d.see('.reserve__item', { text: RESERVE.item })
  await d.tap('.reserve__item')
  await d.waitForPage('reserveDetail')
  await d.tap('.reserve__slot--open')
  await d.see('.reserve__free', { text: WORDS.detail.free })
  await d.tap('.reserve__submit')
  await d.waitForPage('reserveOrder')
  await d.tap('.reserve__submit')
  await d.see('.reserve__error--attendee', { text: WORDS.order.attendeeRequired })
  await d.fill('.reserve__input--attendee', 'Chan Tai Man')
  await d.fill('.reserve__input--phone', '28123456')
  await d.tap('.reserve__submit')
  await d.see('.reserve__code', { text: /^\d{8}$/ })
  await d.see('.reserve__state', { text: WORDS.order.booked })
}

/** From the code to the records, which list it as booked. */
export async function seeBookedInRecords(d, lang = 'zh-MO') {
  const WORDS = feature('reserve', lang)
  await d.tap('.reserve__records')
  await d.waitForPage('reserveRecord')
  await d.see('.reserve__record', { text: new RegExp(WORDS.order.booked) })
}

/** Cancelled from the records after confirming: the record says so and offers cancel no more. */
export async function cancelFromRecords(d, lang = 'zh-MO') {
  const WORDS = feature('reserve', lang)
  await d.tap('.reserve__record .reserve__cancel')
  await d.tap('.reserve-cancel__confirm')
  await d.see('.reserve__record', { text: new RegExp(WORDS.order.cancelled) })
  await d.gone('.reserve__record .reserve__cancel')
}

/** The buyer's newest reservation cancelled at the gateway (where the dialog cannot be tapped), then the records again. */
export async function cancelAtGatewayThenRecords(d, token, lang = 'zh-MO') {
  const WORDS = feature('reserve', lang)
  const { list } = await macauGateway(d, token, `${TRADE}/buyer/v1/reserve/reservations`)
  await macauGateway(d, token, `${TRADE}/buyer/v1/reserve/reservations/${list[0].reservationId}/cancel`, {})
  await d.open('reserveRecord', {}, { query: { merchantId: MACAU } })
  await d.see('.reserve__record', { text: new RegExp(WORDS.order.cancelled) })
}

/** Votes: the topic lists its vote; one vote shows the results; a second that day is refused. */
export async function voteOnce(d, lang = 'zh-MO') {
  const TOPIC = feature('topic', lang)
  await d.open('topicActivity', { topicId: RESERVE.topicId }, { query: { merchantId: MACAU } })
  await d.tap('.topic-votes .topic__row')
  await d.waitForPage('voteDetail')
  await d.see('.vote__status', { text: TOPIC.vote.left.replace('{{count}}', '1') })
  await d.see('.vote__total', { text: TOPIC.vote.hidden })
  await d.tap('.vote__cast')
  await d.see('.vote__status', { text: TOPIC.vote.noneLeft })
  await d.see('.vote__percent')
  await d.see('.vote__mine', { text: TOPIC.vote.mine })
  // Back later the same day (a new page: a tap within 1.5 s of the last would count once, D31).
  await d.open('voteDetail', { id: RESERVE.voteId }, { query: { merchantId: MACAU } })
  await d.see('.vote__status', { text: TOPIC.vote.noneLeft })
  await d.tap('.vote__cast')
  await d.see('.vote__refused', { text: /今天已經投過票了|come back tomorrow/ })
}
