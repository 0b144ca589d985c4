import { Type } from '@sinclair/typebox'
import type { App } from '../app'
import { notFound, ok } from '../http/envelope'
import { FAULT_HTTP_EXTRA, FAULT_HTTP_MAX, FAULT_HTTP_MIN, FAULT_MAX_DELAY_MS } from '../http/faults'
import { captchaAnswer, outboxMessages } from '../services/verification'

/**
 * Development-only routes: the outbox of every SMS and e-mail "sent", the captcha answers, the
 * fault switch, the pricing switches and opening a pre-sale now (server/README.md). Absent unless
 * GATEWAY_DEV is on.
 */
export default async function devRoutes(app: App): Promise<void> {
  if (!app.config.dev) return
  const tags = ['dev']

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags,
        querystring: Type.Object({
          recipient: Type.Optional(Type.String()),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
        }),
      },
    },
    async (request) => {
      const { recipient, limit = 50 } = request.query
      return ok(await outboxMessages(app.storage, recipient, limit))
    },
  )

  app.get('/dev/captcha/:captchaId', { schema: { tags, params: Type.Object({ captchaId: Type.String() }) } }, async (request) => {
    const answer = await captchaAnswer(app.storage, request.params.captchaId)
    if (!answer) throw notFound('captcha')
    return ok({ answer })
  })

  // A pre-sale opens now (its sale time a minute ago), so a test can follow a hot sale from
  // pre-filled grab info to the order without waiting for the seeded sale time.
  app.post(
    '/dev/shows/:showId/open-sale',
    { schema: { tags, params: Type.Object({ showId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }) }) } },
    async (request) => {
      const opened = Date.now() - 60_000
      const { changes } = app.db.prepare('UPDATE shows SET sale_time = ? WHERE id = ?').run(opened, request.params.showId)
      if (changes === 0) throw notFound('show')
      app.db
        .prepare('UPDATE sessions_show SET sale_time = ? WHERE show_id = ? AND sale_time IS NOT NULL')
        .run(opened, request.params.showId)
      return ok({ showId: request.params.showId, saleTime: opened })
    },
  )

  const FaultBody = Type.Object({
    match: Type.String({ minLength: 1, description: 'applies to every path containing this text' }),
    kind: Type.Union([Type.Literal('http'), Type.Literal('delay'), Type.Literal('code')]),
    status: Type.Optional(
      Type.Union([
        Type.Integer({ minimum: FAULT_HTTP_MIN, maximum: FAULT_HTTP_MAX }),
        ...FAULT_HTTP_EXTRA.map((code) => Type.Literal(code)),
      ]),
    ),
    delayMs: Type.Optional(Type.Integer({ minimum: 0, maximum: FAULT_MAX_DELAY_MS })),
    statusCode: Type.Optional(Type.Union([Type.Integer(), Type.String()])),
    times: Type.Optional(Type.Integer({ minimum: 1 })),
  })
  app.get('/dev/faults', { schema: { tags } }, async () => ok(app.faults.list()))
  app.post('/dev/faults', { schema: { tags, body: FaultBody } }, async (request) => {
    const { times, ...fault } = request.body
    app.faults.add({ ...fault, ...(times ? { remaining: times } : {}) })
    return ok(app.faults.list())
  })
  app.delete('/dev/faults', { schema: { tags } }, async () => {
    app.faults.clear()
    return ok([])
  })

  // --- Pricing switches: make a buyer a member with points, or move a discount between the
  // confirm page's pricing and its submit (create order then answers 22037057 / 22037056).
  app.post(
    '/dev/pricing/member',
    {
      schema: {
        tags,
        body: Type.Object({
          cellphone: Type.String({ pattern: '^[0-9]{5,15}$' }),
          countryCode: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' })),
          primeLevel: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
          points: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
        }),
      },
    },
    async (request) => {
      const { cellphone, countryCode = '86', primeLevel, points } = request.body
      const user = app.db.prepare('SELECT id FROM users WHERE cellphone = ? AND country_code = ?').get(cellphone, countryCode) as
        { id: string } | undefined
      if (!user) throw notFound('user')
      if (primeLevel !== undefined) app.db.prepare('UPDATE users SET prime_level = ? WHERE id = ?').run(primeLevel, user.id)
      if (points !== undefined) app.db.prepare('UPDATE users SET points = ? WHERE id = ?').run(points, user.id)
      return ok(app.db.prepare('SELECT id, prime_level AS primeLevel, points FROM users WHERE id = ?').get(user.id))
    },
  )
  app.post(
    '/dev/pricing/privilege',
    {
      schema: {
        tags,
        body: Type.Object({
          privilegeId: Type.String({ minLength: 1 }),
          discountRate: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
        }),
      },
    },
    async (request) => {
      const { privilegeId, discountRate } = request.body
      const changed = app.db
        .prepare('UPDATE member_discount_privileges SET discount_rate = ? WHERE id = ?')
        .run(discountRate, privilegeId).changes
      if (!changed) throw notFound('privilege')
      return ok(app.db.prepare('SELECT * FROM member_discount_privileges WHERE id = ?').get(privilegeId))
    },
  )
  app.post(
    '/dev/pricing/promotion',
    {
      schema: {
        tags,
        body: Type.Object({
          promotionId: Type.String({ minLength: 1 }),
          active: Type.Optional(Type.Boolean()),
          threshold: Type.Optional(Type.Number({ minimum: 0 })),
          value: Type.Optional(Type.Number({ minimum: 0 })),
        }),
      },
    },
    async (request) => {
      const { promotionId, active, threshold, value } = request.body
      const row = app.db.prepare('SELECT id FROM promotions WHERE id = ?').get(promotionId)
      if (!row) throw notFound('promotion')
      if (active !== undefined) app.db.prepare('UPDATE promotions SET active = ? WHERE id = ?').run(active ? 1 : 0, promotionId)
      if (threshold !== undefined) app.db.prepare('UPDATE promotions SET threshold = ? WHERE id = ?').run(threshold, promotionId)
      if (value !== undefined) app.db.prepare('UPDATE promotions SET value = ? WHERE id = ?').run(value, promotionId)
      return ok(app.db.prepare('SELECT * FROM promotions WHERE id = ?').get(promotionId))
    },
  )
}
