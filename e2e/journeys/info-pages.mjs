// The information pages, written once as steps (docs/decisions/e2e-journeys.md) and driven in
// Chromium (e2e/tests/info-pages.test.mjs) and in the WeChat runtime
// (e2e/weapp/tests/info-pages.test.mjs): the login form's link opens the agreement page, which
// renders the shop's policy document from the gateway (through the rich-text sanitiser, as the
// app's own nodes) and moves to another document; an announcement renders its gateway content and
// sends its read record.
import assert from 'node:assert/strict'

/** From the login form's privacy link to the agreement page: the privacy policy, its heading and list. */
export async function agreementFromLogin(d) {
  await d.open('login')
  await d.tap('.consent-links__link--PRIVACY_POLICY')
  const { params } = await d.waitForPage('agreement')
  assert.equal(params.type, 'PRIVACY_POLICY')
  await d.see('.agreement-doc__title', { text: '星票演出隐私政策' })
  assert.equal(await d.text('.rich-content__h3'), '我们收集的信息')
  assert.match(await d.text('.agreement-doc .rich-content'), /信息加密存储，绝不出售。/)
  assert.equal(await d.count('.agreement-doc .rich-content__li'), 3, 'the list items of the document')
}

/** The agreement page moves to the user agreement: its title, its lists and the link to the full terms. */
export async function otherDocument(d) {
  await d.tap('.agreement-doc__other--USER_AGREEMENT')
  await d.see('.agreement-doc__title', { text: '星票演出用户服务协议' })
  assert.equal(await d.count('.agreement-doc .rich-content__li'), 4, 'the lists of the document')
  assert.equal(await d.text('.rich-content__a'), '官网', 'the link to the full terms')
  assert.deepEqual(d.errors(), [])
}

/**
 * announce-detail renders the gateway's announcement `id` (its title, its content) and sends its
 * read record; resolves to the gateway's answer to that record.
 */
export async function readAnnouncement(d, { id, title, content }) {
  const { params } = await d.open('announceDetail', { id })
  assert.equal(params.id, id)
  await d.see('.announcement__title', { text: title })
  assert.match(await d.text('.announcement .rich-content'), content)
  const answer = await d.answer('/announcements/read_records')
  assert.equal(answer.data.recorded, true)
  assert.deepEqual(d.errors(), [])
  return answer.data
}
