/**
 * The show statuses and the buyable rule both tiers import (contract/src/rules/show-status.ts), as
 * the gateway's answers carry them: for every seeded show of every open shop, anonymous and as a
 * member allowed to buy early, the dynamic answer's status is one of the rule's statuses, a
 * buying button (buy, pick seats, free) comes only with a buyable status, and the app's button
 * (src/domain/purchase/show-buttons.ts, from the same rule) is the gateway's: the same words,
 * except where spec section 4 has the app hide it (PENDING without the priority button).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { SHOW_STATUSES, isBuyableStatus } from '@showtix/contract/rules'
import type { App } from '../src/app'
import { BUTTON_WORDS, showButton } from '../../src/domain/purchase/show-buttons'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call, loginByPhone } from './helpers'

const cluster = clusterForThisFile()

const SHOW = '/cyy_gatewayapi/show'

interface Dynamic {
  showStatus: string
  soldOut: boolean
  saleTime: number | null
  hasPriority: boolean
  prioritySaleTime: number | null
  canUsePriorityPurchase: boolean
  existWaitList: boolean
  buttonType: string
  buttonStatus: 'ENABLE' | 'DISABLE'
  serverTime: number
}

/** The gateway's buttons that lead straight to buying (the priority button has its own window). */
const BUYING_BUTTONS = ['BUY', 'PICK', 'ZZ_PICK', 'FREE']

/** The gateway's button types as the app's word keys (SOON is the pre-sale countdown or "coming soon"). */
const GATEWAY_WORDS: Record<string, readonly string[]> = {
  BUY: [BUTTON_WORDS.buy],
  PICK: [BUTTON_WORDS.pickSeat],
  ZZ_PICK: [BUTTON_WORDS.zzPickSeat],
  PRIORITY: [BUTTON_WORDS.priority],
  SOON: [BUTTON_WORDS.countdown, BUTTON_WORDS.comingSoon],
  FREE: [BUTTON_WORDS.free],
  WAITLIST: [BUTTON_WORDS.waitlist],
  SOLD_OUT: [BUTTON_WORDS.soldOut],
  LACK: [BUTTON_WORDS.shortage],
  PENDING: [BUTTON_WORDS.pending],
  CANCELED: [BUTTON_WORDS.canceled],
  COMPLETED: [BUTTON_WORDS.completed],
  DELAY: [BUTTON_WORDS.delay],
  DISABLED: [BUTTON_WORDS.disabled],
}

let app: App
let memberToken: string

async function shows(): Promise<Array<{ id: string; merchant_id: string; seat_pick_type: string; is_free: number; zz: number }>> {
  return (await app.storage.all(`SELECT s.id, s.merchant_id, s.seat_pick_type, s.is_free,
              (SELECT COUNT(*) FROM shops sh WHERE sh.merchant_id = s.merchant_id AND sh.config LIKE '%MERCHANT_IS_ZZ%') AS zz
         FROM shows s WHERE s.merchant_id IN (SELECT merchant_id FROM shops WHERE status = 'OPEN') ORDER BY s.id`)) as Array<{
    id: string
    merchant_id: string
    seat_pick_type: string
    is_free: number
    zz: number
  }>
}

for (const engine of ENGINES) {
  describe(`purchase rules on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    before(async () => {
      app = await startGatewayOn(engine, cluster)
      const member = await loginByPhone(app, '13800138123')
      await app.storage.run('UPDATE users SET prime_level = 5 WHERE id = ?', [member.userId])
      memberToken = member.accessToken
    })
    after(async () => {
      await app?.close()
    })

    describe('show statuses and the buyable rule: the answers and the app follow the one rule', () => {
      for (const who of ['anonymous', 'member'] as const) {
        it(`every seeded show, ${who}`, async () => {
          const rows = await shows()
          assert.ok(rows.length > 20, `seeded shows: ${rows.length}`)
          assert.ok(
            rows.some((show) => show.zz > 0),
            'a MERCHANT_IS_ZZ shop has shows',
          )
          const kinds = new Set<string>()
          // Asked all at once (the pool serves them side by side), then checked one by one.
          const answers = await Promise.all(
            rows.map((show) =>
              call<Dynamic>(app, {
                url: `${SHOW}/pub/v5/show/${show.id}/dynamic?merchantId=${show.merchant_id}`,
                ...(who === 'member' ? { token: memberToken } : {}),
              }),
            ),
          )
          for (const [index, show] of rows.entries()) {
            const answer = answers[index] as (typeof answers)[number]
            assert.equal(answer.body.statusCode, 200, `${show.id}: ${answer.body.comments}`)
            const dynamic = answer.body.data
            const button = showButton({
              status: dynamic.showStatus,
              soldOut: dynamic.soldOut,
              saleTime: dynamic.saleTime,
              seatPickType: show.seat_pick_type,
              isFree: Boolean(show.is_free),
              hasPriority: dynamic.hasPriority,
              prioritySaleTime: dynamic.prioritySaleTime,
              canUsePriorityPurchase: dynamic.canUsePriorityPurchase,
              existWaitList: dynamic.existWaitList,
              zz: show.zz > 0,
              loggedIn: who === 'member',
              now: dynamic.serverTime,
            })
            kinds.add(button.kind)
            const statusLabel = `${show.id} (${who}): ${dynamic.showStatus}, button ${dynamic.buttonType}`
            assert.ok((SHOW_STATUSES as readonly string[]).includes(dynamic.showStatus), statusLabel)
            if (BUYING_BUTTONS.includes(dynamic.buttonType)) assert.ok(isBuyableStatus(dynamic.showStatus), statusLabel)
            const label = `${show.id} (${dynamic.showStatus}, ${who}): gateway ${dynamic.buttonType}, app ${button.kind}`
            assert.ok(GATEWAY_WORDS[dynamic.buttonType]?.includes(button.wordKey), label)
            assert.equal(button.enabled, dynamic.buttonStatus === 'ENABLE', label)
            assert.equal(button.visible, dynamic.buttonType !== 'PENDING', label)
          }
          if (who === 'member') assert.ok(kinds.has('priority'), `the member meets a priority button: ${[...kinds].join(', ')}`)
          for (const kind of ['buy', 'pickSeat', 'countdown', 'waitlist', 'shortage'])
            assert.ok(kinds.has(kind), `${kind} among ${[...kinds].join(', ')}`)
        })
      }
    })
  })
}
