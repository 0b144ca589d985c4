/**
 * Mini-program subscribe messages (spec s5: WeChat subscribe messages on mini-programs, SMS on the
 * web; s7: find_wx_mini_app_msg_template, subscribe_wx_mini_app_msg, subscribe_notification/query;
 * D9; server/src/services/platform/mini-messages.ts).
 */
import { Type, type Static } from '@sinclair/typebox'
import { MiniPlatform } from '../accounts/enums'

/** What a message tells about: a sale opening (a show), a ticket transfer, a real-name deadline. */
export const MINI_MSG_SCENES = ['SALE_REMIND', 'TRANSFER', 'REAL_NAME'] as const
export const MiniMsgScene = Type.Union(MINI_MSG_SCENES.map((scene) => Type.Literal(scene)))
export type MiniMsgScene = Static<typeof MiniMsgScene>

const TemplateId = Type.String({ minLength: 1, maxLength: 64 })

export const MiniMsgTemplateQuery = Type.Object({
  /** Comma-separated scenes; every scene of the shop when left out. */
  scenes: Type.Optional(Type.String({ maxLength: 200 })),
  lang: Type.Optional(Type.String()),
})

export const MiniMsgTemplate = Type.Object({ scene: MiniMsgScene, templateId: Type.String(), title: Type.String() })
export type MiniMsgTemplate = Static<typeof MiniMsgTemplate>
export const MiniMsgTemplates = Type.Object({ templates: Type.Array(MiniMsgTemplate) })
export type MiniMsgTemplates = Static<typeof MiniMsgTemplates>

/** The templates the buyer accepted in the platform's dialog, for one target. */
export const MiniMsgSubscribeBody = Type.Object({
  platform: MiniPlatform,
  scene: MiniMsgScene,
  targetId: Type.String({ minLength: 1, maxLength: 64 }),
  templateIds: Type.Array(TemplateId, { minItems: 1, maxItems: 3 }),
})
export type MiniMsgSubscribeBody = Static<typeof MiniMsgSubscribeBody>

export const MiniMsgQueryBody = Type.Object({ templateIds: Type.Array(TemplateId, { minItems: 1, maxItems: 20 }) })
export type MiniMsgQueryBody = Static<typeof MiniMsgQueryBody>

/** The templates of the request the buyer holds an unsent subscription to. */
export const MiniMsgSubscribed = Type.Object({ subscribed: Type.Array(Type.String()) })
export type MiniMsgSubscribed = Static<typeof MiniMsgSubscribed>
