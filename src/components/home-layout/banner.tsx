import { Image, View } from '@tarojs/components'
import { useEffect, useState, type ComponentType } from 'react'
import type { Banner } from '@/domain/home-layout'
import { useT } from '@/i18n/use-t'
import type { BannerSwiperProps } from './banner-swiper'
import { openLink } from './open-link'
import '@/i18n/locales/home'

export interface BannerCarouselProps {
  readonly items: readonly Banner[]
  readonly autoplay: boolean
  readonly interval: number
}

let Loaded: ComponentType<BannerSwiperProps> | undefined
let loading: Promise<ComponentType<BannerSwiperProps>> | undefined
const loadSwiper = () =>
  (loading ??= import('./banner-swiper').then(
    (module) => (Loaded = module.BannerSwiper),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  ))

/**
 * The layout's banners (spec section 3, Banner): a carousel at a fixed ratio, each opening its
 * link. The first banner shows at once, alone (the page's largest paint); the carousel loads after
 * the first paint and takes its place at the same size (nothing moves).
 */
export function BannerCarousel({ items, autoplay, interval }: BannerCarouselProps) {
  const t = useT()
  const [Swiper, setSwiper] = useState(() => Loaded)
  const several = items.length > 1

  useEffect(() => {
    if (!several || Swiper) return undefined
    let live = true
    loadSwiper().then(
      (loaded) => live && setSwiper(() => loaded),
      () => undefined, // offline: the first banner stays, still a link
    )
    return () => {
      live = false
    }
  }, [several, Swiper])

  if (several && Swiper) return <Swiper items={items} autoplay={autoplay} interval={interval} />
  const [first] = items
  if (!first) return null
  return (
    <View className='home-banner'>
      <BannerSlide
        banner={first}
        label={several ? t('home.bannerLabel', { index: 1, count: items.length, title: first.title }) : first.title}
        failed={t('home.jumpFailed')}
        eager
      />
    </View>
  )
}

export function BannerSlide({
  banner,
  label,
  failed,
  eager,
}: {
  banner: Banner
  label: string
  failed: string
  eager?: boolean
}) {
  return (
    <View
      className='home-banner__slide'
      role='link'
      aria-label={label}
      data-banner={banner.bannerId}
      onClick={() => void openLink(banner, failed)}
    >
      <Image className='home-banner__image' src={banner.imageUrl} mode='aspectFill' lazyLoad={!eager} aria-hidden />
    </View>
  )
}
