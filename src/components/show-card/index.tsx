import { Image, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { memo, type ReactNode } from 'react'
import {
  cardTags,
  displayShowTime,
  priceDisplay,
  priceSettingsOf,
  priceText,
  statusTag,
  type ShowDisplayFields,
} from '@/domain/show-display'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { shopConfigAtom } from '@/state/shop'
import './show-card.scss'
import '@/i18n/locales/shows'

/** What a card needs of a show: the list items of show_list/search, show/recommend, layouts, venues... */
export interface ShowCardData extends ShowDisplayFields {
  /** Ids containing SG are show groups: the tap opens group show detail (src/navigation/resolve.ts). */
  readonly showId: string
  readonly showName: string
  readonly posterUrl?: string | null
  readonly venueName?: string | null
  readonly cityName?: string | null
}

export type ShowCardVariant = 'wide' | 'compact'

export interface ShowCardProps {
  readonly show: ShowCardData
  /**
   * `wide` (default): poster left, details right, a fixed height (lists; the virtualised lists
   * rely on it: `SHOW_CARD_WIDE_HEIGHT`). `compact`: poster on top at a fixed 3:4 ratio, for
   * grids and rows of two or three (home, recommend).
   */
  readonly variant?: ShowCardVariant
  /** Instead of opening show detail (e.g. to record a click first); gets the show. */
  readonly onOpen?: (show: ShowCardData) => void
  /** Extra content at the end of the card (a remove button on favourites). */
  readonly extra?: ReactNode
  readonly className?: string
  /** A card of the first screen: its poster loads at once instead of when scrolled to (lazily). */
  readonly eager?: boolean
}

/**
 * Height of a wide card in design units (750 wide), margins included: the virtualised lists
 * compute rows from it. The SCSS uses the same number (`$wide-height`).
 */
export const SHOW_CARD_WIDE_HEIGHT = 320

/**
 * A show as a card (spec sections 3-5): poster (lazy, fixed ratio: nothing moves when it loads),
 * name on two lines, the time, city and venue, tags (marketing ones styled apart), the price line
 * (0 hidden, -1 价格待定, cents hidden when 00, free, the shop's hidden-price text) and the status
 * tag (已售罄 when sold out). A tap opens show detail, or group show detail for SG ids.
 */
export const ShowCard = memo(function ShowCard({
  show,
  variant = 'wide',
  onOpen,
  extra,
  className,
  eager = false,
}: ShowCardProps) {
  const t = useT()
  const shop = useAtomValue(shopConfigAtom)
  const price = priceDisplay(show, priceSettingsOf(shop))
  const status = statusTag(show)
  const tags = cardTags(show.showTags)
  const time = displayShowTime(show)
  const place =
    show.cityName && show.venueName
      ? t('shows.card.place', { city: show.cityName, venue: show.venueName })
      : (show.venueName ?? show.cityName ?? '')
  const open = () => (onOpen ? onOpen(show) : void navigate('showDetail', { showId: show.showId }))
  const label = [show.showName, time, place, priceText(price, (key) => t(key)), status ? (status.text ?? t(status.key)) : '']
    .filter(Boolean)
    .join(', ')

  return (
    <View
      className={`show-card show-card--${variant}${status?.tone === 'off' ? ' show-card--off' : ''}${className ? ` ${className}` : ''}`}
      data-show-id={show.showId}
    >
      <View className='show-card__main' role='link' aria-label={label} onClick={open}>
        <View className='show-card__poster' aria-hidden>
          {show.posterUrl ? (
            <Image className='show-card__image' src={show.posterUrl} mode='aspectFill' lazyLoad={!eager} />
          ) : null}
          {status && (
            <Text className={`show-card__status show-card__status--${status.tone}`}>{status.text ?? t(status.key)}</Text>
          )}
        </View>
        <View className='show-card__body'>
          <Text className='show-card__name'>{show.showName}</Text>
          {time !== '' && <Text className='show-card__time'>{time}</Text>}
          {variant === 'wide' && place !== '' && <Text className='show-card__place'>{place}</Text>}
          {tags.length > 0 && (
            <View className='show-card__tags'>
              {tags.map((tag) => (
                <Text
                  key={tag.title}
                  className={`show-card__tag${tag.marketing ? ' show-card__tag--marketing' : ''}`}
                  data-tag-type={tag.type}
                >
                  {tag.title}
                </Text>
              ))}
            </View>
          )}
          <View className='show-card__price'>
            {price.kind === 'amount' && (
              <Text className='show-card__amount'>
                <Text className='show-card__prefix'>{price.prefix}</Text>
                <Text className='show-card__yuan'>{price.yuan}</Text>
                {price.cents && <Text className='show-card__cents'>.{price.cents}</Text>}
                {price.suffix && <Text className='show-card__suffix'>{price.suffix}</Text>}
              </Text>
            )}
            {(price.kind === 'pending' || price.kind === 'free') && (
              <Text className={`show-card__amount show-card__amount--${price.kind}`}>{t(price.key)}</Text>
            )}
            {price.kind === 'text' && <Text className='show-card__amount show-card__amount--text'>{price.text}</Text>}
          </View>
        </View>
      </View>
      {extra}
    </View>
  )
})
