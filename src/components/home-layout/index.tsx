import { Text, View } from '@tarojs/components'
import { ShowCard, type ShowCardData } from '@/components/show-card'
import type { LayoutComponent } from '@/domain/home-layout'
import { BannerCarousel } from './banner'
import { CategoryNav } from './categories'
import { LazyCouponBlock } from './lazy-coupons'
import { Masonry } from './masonry'
import { followable } from './open-link'
import { NoticeBar } from './notice-bar'
import { LazyRichBlock } from './lazy-rich-block'
import './home-layout.scss'

export { isShowCard } from './is-show'
export { LayoutSkeleton } from './skeleton'
export { followable, linkPage, openLink } from './open-link'

export interface LayoutViewProps {
  readonly layoutId: string | null
  readonly components: ReadonlyArray<LayoutComponent<ShowCardData>>
  readonly cityId: string
  /** Goes up each time the page reaches its bottom (the masonry component loads on). */
  readonly reachBottom: number
}

/** A layout page's components (home, topic), in the gateway's order. */
export function LayoutView({ layoutId, components, cityId, reachBottom }: LayoutViewProps) {
  return (
    <View className='home-layout'>
      {components.map((component) => {
        switch (component.kind) {
          case 'banner': {
            // Banners whose link cannot be followed here are left out (open-link followable).
            const items = component.items.filter(followable)
            return items.length ? (
              <BannerCarousel key={component.id} items={items} autoplay={component.autoplay} interval={component.interval} />
            ) : null
          }
          case 'categories':
            return <CategoryNav key={component.id} items={component.items} />
          case 'announcement':
            return <NoticeBar key={component.id} items={component.items} />
          case 'richText':
            return <LazyRichBlock key={component.id} html={component.html} />
          case 'shows':
            return (
              <View key={component.id} className='home-section home-shows' data-component={component.id}>
                {component.title ? <Text className='home-section__title'>{component.title}</Text> : null}
                <View className='home-shows__list'>
                  {component.shows.map((show) => (
                    <ShowCard key={show.showId} show={show} className='home-shows__card' />
                  ))}
                </View>
              </View>
            )
          case 'coupons':
            return layoutId ? (
              <LazyCouponBlock key={component.id} layoutId={layoutId} componentId={component.id} title={component.title} />
            ) : null
          case 'masonry':
            return layoutId ? (
              <Masonry
                key={`${component.id}-${cityId}`}
                layoutId={layoutId}
                componentId={component.id}
                title={component.title}
                pageSize={component.pageSize}
                cityId={cityId}
                reachBottom={reachBottom}
              />
            ) : null
          default:
            return null
        }
      })}
    </View>
  )
}
