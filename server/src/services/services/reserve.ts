/**
 * Reservations (issue 26, decision D26; docs/decisions/services.md). A reservable item of a shop
 * opens the same slots (its `slot_times`, shop time) every day for `days_ahead` days, each with
 * `capacity` places. A reservation is free (no order, no payment in v1): a slot, 1-4 places, the
 * attendee and a contact phone, and a code to show at the door. The slot's row is made on its
 * first reservation; `taken` is raised by a guarded UPDATE under the slot's lock, so two buyers for
 * the last place: one gets it. Cancel (until the slot starts) gives the places back.
 */
import {
  MAX_RESERVE_PLACES,
  canCancelReservation,
  placesLeft,
  shopDay,
  shopDaysFrom,
  shopTime,
  slotState,
  slotTakes,
} from '@showtix/contract/rules'
import type { Queryable, Storage } from '../../storage'
import { notFound } from '../../http/envelope'
import type { Shop } from '../catalogue/shops'
import { pickJson, type Lang } from '../catalogue/i18n'
import { newId, randomDigits, refuse } from '../trade/common'
import { t } from '../trade/text'
import { venueName } from './parking'

export const RESERVE_CODES = {
  /** The slot has no place left for that many. */
  slotFull: 22063201,
  /** The slot has started (or is not one of the item's). */
  slotClosed: 22063202,
  /** The reservation is cancelled already, or its slot has started. */
  notCancellable: 22063203,
  /** The buyer holds a booked reservation of that slot already. */
  alreadyReserved: 22063204,
} as const

const RESERVE_CODE_DIGITS = 8

interface ItemRow {
  id: string
  merchant_id: string
  venue_id: string | null
  name: string
  description: string
  slot_times: string
  slot_minutes: number
  days_ahead: number
  capacity: number
}

interface SlotRow {
  id: string
  item_id: string
  starts_at: number
  capacity: number
  taken: number
}

interface ReservationJoin {
  id: string
  code: string
  user_id: string
  item_id: string
  slot_id: string
  places: number
  attendee_name: string
  contact_phone: string
  state: 'BOOKED' | 'CANCELED'
  created_at: number
  canceled_at: number | null
  starts_at: number
  item_name: string
  slot_minutes: number
  venue_id: string | null
}

const slotKey = (slotId: string) => `reserve-slot:${slotId}`

const slotIdOf = (itemId: string, day: string, hhmm: string) => `${itemId}.${day.replace(/-/g, '')}.${hhmm.replace(':', '')}`

async function itemView(db: Queryable, row: ItemRow, lang: Lang) {
  return {
    itemId: row.id,
    name: pickJson(row.name, lang),
    venueName: await venueName(db, row.venue_id, lang),
    description: pickJson(row.description, lang),
    slotMinutes: row.slot_minutes,
    daysAhead: row.days_ahead,
    maxPlaces: MAX_RESERVE_PLACES,
    capacity: row.capacity,
  }
}

async function itemOf(db: Queryable, shop: Shop, itemId: string): Promise<ItemRow> {
  const row = await db.one<ItemRow>('SELECT * FROM reserve_items WHERE id = ? AND merchant_id = ?', [itemId, shop.merchantId])
  if (!row) throw notFound(`reservable item ${itemId}`)
  return row
}

/** GET reserve/items: the shop's reservable items. */
export async function reserveItems(db: Queryable, shop: Shop, lang: Lang) {
  const rows = await db.all<ItemRow>('SELECT * FROM reserve_items WHERE merchant_id = ? ORDER BY sort, id', [shop.merchantId])
  const list = []
  for (const row of rows) list.push(await itemView(db, row, lang))
  return { list }
}

/** The item's slots of its bookable days, with their places taken. */
function slotsOf(item: ItemRow, now: number) {
  const times = JSON.parse(item.slot_times) as string[]
  return shopDaysFrom(now, item.days_ahead).map((day) => ({
    day,
    slots: times.map((hhmm) => ({ slotId: slotIdOf(item.id, day, hhmm), startsAt: shopTime(day, hhmm) })),
  }))
}

