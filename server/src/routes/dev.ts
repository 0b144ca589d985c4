import { Type } from '@sinclair/typebox'
import type { App } from '../app'
import { notFound, ok } from '../http/envelope'
import { captchaAnswer } from '../services/verification'

/**
 * Development-only routes: the outbox of every SMS and e-mail "sent", the captcha answers, the
 * fault switch, and opening a pre-sale now (server/README.md). Absent unless GATEWAY_DEV is on.
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
      const rows = recipient
        ? app.db.prepare('SELECT * FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT ?').all(recipient, limit)
        : app.db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit)
      return ok(rows)
    },
  )

  app.get('/dev/captcha/:captchaId', { schema: { tags, params: Type.Object({ captchaId: Type.String() }) } }, async (request) => {
    const answer = captchaAnswer(app.db, request.params.captchaId)
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
    status: Type.Optional(Type.Integer({ minimum: 100, maximum: 999 })),
    delayMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 120_000 })),
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
}
