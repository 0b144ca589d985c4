import { Image, ScrollView, View } from '@tarojs/components'
import type { BaseEventOrig, ScrollViewProps } from '@tarojs/components'
import Taro, { useDidHide, useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useMemo, useRef, useState, type ImgHTMLAttributes } from 'react'
import type { Banner } from '@/domain/home-layout'
import { useT } from '@/i18n/use-t'
import { platform } from '@/platform'
import { openLink } from './open-link'
import '@/i18n/locales/home'

export interface BannerCarouselProps {
  readonly items: readonly Banner[]
  readonly autoplay: boolean
  readonly interval: number
}

/** Quiet time after the last scroll event before a swipe left between two slides is snapped to one. */
export const SETTLE_MS = 150

let carouselSeq = 0

/**
 * H5 attributes of the first banner's image, the home page's largest paint: fetched first, and
 * sized like the banner (750 x 300) before it loads. Taro's HTML image puts `imgProps` on its
 * `img` (config/h5-components); mini-programs ignore them.
 */
const FIRST_BANNER_IMAGE = { fetchpriority: 'high', width: 750, height: 300 } as ImgHTMLAttributes<HTMLImageElement>

/**
 * The layout's banners (spec section 3, Banner): a carousel at a fixed ratio, each slide a link
 * named by its banner. A plain horizontal ScrollView, not Taro's carousel component: Taro's H5
 * build puts every Taro component the app uses into the first load, and that one brings a
 * carousel library (about 40 KB gzip). On H5 CSS scroll snap holds the slides in place and `scroll-behavior:
 * smooth` animates the auto-advance (a scripted animation fights the snap); mini-programs have no
 * CSS snap in a scroll-view, so a swipe that stops between slides is snapped here, and the
 * scroll-view animates. Auto-advance pauses while a finger is on it and while its page or the app
 * is hidden; the dots are decoration (every slide is a link in the reading order).
 */
