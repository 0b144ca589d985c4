/**
 * Mini-program subscribe messages (spec s5, s7; D9): the shop's templates and the buyer's accepted
 * subscriptions. The dialog itself is the platform's (`platform.subscribe`).
 */
import type { MiniMsgScene, MiniMsgSubscribeBody, MiniMsgSubscribed, MiniMsgTemplates } from '@showtix/contract'
import { request } from '@/http'

export type { MiniMsgScene }

/** GET prime/find_wx_mini_app_msg_template: the template ids of `scenes` (what the dialog asks about). */
export async function fetchMiniTemplateIds(scenes: readonly MiniMsgScene[]): Promise<string[]> {
  const answer = await request<MiniMsgTemplates>({
    service: 'user',
    path: '/buyer/v3/prime/find_wx_mini_app_msg_template',
    params: { scenes: scenes.join(',') },
    silent: true,
  })
  return answer.templates.map((template) => template.templateId)
}

/** POST prime/subscribe_wx_mini_app_msg: the templates the buyer accepted, for one target. */
export function recordMiniSubscription(body: MiniMsgSubscribeBody): Promise<MiniMsgSubscribed> {
  return request<MiniMsgSubscribed>({
    service: 'user',
    path: '/buyer/v3/prime/subscribe_wx_mini_app_msg',
    method: 'POST',
    data: { ...body },
    silent: true,
  })
}
