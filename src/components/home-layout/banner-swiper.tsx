import { Swiper, SwiperItem, View } from '@tarojs/components'
import type { Banner } from '@/domain/home-layout'
import { useT } from '@/i18n/use-t'
import { BannerSlide } from './banner'
import '@/i18n/locales/home'

export interface BannerSwiperProps {
  readonly items: readonly Banner[]
  readonly autoplay: boolean
  readonly interval: number
}

/**
 * The carousel itself (Taro's Swiper), loaded by banner.tsx after the first paint so the first
 * banner paints without waiting for it. Note: this does not keep the swiper library out of the H5
 * first load: Taro's H5 build registers every Taro component the app uses in the app entry
 * (swiper ~40 KB gzip lands in app.js). Dropping it needs a carousel without Taro's Swiper.
 */
export function BannerSwiper({ items, autoplay, interval }: BannerSwiperProps) {
  const t = useT()
  const failed = t('home.jumpFailed')
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