/** GET reserve/items/{itemId}: the item, its days and slots with the places left. */
export async function reserveDetail(db: Queryable, shop: Shop, itemId: string, lang: Lang, now = Date.now()) {
  const item = await itemOf(db, shop, itemId)
  const days = slotsOf(item, now)
  const taken = new Map(
    (
      await db.all<{ id: string; taken: number }>('SELECT id, taken FROM reserve_slots WHERE item_id = ? AND starts_at >= ?', [
        item.id,
        shopTime(shopDay(now), '00:00'),
      ])
    ).map((row) => [row.id, row.taken]),
  )
  return {
    item: await itemView(db, item, lang),
    days: days.map(({ day, slots }) => ({
      day,
      slots: slots.map((slot) => {
        const capacity = { capacity: item.capacity, taken: taken.get(slot.slotId) ?? 0, startsAt: slot.startsAt }
        return {
          slotId: slot.slotId,
          startsAt: slot.startsAt,
          endsAt: slot.startsAt + item.slot_minutes * 60_000,
          capacity: item.capacity,
          placesLeft: placesLeft(capacity),
          state: slotState(capacity, now),
        }
      }),
    })),
  }
}

const RESERVATION_SQL = `SELECT r.*, s.starts_at, i.name AS item_name, i.slot_minutes, i.venue_id
  FROM reservations r JOIN reserve_slots s ON s.id = r.slot_id JOIN reserve_items i ON i.id = r.item_id`

async function reservationView(db: Queryable, row: ReservationJoin, lang: Lang, now: number) {
  return {
    reservationId: row.id,
    code: row.code,
    itemId: row.item_id,
    itemName: pickJson(row.item_name, lang),
    venueName: await venueName(db, row.venue_id, lang),
    slotId: row.slot_id,
    startsAt: row.starts_at,
    endsAt: row.starts_at + row.slot_minutes * 60_000,
    places: row.places,
    attendeeName: row.attendee_name,
    contactPhone: row.contact_phone,
    state: row.state,
    createdAt: row.created_at,
    canceledAt: row.canceled_at,
    cancellable: row.state === 'BOOKED' && canCancelReservation(row.starts_at, now),
  }
}

async function ownReservation(db: Queryable, userId: string, reservationId: string): Promise<ReservationJoin> {
  const row = await db.one<ReservationJoin>(`${RESERVATION_SQL} WHERE r.id = ? AND r.user_id = ?`, [reservationId, userId])
  if (!row) throw notFound(`reservation ${reservationId}`)
  return row
}

export interface ReserveInput {
  readonly itemId: string
  readonly slotId: string
  readonly places: number
  readonly attendeeName: string
  readonly contactPhone: string
}

