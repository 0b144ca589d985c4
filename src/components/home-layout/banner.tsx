import { Image, Swiper, SwiperItem, View } from '@tarojs/components'
import type { Banner } from '@/domain/home-layout'
import { useT } from '@/i18n/use-t'
import { openLink } from './open-link'
import '@/i18n/locales/home'

export interface BannerCarouselProps {
  readonly items: readonly Banner[]
  readonly autoplay: boolean
  readonly interval: number
}

/** The layout's banners (spec section 3, Banner): a carousel at a fixed ratio, each opening its link. */
export function BannerCarousel({ items, autoplay, interval }: BannerCarouselProps) {
  const t = useT()
  const failed = t('home.jumpFailed')
  if (items.length === 1) {
    const [only] = items
    return (
      <View className='home-banner'>
        <BannerSlide banner={only!} label={only!.title} failed={failed} eager />
      </View>
    )
  }
  return (
    <View className='home-banner'>
      <Swiper
        className='home-banner__swiper'
        autoplay={autoplay}
        interval={interval}
        circular
        indicatorDots
        indicatorColor='rgba(255, 255, 255, 0.5)'
        indicatorActiveColor='#ffffff'
      >
        {items.map((banner, index) => (
          <SwiperItem key={banner.bannerId}>
            <BannerSlide
              banner={banner}
              label={t('home.bannerLabel', { index: index + 1, count: items.length, title: banner.title })}
              failed={failed}
              eager={index === 0}
            />
          </SwiperItem>
        ))}
      </Swiper>
    </View>
  )
}

function BannerSlide({ banner, label, failed, eager }: { banner: Banner; label: string; failed: string; eager?: boolean }) {
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
