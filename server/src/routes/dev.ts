import { Type } from '@sinclair/typebox'
import type { App } from '../app'
import { notFound, ok } from '../http/envelope'
import { captchaAnswer } from '../services/verification'

/**
 * Development-only routes: the outbox of every SMS and e-mail "sent", the captcha answers, and
 * the fault switch (server/README.md). Absent unless GATEWAY_DEV is on.
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