/** POST reserve/reservations: takes the places of one slot, or refuses (full, started, reserved already). */
export async function reserve(storage: Storage, userId: string, shop: Shop, input: ReserveInput, lang: Lang, now = Date.now()) {
  const item = await itemOf(storage, shop, input.itemId)
  const slot = slotsOf(item, now)
    .flatMap((day) => day.slots)
    .find((candidate) => candidate.slotId === input.slotId)
  const closed = () =>
    refuse(
      RESERVE_CODES.slotClosed,
      t(
        '该时段已不可预约，请选择其他时段',
        '該時段已不可預約，請選擇其他時段',
        'This time slot can no longer be reserved; pick another',
      ),
    )
  if (!slot) throw closed()
  const id = await storage.withTransaction(async (tx) => {
    await tx.lock([slotKey(slot.slotId)])
    await tx.run(
      'INSERT INTO reserve_slots (id, item_id, starts_at, capacity, taken) VALUES (?, ?, ?, ?, 0) ON CONFLICT (id) DO NOTHING',
      [slot.slotId, item.id, slot.startsAt, item.capacity],
    )
    const row = (await tx.one<SlotRow>('SELECT * FROM reserve_slots WHERE id = ?', [slot.slotId])) as SlotRow
    const capacity = { capacity: row.capacity, taken: row.taken, startsAt: row.starts_at }
    if (slotState(capacity, now) === 'STARTED') throw closed()
    const mine = await tx.value<number>(
      "SELECT COUNT(*) FROM reservations WHERE slot_id = ? AND user_id = ? AND state = 'BOOKED'",
      [slot.slotId, userId],
    )
    if (mine)
      throw refuse(
        RESERVE_CODES.alreadyReserved,
        t(
          '您已预约该时段，可在我的预约中查看',
          '您已預約該時段，可於我的預約中查看',
          'You have reserved this slot already: see My reservations',
        ),
      )
    const taken = await tx.run('UPDATE reserve_slots SET taken = taken + ? WHERE id = ? AND taken + ? <= capacity', [
      input.places,
      slot.slotId,
      input.places,
    ])
    if (!slotTakes(capacity, input.places, now) || taken.changes !== 1)
      throw refuse(
        RESERVE_CODES.slotFull,
        t(
          `该时段仅剩${placesLeft(capacity)}个名额，请减少人数或选择其他时段`,
          `該時段僅剩${placesLeft(capacity)}個名額，請減少人數或選擇其他時段`,
          `Only ${placesLeft(capacity)} places left in this slot: reserve fewer or pick another slot`,
        ),
        { placesLeft: placesLeft(capacity) },
      )
    const reservationId = newId('RV', now)
    await tx.run(
      `INSERT INTO reservations (id, code, user_id, item_id, slot_id, places, attendee_name, contact_phone, state, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'BOOKED', ?)`,
      [
        reservationId,
        randomDigits(RESERVE_CODE_DIGITS),
        userId,
        item.id,
        slot.slotId,
        input.places,
        input.attendeeName.trim(),
        input.contactPhone.trim(),
        now,
      ],
    )
    return reservationId
  })
  return reservationView(storage, await ownReservation(storage, userId, id), lang, now)
}

/** POST reserve/reservations/{id}/cancel: until the slot starts; its places go back to the slot. */
export async function cancelReservation(storage: Storage, userId: string, reservationId: string, lang: Lang, now = Date.now()) {
  const found = await ownReservation(storage, userId, reservationId)
  await storage.withTransaction(async (tx) => {
    await tx.lock([slotKey(found.slot_id)])
    const row = await ownReservation(tx, userId, reservationId)
    if (row.state !== 'BOOKED' || !canCancelReservation(row.starts_at, now))
      throw refuse(
        RESERVE_CODES.notCancellable,
        row.state === 'BOOKED'
          ? t('该时段已开始，无法取消', '該時段已開始，無法取消', 'This slot has started; it can no longer be cancelled')
          : t('该预约已取消', '該預約已取消', 'This reservation is cancelled already'),
      )
    await tx.run("UPDATE reservations SET state = 'CANCELED', canceled_at = ? WHERE id = ?", [now, row.id])
    await tx.run('UPDATE reserve_slots SET taken = taken - ? WHERE id = ?', [row.places, row.slot_id])
  })
  return reservationView(storage, await ownReservation(storage, userId, reservationId), lang, now)
}

/** GET reserve/reservations: the buyer's reservations, newest first. */
export async function reservations(
  db: Queryable,
  userId: string,
  paging: { offset: number; length: number },
  lang: Lang,
  now = Date.now(),
) {
  const total = (await db.value<number>('SELECT COUNT(*) FROM reservations WHERE user_id = ?', [userId])) ?? 0
  const rows = await db.all<ReservationJoin>(
    `${RESERVATION_SQL} WHERE r.user_id = ? ORDER BY r.created_at DESC, r.id LIMIT ? OFFSET ?`,
    [userId, paging.length, paging.offset],
  )
  const list = []
  for (const row of rows) list.push(await reservationView(db, row, lang, now))
  return { list, total, offset: paging.offset, length: paging.length, hasMore: paging.offset + list.length < total }
}

/** GET reserve/reservations/{id}: one of the buyer's. */
export async function reservation(db: Queryable, userId: string, reservationId: string, lang: Lang, now = Date.now()) {
  return reservationView(db, await ownReservation(db, userId, reservationId), lang, now)
}
