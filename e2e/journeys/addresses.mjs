// Delivery addresses, written once as steps (docs/decisions/e2e-journeys.md) and driven in
// Chromium (e2e/tests/addresses.test.mjs) and in the WeChat runtime
// (e2e/weapp/tests/addresses.test.mjs): the empty list invites to add; the form takes a
// recipient, a phone and an area through the cascader (each level from the gateway); a detail too
// short is refused on its field, the user kept on the form; a long enough one is saved, and the
// list shows it, the first address as the default.
import assert from 'node:assert/strict'
import { feature } from '../lib/app.mjs'

const ZH = feature('address')
/** The detail rule's numbers, as the messages say them. */
export const LIMITS = { units: 12, wide: 6 }
const say = (text, values) => text.replace(/\{\{(\w+)\}\}/g, (_, key) => String(values[key]))

/** The list of a user with no address: the invitation to add. */
export async function openEmptyList(d) {
  await d.open('address')
  await d.see('.address-list__add')
  await d.see('.address-list', { text: new RegExp(ZH.list.empty) })
}

/** From the list, the form: the recipient and phone typed. */
export async function startAddress(d, { recipient, cellphone }) {
  await d.tap('.address-list__add')
  await d.waitForPage('addressModification')
  await d.see('.address-form__save')
  await d.fill('.address-form__recipient', recipient)
  await d.fill('.address-form__cellphone', cellphone)
}

/**
 * Province, city, district through the cascader; the form then `shows` the area. `beforeLast`
 * runs before the district is tapped (a screenshot of the last level).
 */
export async function pickArea(d, [province, city, district], { shows, beforeLast } = {}) {
  await d.tap('.address-form__area')
  for (const name of [province, city, district]) {
    if (name === district) await beforeLast?.()
    await d.tapText('.nut-cascader-item', name)
  }
  await d.see('.address-form__area-value', { text: shows })
}

/** A detail of 5 Chinese characters: refused on the detail field, still on the form. */
export async function refuseShortDetail(d, detail = '漕溪北路八') {
  await d.fill('.address-form__detail', detail)
  await d.tap('.address-form__save')
  const message = await d.see('.address-form__error--detail', { text: say(ZH.errors.detail.tooShort, LIMITS) })
  assert.match(message, /6 个汉字/, 'the short detail is refused on its field')
  await d.waitForPage('addressModification')
}

/** A long enough detail: the message goes, saved, back on the list with the address as the default. */
export async function saveAndSeeListed(d, { recipient, detail, full }) {
  await d.fill('.address-form__detail', detail)
  await d.gone('.address-form__error')
  await d.tap('.address-form__save')
  await d.waitForPage('address')
  const card = await d.see('.address-card:not(.address-card--skeleton)', { text: new RegExp(recipient) })
  assert.match(card, new RegExp(full))
  assert.match(card, new RegExp(ZH.list.default))
}
