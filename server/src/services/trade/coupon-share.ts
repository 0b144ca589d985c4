/**
 * Share packets of MULTI_USER coupons (D20; docs/decisions/coupons.md). The holder of an available
 * MULTI_USER_RANDOM_CASH or MULTI_USER_FIXED_CASH coupon turns it into a packet of N parts (random
 * or equal split of its amount; the coupon is then used up); friends open
 * coupon-receive?shareCode= and claim one part each (one per user, not the sharer), within 24 h.
 * A part is a coupon of the same template worth the part's amount (user_coupons.amount).
 * Lock keys: `coupon:<couponId>` (creating), `share-packet:<id>` (claiming).
 */
import { randomInt } from 'node:crypto'
import type { SharePacket, SharePacketState } from '@showtix/contract'
import {
  SHARE_COUPON_TYPES,
  SHARE_PACKET_TTL_MS,
  isValidShareParts,
  maxShareParts,
  shareSplitOf,
  splitShareAmount,
} from '@showtix/contract/rules'
import { notFound } from '../../http/envelope'
import type { Queryable, Storage } from '../../storage'
import { TRADE_CODES, json, newId, randomDigits, refuse, yuan } from './common'
import { effectiveStatus, ownedCoupon, templateView, withTemplate, type CouponRow, type UserCouponRow } from './coupons'
import { t, type Lang } from './text'

interface PacketRow {
  id: string
  share_code: string
  user_id: string
  source_coupon_id: string
  template_id: string
  split: 'RANDOM' | 'FIXED'
  parts: string
  created_at: number
  expire_at: number
}

interface ClaimRow {
  part_index: number
  user_id: string
  coupon_id: string
  claimed_at: number
  nickname: string
}

const packetKey = (id: string): string => `share-packet:${id}`
const couponKey = (id: string): string => `coupon:${id}`
const isShareType = (type: string): boolean => (SHARE_COUPON_TYPES as readonly string[]).includes(type)

