/**
 * Student verification (issue 24, decision D28; spec s7 student certification create {authChannel};
 * s5: only on plain web): the buyer asks for a certification, the provider (the gateway's sandbox
 * page, as for payments) decides it, middle-verify polls the result. Verified lasts a year; a
 * student-only seat plan is refused at create order (and its preview) to a buyer not verified now.
 */
import { STUDENT_CODES } from '@showtix/contract/rules'
import type { Queryable } from '../../storage'
import { notFound } from '../../http/envelope'
import { isOwnUrl } from '../../http/security'
import { newId, refuse } from '../trade/common'
import { t, type Lang } from '../trade/text'

/** D28: a verification lasts a year from the provider's decision. */
export const STUDENT_VERIFIED_MS = 365 * 24 * 60 * 60 * 1000
/** The provider channels (s7 authChannel): the sandbox stands in for the national student register. */
export const STUDENT_AUTH_CHANNELS = ['CHSI'] as const

export type StudentStatus = 'PENDING' | 'VERIFIED' | 'FAILED'

interface CertificationRow {
  id: string
  user_id: string
  auth_channel: string
  status: StudentStatus
  return_url: string | null
  created_at: number
  decided_at: number | null
  expire_at: number | null
}

/** The sandbox provider's page for a certification (served by routes/accounts/student.ts). */
export const studentSandboxPath = (id: string) => `/cyy_gatewayapi/user/pub/v3/student/sandbox/${encodeURIComponent(id)}`

/** GET student certification create: a PENDING certification and the provider page to open. */
export async function createCertification(
  db: Queryable,
  userId: string,
  authChannel: string,
  returnUrl: string | undefined,
  publicUrl: string,
  origins: ReadonlySet<string>,
  now: number,
) {
  // The provider sends the browser to returnUrl: only the shop's own site (as a payment's return URL).
  if (returnUrl !== undefined && !isOwnUrl(returnUrl, origins)) {
    throw refuse(
      STUDENT_CODES.studentReturnOffSite,
      t('认证返回地址不属于本店', '認證返回地址不屬於本店', "The return address is not on this shop's site"),
    )
  }
  if (!(STUDENT_AUTH_CHANNELS as readonly string[]).includes(authChannel)) {
    throw refuse(
      STUDENT_CODES.studentChannelUnknown,
      t('暂不支持该认证渠道', '暫不支持該認證渠道', 'This verification channel is not available'),
    )
  }
  const id = newId('SC', now)
  await db.run(
    `INSERT INTO student_certifications (id, user_id, auth_channel, status, return_url, created_at) VALUES (?, ?, ?, 'PENDING', ?, ?)`,
    [id, userId, authChannel, returnUrl ?? null, now],
  )
  return { certificationId: id, url: `${publicUrl.replace(/\/$/, '')}${studentSandboxPath(id)}` }
}

const view = (row: CertificationRow) => ({
  certificationId: row.id,
  status: row.status,
  expireAt: row.expire_at,
})

/** GET a certification (middle-verify polls it): the caller's only. */
export async function certification(db: Queryable, userId: string, id: string) {
  const row = await db.one<CertificationRow>('SELECT * FROM student_certifications WHERE id = ?', [id])
  if (!row || row.user_id !== userId) throw notFound('certification')
  return view(row)
}

/** The buyer's verification now: verified until when, or not. */
export async function studentStatus(db: Queryable, userId: string, now: number) {
  const expireAt = await db.value<number>(
    "SELECT MAX(expire_at) FROM student_certifications WHERE user_id = ? AND status = 'VERIFIED' AND expire_at > ?",
    [userId, now],
  )
  return { verified: expireAt !== undefined && expireAt !== null, expireAt: expireAt ?? null }
}

/**
 * Where the provider sends the browser back: the return URL with the certification's id added
 * (`certificationId`, what middle-verify polls); a path stays a path.
 */
export function returnWithId(returnUrl: string, id: string): string {
  const [beforeHash, hash] = returnUrl.split('#', 2) as [string, string | undefined]
  const joined = `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}certificationId=${encodeURIComponent(id)}`
  return hash === undefined ? joined : `${joined}#${hash}`
}

/** The profile's part (D28): whether the buyer is a verified student now, and until when. */
export async function studentOf(db: Queryable, userId: string, now: number) {
  const { verified, expireAt } = await studentStatus(db, userId, now)
  return { studentVerified: verified, studentExpireAt: expireAt }
}

/** The sandbox provider decides a PENDING certification once; answers where the browser goes next. */
export async function decideCertification(db: Queryable, id: string, verified: boolean, now: number) {
  const row = await db.one<CertificationRow>('SELECT * FROM student_certifications WHERE id = ?', [id])
  if (!row) throw notFound('certification')
  if (row.status === 'PENDING') {
    await db.run('UPDATE student_certifications SET status = ?, decided_at = ?, expire_at = ? WHERE id = ? AND status = ?', [
      verified ? 'VERIFIED' : 'FAILED',
      now,
      verified ? now + STUDENT_VERIFIED_MS : null,
      id,
      'PENDING',
    ])
  }
  return { returnUrl: row.return_url === null ? null : returnWithId(row.return_url, row.id) }
}

/** The sandbox page row (404 when unknown). */
export async function pendingCertification(db: Queryable, id: string) {
  return db.one<CertificationRow>('SELECT * FROM student_certifications WHERE id = ?', [id])
}

/** D28 at create order and its preview: a student-only seat plan among the lines (read with them) for verified students only. */
export async function checkStudentOnly(db: Queryable, userId: string, studentOnly: boolean, now: number): Promise<void> {
  if (!studentOnly) return
  if ((await studentStatus(db, userId, now)).verified) return
  throw refuse(
    STUDENT_CODES.studentOnly,
    t(
      '该票档仅限已认证学生购买，请先完成学生认证',
      '該票檔僅限已認證學生購買，請先完成學生認證',
      'This price is for verified students: verify your student status first',
    ),
  )
}

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)

const WORDS = {
  title: t('学生身份认证（沙箱）', '學生身份認證（沙盒）', 'Student verification (sandbox)'),
  note: t(
    '这是网关的沙箱认证页，代替学信网。',
    '這是網關的沙盒認證頁，代替學信網。',
    "The gateway's sandbox stands in for the student register.",
  ),
  verify: t('认证通过', '認證通過', 'Verify me as a student'),
  decline: t('认证不通过', '認證不通過', 'Decline'),
  done: t('已处理，请返回应用', '已處理，請返回應用', 'Done: go back to the app'),
}

/** The sandbox provider's page: two buttons posting the decision (the certification's language: `lang`). */
export function studentSandboxPage(row: CertificationRow, lang: Lang): string {
  const action = `${studentSandboxPath(row.id)}/decide?lang=${encodeURIComponent(lang)}`
  const body =
    row.status === 'PENDING'
      ? `<form method="post" action="${escape(action)}"><input type="hidden" name="verified" value="true"><button class="ok">${escape(WORDS.verify[lang])}</button></form>
<form method="post" action="${escape(action)}"><input type="hidden" name="verified" value="false"><button>${escape(WORDS.decline[lang])}</button></form>`
      : `<p>${escape(WORDS.done[lang])}</p>`
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(WORDS.title[lang])}</title><style>body{font-family:sans-serif;max-width:460px;margin:0 auto;padding:24px 16px}button{width:100%;padding:14px;margin-top:12px;border-radius:24px;border:0;font-size:16px}.ok{background:#fb5200;color:#fff}</style></head>
<body><h1>${escape(WORDS.title[lang])}</h1><p>${escape(WORDS.note[lang])}</p>${body}</body></html>`
}
