/**
 * Subscribing to a mini-program subscribe message (spec s5 "weixin subscribe messages mini only,
 * web reminders by SMS"; D9): the shop's template ids are loaded before the tap (the platform's
 * dialog must open in the tap itself, so nothing is awaited before it), the dialog asks, and what
 * the buyer accepted is recorded at the gateway for the target. Where the platform has no subscribe
 * message (the web, other mini-programs) the result is the SMS path, as `platform.subscribe` says.
 */
import { useAtomValue } from 'jotai'
import type { MiniMsgSubscribeBody } from '@showtix/contract'
import { fetchMiniTemplateIds, recordMiniSubscription, type MiniMsgScene } from '@/api/mini-messages'
import { useServerData } from '@/components/server-data'
import { platform, type SubscribeResult } from '@/platform'
import { isLoggedInAtom } from '@/state/session'

/** `subscribe(targetId)`: asks the platform's dialog about `scene`'s templates and records what was accepted. */
export function useMiniSubscribe(scene: MiniMsgScene, wanted: boolean): (targetId: string) => Promise<SubscribeResult> {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const supported = platform.supports('weixinSubscribe')
  const templates = useServerData(['miniTemplates', scene], () => fetchMiniTemplateIds([scene]), {
    enabled: wanted && loggedIn && supported,
    reloadOnShow: false,
  })
  const ids = templates.status === 'ready' ? templates.data : []
  return async (targetId) => {
    const result = await platform.subscribe(ids)
    if (result.channel === 'weixin' && result.accepted.length > 0) {
      await recordMiniSubscription({
        platform: platform.platformType as MiniMsgSubscribeBody['platform'],
        scene,
        targetId,
        templateIds: [...result.accepted],
      })
    }
    return result
  }
}
