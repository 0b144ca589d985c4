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

export interface MiniSubscribe {
  /** Whether this platform has subscribe messages (the WeChat mini-program): the caller may offer them. */
  readonly supported: boolean
  /** Asks the platform's dialog about the scene's templates (call it first thing in the tap). */
  ask(): Promise<SubscribeResult>
  /** Records what `ask` accepted for each target (a show, a transfer's code, an order). */
  record(result: SubscribeResult, targetIds: readonly string[]): Promise<void>
}

/** The scene's templates, loaded while `wanted` (before the tap), and the two steps of subscribing. */
export function useMiniSubscribeSteps(scene: MiniMsgScene, wanted: boolean): MiniSubscribe {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const supported = platform.supports('weixinSubscribe')
  const templates = useServerData(['miniTemplates', scene], () => fetchMiniTemplateIds([scene]), {
    enabled: wanted && loggedIn && supported,
    reloadOnShow: false,
  })
  const ids = templates.status === 'ready' ? templates.data : []
  return {
    supported,
    ask: () => platform.subscribe(ids),
    async record(result, targetIds) {
      if (result.channel !== 'weixin' || result.accepted.length === 0) return
      for (const targetId of new Set(targetIds)) {
        await recordMiniSubscription({
          platform: platform.platformType as MiniMsgSubscribeBody['platform'],
          scene,
          targetId,
          templateIds: [...result.accepted],
        })
      }
    },
  }
}

/** `subscribe(targetId)`: asks the platform's dialog about `scene`'s templates and records what was accepted. */
export function useMiniSubscribe(scene: MiniMsgScene, wanted: boolean): (targetId: string) => Promise<SubscribeResult> {
  const steps = useMiniSubscribeSteps(scene, wanted)
  return async (targetId) => {
    const result = await steps.ask()
    await steps.record(result, [targetId])
    return result
  }
}
