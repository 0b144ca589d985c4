import { useAtomValue } from 'jotai'
import { fetchLayout, isNotFound } from '@/api/home'
import { isShowCard } from '@/components/home-layout'
import { useServerData } from '@/components/server-data'
import { layoutComponents } from '@/domain/home-layout'
import { cityAtom } from '@/state/city'
import { localeAtom } from '@/state/preferences'

/** The layout types a topic is shown with (spec s2: pages requested by type): TOPIC, else TOPIC_COUPON. */
const TOPIC_PAGES = ['TOPIC', 'TOPIC_COUPON'] as const

/** Whether the gateway's components hold a COUPON block (its templates claim on this page). */
function hasCouponBlock(raw: unknown): boolean {
  return Array.isArray(raw) && raw.some((item) => (item as { componentType?: unknown } | null)?.componentType === 'COUPON')
}

/**
 * A topic's layout (D25; layouts of type TOPIC or TOPIC_COUPON by `topicId`), in the user's city
 * and language. `couponBlock`: the layout has coupon templates that the layout view does not draw
 * itself, so the page lists them (claim through the coupon routes).
 */
export function useTopicLayout(topicId: string, enabled: boolean) {
  const city = useAtomValue(cityAtom)
  const locale = useAtomValue(localeAtom)
  const layout = useServerData(
    ['topic-layout', topicId, city.cityId, locale],
    async () => {
      for (const page of TOPIC_PAGES) {
        try {
          const raw = await fetchLayout(page, { cityId: city.cityId, topicId })
          // The topic lists its coupon blocks' templates itself (TopicCoupons: the linked one first).
          const components = layoutComponents(raw.components, isShowCard).filter((component) => component.kind !== 'coupons')
          const drawn = components.some((component) => String(component.kind).toLowerCase().includes('coupon'))
          return { layoutId: raw.layoutId, title: raw.title, components, couponBlock: hasCouponBlock(raw.components) && !drawn }
        } catch (error) {
          if (page === TOPIC_PAGES[TOPIC_PAGES.length - 1] || !isNotFound(error)) throw error
        }
      }
      throw new Error('unreachable')
    },
    { enabled },
  )
  return { layout, cityId: city.cityId }
}
