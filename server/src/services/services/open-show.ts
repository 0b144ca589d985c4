/**
 * Open shows (issue 26, decision D24; docs/decisions/services.md): a free event of a merchant that
 * needs registration. Its sessions have a capacity; the merchant's fields are checked with the
 * contract's rule (`openShowAnswerErrors`); one registration per buyer per session; registration
 * closes when the session starts; an event may need the account's e-mail authorised (spec s8).
 * The entrance registration (check-in details) can be given until the session ends and yields the
 * check-in code `STXO1.{registrationId}.{mac}` (HMAC of the gateway's signing secret), drawn as a QR.
 */
import { cleanOpenShowAnswers, openShowAnswerErrors, openShowPlacesLeft, type OpenShowFieldRule } from '@showtix/contract/rules'
import type { OpenShowEntranceBody, OpenShowRegisterBody, OpenShowRegistrationsQuery } from '@showtix/contract'
import type { Queryable, Storage } from '../../storage'
import { notFound } from '../../http/envelope'
import type { Shop } from '../catalogue/shops'
import { pick, pickJson, type I18n, type Lang } from '../catalogue/i18n'
import { json, newId, refuse, sign } from '../trade/common'
import { byLang, t } from '../trade/text'

export const OPEN_SHOW_CODES = {
  /** Every place of the session is taken. */
  full: 22063101,
  /** The buyer has a registration for this session already (one per buyer per session). */
  alreadyRegistered: 22063102,
  /** The event needs the account's e-mail authorised (spec s8). */
  emailNotAuthorised: 22063103,
  /** An answer is missing or malformed: `data` lists `{key, problem}`. */
  answersInvalid: 22063104,
  /** The session has started: registration is closed. */
  registrationClosed: 22063105,
  /** The session has ended: no entrance registration any more. */
  entranceClosed: 22063106,
} as const

const CHECK_IN_PREFIX = 'STXO1'
const CHECK_IN_MAC_LENGTH = 16

interface OpenShowRow {
  id: string
  merchant_id: string
  venue_id: string | null
  title: string
  summary: string
  description: string
  poster_url: string
  email_required: number
  fields: string
  entrance_fields: string
}

interface SessionRow {
  id: string
  open_show_id: string
  name: string
  starts_at: number
  ends_at: number
  capacity: number
}

interface RegistrationRow {
  id: string
  session_id: string
  open_show_id: string
  user_id: string
  answers: string
  created_at: number
  entrance_answers: string | null
  entered_at: number | null
}

interface FieldRow extends OpenShowFieldRule {
  label: I18n
  options?: { value: string; label: I18n }[]
}

/** The lock of a session's places: one registration of it at a time. */
const sessionKey = (sessionId: string) => `open-show-session:${sessionId}`

const fieldsOf = (text: string): FieldRow[] => json<FieldRow[]>(text, [])

const fieldView = (field: FieldRow, lang: Lang) => ({
  key: field.key,
  type: field.type,
  label: pick(field.label, lang),
  required: field.required,
  ...(field.options
    ? { options: field.options.map((option) => ({ value: option.value, label: pick(option.label, lang) })) }
    : {}),
})

async function venueOf(db: Queryable, venueId: string | null, lang: Lang) {
  if (!venueId) return { name: '', address: '' }
  const row = await db.one<{ name: string; name_tw: string; name_en: string; address: string }>(
    'SELECT name, name_tw, name_en, address FROM venues WHERE id = ?',
    [venueId],
  )
  return row ? { name: byLang(lang, row.name, row.name_tw, row.name_en), address: row.address } : { name: '', address: '' }
}

const takenOf = async (db: Queryable, sessionId: string) =>
  Number((await db.value<number>('SELECT COUNT(*) FROM open_show_registrations WHERE session_id = ?', [sessionId])) ?? 0)

async function showRow(db: Queryable, shop: Shop, showId: string): Promise<OpenShowRow> {
  const row = await db.one<OpenShowRow>('SELECT * FROM open_shows WHERE id = ? AND merchant_id = ?', [showId, shop.merchantId])
  if (!row) throw notFound(`open show ${showId}`)
  return row
}

/** GET open_shows/:showId: the event, its sessions with places left, its forms' fields. */
export async function openShowOf(db: Queryable, shop: Shop, showId: string, lang: Lang, now: number) {
  const row = await showRow(db, shop, showId)
  const venue = await venueOf(db, row.venue_id, lang)
  const sessions = await db.all<SessionRow>('SELECT * FROM open_show_sessions WHERE open_show_id = ? ORDER BY starts_at, id', [
    row.id,
  ])
  const sessionViews = []
  for (const session of sessions) {
    sessionViews.push({
      sessionId: session.id,
      name: pickJson(session.name, lang),
      startsAt: Number(session.starts_at),
      endsAt: Number(session.ends_at),
      capacity: session.capacity,
      placesLeft: openShowPlacesLeft(session.capacity, await takenOf(db, session.id)),
      open: now < Number(session.starts_at),
    })
  }
  return {
    showId: row.id,
    title: pickJson(row.title, lang),
    summary: pickJson(row.summary, lang),
    description: pickJson(row.description, lang),
    posterUrl: row.poster_url,
    venueName: venue.name,
    venueAddress: venue.address,
    emailRequired: row.email_required === 1,
    sessions: sessionViews,
    fields: fieldsOf(row.fields).map((field) => fieldView(field, lang)),
    entranceFields: fieldsOf(row.entrance_fields).map((field) => fieldView(field, lang)),
  }
}