/** Creates a packet from the caller's MULTI_USER coupon; the coupon is used up by it. */
export async function createSharePacket(
  storage: Storage,
  userId: string,
  couponId: string,
  parts: number,
  now: number,
): Promise<string> {
  return storage.withTransaction(async (tx) => {
    await tx.lock([couponKey(couponId)])
    const coupon = await ownedCoupon(tx, userId, couponId)
    const template = coupon.template
    if (!isShareType(template.coupon_type))
      throw refuse(TRADE_CODES.couponUnavailable, t('该优惠券不能分享', '該優惠券不能分享', 'This coupon cannot be shared'))
    if (effectiveStatus(coupon, now) !== 'AVAILABLE' || coupon.start_time > now)
      throw refuse(
        TRADE_CODES.couponUnavailable,
        t(
          '该优惠券已使用或已过期，不能分享',
          '該優惠券已使用或已過期，不能分享',
          'This coupon is used or expired: it cannot be shared',
        ),
      )
    if (!isValidShareParts(parts, template.amount))
      throw refuse(
        TRADE_CODES.couponUnavailable,
        t(
          `份数须在2到${maxShareParts(template.amount)}之间`,
          `份數須在2到${maxShareParts(template.amount)}之間`,
          `Choose between 2 and ${maxShareParts(template.amount)} parts`,
        ),
      )
    const used = await tx.run("UPDATE user_coupons SET status = 'USED', used_at = ? WHERE id = ? AND status = 'AVAILABLE'", [
      now,
      coupon.id,
    ])
    if (used.changes !== 1)
      throw refuse(TRADE_CODES.couponUnavailable, t('该优惠券不可用', '該優惠券不可用', 'This coupon is not available'))
    const split = shareSplitOf(template.coupon_type)
    const amounts = splitShareAmount(template.amount, parts, split, () => randomInt(0, 1_000_000) / 1_000_000)
    const shareCode = `S${randomDigits(11)}`
    await tx.run(
      `INSERT INTO coupon_share_packets (id, share_code, user_id, source_coupon_id, template_id, split, parts, created_at, expire_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        newId('SP', now),
        shareCode,
        userId,
        coupon.id,
        template.id,
        split,
        JSON.stringify(amounts),
        now,
        // Open 24 hours, and never past the coupon's own expiry (the parts keep it).
        Math.min(now + SHARE_PACKET_TTL_MS, coupon.expire_time),
      ],
    )
    return shareCode
  })
}

async function packetByCode(db: Queryable, shareCode: string): Promise<PacketRow> {
  const packet = await db.one<PacketRow>('SELECT * FROM coupon_share_packets WHERE share_code = ?', [shareCode])
  if (!packet) throw notFound('share packet')
  return packet
}

async function claimsOf(db: Queryable, packetId: string): Promise<ClaimRow[]> {
  return db.all<ClaimRow>(
    `SELECT c.part_index, c.user_id, c.coupon_id, c.claimed_at, u.nickname FROM coupon_share_claims c
       JOIN users u ON u.id = c.user_id WHERE c.packet_id = ? ORDER BY c.claimed_at DESC, c.part_index DESC`,
    [packetId],
  )
}

function stateOf(packet: PacketRow, claimed: number, now: number): SharePacketState {
  if (claimed >= json<number[]>(packet.parts, []).length) return 'FINISHED'
  return packet.expire_at <= now ? 'EXPIRED' : 'OPEN'
}

/** A nickname shown to others: its first character and a mask ('' when the user has none: the app says "a friend"). */
const maskNickname = (name: string): string => (name === '' ? '' : `${[...name][0]}**`)

/** The packet as the caller (anyone, or a logged-in user) sees it. */
export async function sharePacketView(
  db: Queryable,
  shareCode: string,
  userId: string | undefined,
  lang: Lang,
  now: number,
): Promise<SharePacket> {
  const packet = await packetByCode(db, shareCode)
  const amounts = json<number[]>(packet.parts, [])
  const claims = await claimsOf(db, packet.id)
  const template = await db.one<CouponRow['template']>('SELECT * FROM coupon_templates WHERE id = ?', [packet.template_id])
  if (!template) throw notFound('coupon template')
  const mineClaim = userId ? claims.find((claim) => claim.user_id === userId) : undefined
  return {
    shareCode: packet.share_code,
    template: await templateView(db, template, lang),
    split: packet.split,
    totalAmount: yuan(amounts.reduce((sum, amount) => sum + amount, 0)),
    parts: amounts.length,
    claimedParts: claims.length,
    state: stateOf(packet, claims.length, now),
    expireTime: packet.expire_at,
    mine: userId === packet.user_id,
    myPartAmount: mineClaim ? yuan(amounts[mineClaim.part_index] ?? 0) : null,
    myCouponId: mineClaim?.coupon_id ?? null,
    claims: claims.map((claim) => ({
      nickname: maskNickname(claim.nickname),
      amount: yuan(amounts[claim.part_index] ?? 0),
      claimedAt: claim.claimed_at,
    })),
  }
}

/** A friend claims the next part: one per user, not the sharer's own, while open. */
export async function claimSharePart(storage: Storage, userId: string, shareCode: string, now: number): Promise<CouponRow> {
  const found = await packetByCode(storage, shareCode)
  return storage.withTransaction(async (tx) => {
    await tx.lock([packetKey(found.id)])
    const packet = await packetByCode(tx, shareCode)
    if (packet.user_id === userId)
      throw refuse(
        TRADE_CODES.couponClaimLimit,
        t(
          '这是您分享的红包，请分享给好友领取',
          '這是您分享的紅包，請分享給好友領取',
          'You shared this packet: your friends claim its parts',
        ),
      )
    const claims = await claimsOf(tx, packet.id)
    if (claims.some((claim) => claim.user_id === userId))
      throw refuse(TRADE_CODES.couponClaimLimit, t('您已领取过', '您已領取過', 'You have already claimed a part of this packet'))
    const state = stateOf(packet, claims.length, now)
    if (state === 'FINISHED')
      throw refuse(
        TRADE_CODES.couponClaimLimit,
        t('来晚了，已被领完', '來晚了，已被領完', 'Too late: every part has been claimed'),
      )
    if (state === 'EXPIRED')
      throw refuse(TRADE_CODES.couponClaimLimit, t('该分享已过期', '該分享已過期', 'This share has expired'))
    const amounts = json<number[]>(packet.parts, [])
    const partIndex = claims.length
    const source = (await tx.one<UserCouponRow>('SELECT * FROM user_coupons WHERE id = ?', [
      packet.source_coupon_id,
    ])) as UserCouponRow
    const couponId = newId('C', now)
    await tx.run(
      `INSERT INTO user_coupons (id, coupon_code, user_id, template_id, status, obtain_type, start_time, expire_time, obtained_at, amount)
       VALUES (?, ?, ?, ?, 'AVAILABLE', 'SHARE', ?, ?, ?, ?)`,
      [couponId, `CP${randomDigits(14)}`, userId, packet.template_id, now, source.expire_time, now, amounts[partIndex] ?? 0],
    )
    await tx.run(
      'INSERT INTO coupon_share_claims (packet_id, part_index, user_id, coupon_id, claimed_at) VALUES (?, ?, ?, ?, ?)',
      [packet.id, partIndex, userId, couponId, now],
    )
    return withTemplate(tx, (await tx.one<UserCouponRow>('SELECT * FROM user_coupons WHERE id = ?', [couponId])) as UserCouponRow)
  })
}
