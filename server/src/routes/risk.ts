import { Type } from '@sinclair/typebox'
import type { App } from '../app'
import { ok } from '../http/envelope'
import { issueRiskToken } from '../services/risk'

const USER = '/cyy_gatewayapi/user'
const tags = ['user: risk control']
const security = [{ accessToken: [] }]
const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }))
const Size = Type.Optional(Type.Number({ minimum: 0, maximum: 100_000 }))

/** The risk-control (fingerprint) token of spec section 4, sent back by the client on order paths. */
export default async function riskRoutes(app: App): Promise<void> {
  const { storage } = app

  app.post(
    `${USER}/buyer/v3/risk/fingerprint`,
    {
      schema: {
        tags,
        security,
        summary: 'A risk (fingerprint) token for this user and device, valid 5 minutes',
        description:
          'The client collects it when the shop switches fingerprinting on (riskControlConfig.fingerprint ON), the user is logged in and the terminal is known, and sends it as the risk-token header on order paths. Create order refuses a token that is unknown, of another user or expired (22031007); without one the order goes on.',
        body: Type.Object({
          platform: Type.String({ minLength: 1, maxLength: 32 }),
          terminalSrc: Type.Union(['H5', 'WEB', 'WEIXIN_H5', 'IOS', 'ANDROID'].map((value) => Type.Literal(value))),
          brand: Text(64),
          model: Text(128),
          system: Text(128),
          screenWidth: Size,
          screenHeight: Size,
          pixelRatio: Type.Optional(Type.Number({ minimum: 0, maximum: 10 })),
          language: Text(32),
        }),
      },
    },
    async (request) => ok(await issueRiskToken(storage, request.userId, request.body)),
  )
}