function checkAnswers(fields: FieldRow[], answers: Record<string, string>) {
  const errors = openShowAnswerErrors(fields, answers)
  if (errors.length)
    throw refuse(
      OPEN_SHOW_CODES.answersInvalid,
      t('请检查报名信息后重试', '請檢查報名資料後重試', 'Check the highlighted details and try again'),
      errors,
    )
  return cleanOpenShowAnswers(fields, answers)
}

/** POST open_shows/:showId/registrations: a place of the session, or a refusal saying why. */
export async function registerOpenShow(
  storage: Storage,
  userId: string,
  shop: Shop,
  showId: string,
  body: OpenShowRegisterBody,
  lang: Lang,
  now: number,
) {
  const id = await storage.withTransaction(async (tx) => {
    await tx.lock([sessionKey(body.sessionId)])
    const show = await showRow(tx, shop, showId)
    const session = await tx.one<SessionRow>('SELECT * FROM open_show_sessions WHERE id = ? AND open_show_id = ?', [
      body.sessionId,
      show.id,
    ])
    if (!session) throw notFound(`open show session ${body.sessionId}`)
    if (now >= Number(session.starts_at))
      throw refuse(
        OPEN_SHOW_CODES.registrationClosed,
        t('该场次已开始，报名已截止', '該場次已開始，報名已截止', 'This session has started: registration is closed'),
      )
    if (show.email_required === 1) {
      const verified = await tx.value<number>('SELECT email_verified FROM users WHERE id = ?', [userId])
      if (Number(verified) !== 1)
        throw refuse(
          OPEN_SHOW_CODES.emailNotAuthorised,
          t('报名失败，需要授权邮箱', '報名失敗，需要授權郵箱', 'Registration failed, authorisation is needed for the email'),
        )
    }
    const answers = checkAnswers(fieldsOf(show.fields), body.answers)
    const mine = await tx.one<{ id: string }>('SELECT id FROM open_show_registrations WHERE session_id = ? AND user_id = ?', [
      session.id,
      userId,
    ])
    if (mine)
      throw refuse(
        OPEN_SHOW_CODES.alreadyRegistered,
        t('你已报名该场次', '你已報名該場次', 'You have registered for this session already'),
        { registrationId: mine.id },
      )
    if (openShowPlacesLeft(session.capacity, await takenOf(tx, session.id)) === 0)
      throw refuse(
        OPEN_SHOW_CODES.full,
        t('该场次名额已满，请选择其他场次', '該場次名額已滿，請選擇其他場次', 'This session is full: choose another session'),
      )
    const registrationId = newId('R', now)
    await tx.run(
      `INSERT INTO open_show_registrations (id, session_id, open_show_id, user_id, answers, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      [registrationId, session.id, show.id, userId, JSON.stringify(answers), now],
    )
    return registrationId
  })
  return registrationOf(storage, userId, id, lang, now)
}

async function checkInCode(db: Queryable, registrationId: string) {
  const mac = (await sign(db, `${CHECK_IN_PREFIX}.${registrationId}`)).slice(0, CHECK_IN_MAC_LENGTH)
  return `${CHECK_IN_PREFIX}.${registrationId}.${mac}`
}

const answerViews = (fields: FieldRow[], answers: Record<string, string>, lang: Lang) =>
  fields
    .filter((field) => answers[field.key] !== undefined)
    .map((field) => {
      const value = answers[field.key] as string
      const option = field.options?.find((item) => item.value === value)
      return { key: field.key, label: pick(field.label, lang), value: option ? pick(option.label, lang) : value }
    })

async function registrationView(db: Queryable, row: RegistrationRow, lang: Lang, now: number) {
  const show = (await db.one<OpenShowRow>('SELECT * FROM open_shows WHERE id = ?', [row.open_show_id])) as OpenShowRow
  const session = (await db.one<SessionRow>('SELECT * FROM open_show_sessions WHERE id = ?', [row.session_id])) as SessionRow
  const entrance = row.entrance_answers === null ? null : json<Record<string, string>>(row.entrance_answers, {})
  return {
    registrationId: row.id,
    showId: show.id,
    showTitle: pickJson(show.title, lang),
    posterUrl: show.poster_url,
    venueName: (await venueOf(db, show.venue_id, lang)).name,
    sessionId: session.id,
    sessionName: pickJson(session.name, lang),
    startsAt: Number(session.starts_at),
    endsAt: Number(session.ends_at),
    registeredAt: Number(row.created_at),
    answers: answerViews(fieldsOf(show.fields), json<Record<string, string>>(row.answers, {}), lang),
    entranceAnswers: entrance ? answerViews(fieldsOf(show.entrance_fields), entrance, lang) : null,
    enteredAt: row.entered_at === null ? null : Number(row.entered_at),
    checkInCode: entrance ? await checkInCode(db, row.id) : null,
    ended: now >= Number(session.ends_at),
  }
}

async function mineRow(db: Queryable, userId: string, registrationId: string): Promise<RegistrationRow> {
  const row = await db.one<RegistrationRow>('SELECT * FROM open_show_registrations WHERE id = ? AND user_id = ?', [
    registrationId,
    userId,
  ])
  if (!row) throw notFound(`registration ${registrationId}`)
  return row
}

export async function registrationOf(db: Queryable, userId: string, registrationId: string, lang: Lang, now: number) {
  return registrationView(db, await mineRow(db, userId, registrationId), lang, now)
}

/** POST open_show_registrations/:id/entrance: the check-in details; then the check-in code. Given again, they replace the first. */
export async function enterOpenShow(
  storage: Storage,
  userId: string,
  registrationId: string,
  body: OpenShowEntranceBody,
  lang: Lang,
  now: number,
) {
  await storage.withTransaction(async (tx) => {
    const row = await mineRow(tx, userId, registrationId)
    const session = (await tx.one<SessionRow>('SELECT * FROM open_show_sessions WHERE id = ?', [row.session_id])) as SessionRow
    if (now >= Number(session.ends_at))
      throw refuse(OPEN_SHOW_CODES.entranceClosed, t('该场次已结束', '該場次已結束', 'This session has ended'))
    const show = (await tx.one<OpenShowRow>('SELECT * FROM open_shows WHERE id = ?', [row.open_show_id])) as OpenShowRow
    const answers = checkAnswers(fieldsOf(show.entrance_fields), body.answers)
    await tx.run('UPDATE open_show_registrations SET entrance_answers = ?, entered_at = ? WHERE id = ?', [
      JSON.stringify(answers),
      now,
      row.id,
    ])
  })
  return registrationOf(storage, userId, registrationId, lang, now)
}

const pageOf = <T>(list: T[], total: number, offset: number, length: number) => ({
  list,
  total,
  offset,
  length,
  hasMore: offset + list.length < total,
})

/** GET open_show_registrations: the buyer's registrations (of one event when `showId`), newest first. */
export async function openShowRegistrations(
  db: Queryable,
  userId: string,
  query: OpenShowRegistrationsQuery,
  lang: Lang,
  now: number,
) {
  const where = query.showId ? 'user_id = ? AND open_show_id = ?' : 'user_id = ?'
  const params = query.showId ? [userId, query.showId] : [userId]
  const total = Number((await db.value<number>(`SELECT COUNT(*) FROM open_show_registrations WHERE ${where}`, params)) ?? 0)
  const rows = await db.all<RegistrationRow>(
    `SELECT * FROM open_show_registrations WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    [...params, query.length, query.offset],
  )
  const list = []
  for (const row of rows) list.push(await registrationView(db, row, lang, now))
  return pageOf(list, total, query.offset, query.length)
}

/** GET open_show_registrations/shows: the events the buyer registered for, the latest registration first. */
export async function myOpenShows(db: Queryable, userId: string, query: OpenShowRegistrationsQuery, lang: Lang, now: number) {
  const total = Number(
    (await db.value<number>('SELECT COUNT(DISTINCT open_show_id) FROM open_show_registrations WHERE user_id = ?', [userId])) ?? 0,
  )
  const groups = await db.all<{ open_show_id: string; registrations: number; last_at: number }>(
    `SELECT open_show_id, COUNT(*) AS registrations, MAX(created_at) AS last_at FROM open_show_registrations
     WHERE user_id = ? GROUP BY open_show_id ORDER BY MAX(created_at) DESC, open_show_id LIMIT ? OFFSET ?`,
    [userId, query.length, query.offset],
  )
  const list = []
  for (const group of groups) {
    const show = (await db.one<OpenShowRow>('SELECT * FROM open_shows WHERE id = ?', [group.open_show_id])) as OpenShowRow
    const next = await db.value<number>(
      `SELECT MIN(s.starts_at) FROM open_show_registrations r JOIN open_show_sessions s ON s.id = r.session_id
       WHERE r.user_id = ? AND r.open_show_id = ? AND s.ends_at > ?`,
      [userId, show.id, now],
    )
    list.push({
      showId: show.id,
      title: pickJson(show.title, lang),
      posterUrl: show.poster_url,
      venueName: (await venueOf(db, show.venue_id, lang)).name,
      registrations: Number(group.registrations),
      lastRegisteredAt: Number(group.last_at),
      nextStartsAt: next === null || next === undefined ? null : Number(next),
    })
  }
  return pageOf(list, total, query.offset, query.length)
}
