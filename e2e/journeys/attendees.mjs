// Attendees, written once as steps (docs/decisions/e2e-journeys.md) and driven in Chromium
// (e2e/tests/attendees.test.mjs) and in the WeChat runtime (e2e/weapp/tests/attendees.test.mjs):
// a logged-in user with none is invited to add; the form refuses a bad ID number beside the field
// and keeps the user there; a valid one shows its birth date, and once saved the list shows it.
import assert from 'node:assert/strict'
import { feature } from '../lib/app.mjs'

const ZH = feature('attendee')
/** A valid mainland ID number (born 1990-03-07), and the same with a wrong check digit. */
export const ADULT_ID = '310101199003071230'
export const BAD_ID = '310101199003071231'

/** The list of a user with no attendees: the invitation to add. */
export async function openEmptyList(d) {
  await d.open('audience')
  await d.see('.attendee-state__title', { text: new RegExp(ZH.list.empty) })
}

/** From the list, the form: `name` with a bad ID number is refused beside the field, the user kept there. */
export async function tryBadId(d, name) {
  await d.tap('.attendee-list__add')
  await d.waitForPage('audienceModification')
  await d.fill('.attendee-form__input--name', name)
  await d.fill('.attendee-form__input--idNo', BAD_ID)
  await d.tap('.attendee-form__submit')
  await d.see('.attendee-form__error--idNo', { text: ZH.form.errors.idNumber })
  await d.waitForPage('audienceModification')
}

/** The number corrected: the message goes, the birth date read from it shows. */
export async function correctId(d) {
  await d.fill('.attendee-form__input--idNo', ADULT_ID)
  await d.gone('.attendee-form__error--idNo')
  await d.see('.attendee-form__value--birth', { text: '1990-03-07' })
}

/** Saves the form: back on the list, which shows `name` and the number masked. */
export async function saveAndSeeListed(d, name) {
  await d.tap('.attendee-form__submit')
  await d.waitForPage('audience')
  await d.see('.attendee-list__name', { text: name })
  assert.match(await d.text('.attendee-list__document'), /310\*+1230/)
  assert.deepEqual(d.errors(), [])
}