export function BannerCarousel({ items, autoplay, interval }: BannerCarouselProps) {
  const t = useT()
  const [id] = useState(() => `home-banner-${(carouselSeq += 1)}`)
  const count = items.length
  const [current, setCurrent] = useState(0)
  // The scroll position asked of the scroll-view; `nudge` alternates half a pixel so that asking
  // for the same slide again (after a swipe moved away from it) is still a change it hears.
  const [target, setTarget] = useState({ left: 0, nudge: false })
  const [touching, setTouching] = useState(false)
  const [hidden, setHidden] = useState(false)
  const scroll = useRef({ left: 0, slideWidth: 0, touching: false })
  const settleTimer = useRef<ReturnType<typeof setTimeout>>()
  const ownPage = useRef(Taro.getCurrentInstance().router?.path)

  // Where the scroll-view was last asked to be (`show`), so a settled swipe can tell it has moved.
  const asked = useRef(0)

  const show = useCallback(
    (index: number) => {
      const go = (slideWidth: number) => {
        scroll.current.slideWidth = slideWidth
        asked.current = index * slideWidth
        setCurrent(index)
        setTarget((now) => ({ left: index * slideWidth, nudge: !now.nudge }))
      }
      if (scroll.current.slideWidth) {
        go(scroll.current.slideWidth)
        return
      }
      // A selector query runs against the page on top: measure only while ours is.
      if (Taro.getCurrentInstance().router?.path !== ownPage.current) return
      // The first slide, as wide as the track (Taro's HTML scroll-view on H5 drops its `id`).
      Taro.createSelectorQuery()
        .select(`#${id}-first`)
        .boundingClientRect()
        .exec((res: unknown[]) => {
          const rect = res[0] as { width?: number } | null
          if (rect?.width) go(rect.width)
        })
    },
    [id],
  )

  /**
   * After a swipe: the nearest slide becomes the one asked for (snapped to, when the scroll stopped
   * between two), so that the scroll-view is never sent back to where it was before the swipe.
   */
  const settle = useCallback(() => {
    const { left, slideWidth, touching: down } = scroll.current
    if (down || !slideWidth) return
    const nearest = Math.min(count - 1, Math.max(0, Math.round(left / slideWidth)))
    if (Math.abs(left - nearest * slideWidth) > 1 || Math.abs(asked.current - nearest * slideWidth) > 1) show(nearest)
  }, [count, show])

  const handlers = useMemo(() => {
    const later = () => {
      clearTimeout(settleTimer.current)
      settleTimer.current = setTimeout(settle, SETTLE_MS)
    }
    const touch = (down: boolean) => {
      scroll.current.touching = down
      setTouching(down)
      if (!down) later()
    }
    return {
      onScroll(event: BaseEventOrig<ScrollViewProps.onScrollDetail>) {
        const { scrollLeft, scrollWidth } = event.detail
        if (scrollWidth > 0) scroll.current.slideWidth = scrollWidth / count
        scroll.current.left = scrollLeft
        const { slideWidth } = scroll.current
        if (slideWidth) setCurrent(Math.min(count - 1, Math.max(0, Math.round(scrollLeft / slideWidth))))
        later()
      },
      onTouchStart: () => touch(true),
      onTouchEnd: () => touch(false),
    }
  }, [count, settle])

  useDidHide(() => setHidden(true))
  useDidShow(() => setHidden(false))
  useEffect(() => {
    const onHide = () => setHidden(true)
    const onShow = () => setHidden(false)
    Taro.onAppHide?.(onHide)
    Taro.onAppShow?.(onShow)
    return () => {
      Taro.offAppHide?.(onHide)
      Taro.offAppShow?.(onShow)
      clearTimeout(settleTimer.current)
    }
  }, [])

  useEffect(() => {
    if (count < 2 || !autoplay || touching || hidden) return undefined
    const timer = setTimeout(() => show((current + 1) % count), interval)
    return () => clearTimeout(timer)
  }, [count, autoplay, touching, hidden, current, interval, show])

  const failed = t('home.jumpFailed')
  const labels = items.map((banner, index) =>
    count > 1 ? t('home.bannerLabel', { index: index + 1, count, title: banner.title }) : banner.title,
  )
  const labelKey = labels.join('\n')
  // The scroll-view renders again only when asked to move or when the banners or their words
  // change: Taro's H5 scroll-view turns `scrollLeft` into a string, so each render with the number
  // again counts as a change and scrolls it back there (undoing a swipe).
  const track = useMemo(
    () => (
      <ScrollView
        id={id}
        className='home-banner__track'
        scrollX
        enhanced
        showScrollbar={false}
        scrollLeft={target.left + (target.nudge ? 0.5 : 0)}
        scrollWithAnimation={platform.target !== 'h5'}
        onScroll={handlers.onScroll}
        onTouchStart={handlers.onTouchStart}
        onTouchEnd={handlers.onTouchEnd}
        onTouchCancel={handlers.onTouchEnd}
      >
        {items.map((banner, index) => (
          <BannerSlide
            key={banner.bannerId}
            {...(index === 0 ? { id: `${id}-first` } : {})}
            banner={banner}
            label={labels[index] ?? banner.title}
            failed={failed}
            eager={index === 0}
          />
        ))}
      </ScrollView>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `labels` is new each render; `labelKey` says when it changed
    [id, target, handlers, items, labelKey, failed],
  )

  if (!count) return null
  return (
    <View className='home-banner' role='region' aria-label={t('home.banners')}>
      {track}
      {count > 1 ? (
        <View className='home-banner__dots' aria-hidden>
          {items.map((banner, index) => (
            <View
              key={banner.bannerId}
              className={`home-banner__dot${index === current ? ' home-banner__dot--active' : ''}`}
              data-current={index === current ? 'true' : undefined}
            />
          ))}
        </View>
      ) : null}
    </View>
  )
}

export function BannerSlide({
  id,
  banner,
  label,
  failed,
  eager,
}: {
  id?: string
  banner: Banner
  label: string
  failed: string
  eager?: boolean
}) {
  return (
    <View
      id={id}
      className='home-banner__slide'
      role='link'
      aria-label={label}
      data-banner={banner.bannerId}
      onClick={() => void openLink(banner, failed)}
    >
      <Image
        className='home-banner__image'
        src={banner.imageUrl}
        mode='aspectFill'
        lazyLoad={!eager}
        aria-hidden
        {...(eager ? { imgProps: FIRST_BANNER_IMAGE } : {})}
      />
    </View>
  )
}
