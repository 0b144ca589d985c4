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
 * The carousel itself (Taro's Swiper: on H5 it brings the swiper library, about 40 KB gzip), in a
 * chunk of its own that banner.tsx loads after the first paint.
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
