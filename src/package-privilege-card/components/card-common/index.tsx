import { Image, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { cardBenefit, type CardBenefitFields } from '@/domain/privilege-card'
import { moneyText } from '@/domain/order'
import { yuanToCents } from '@/domain/purchase/money'
import { useT } from '@/i18n/use-t'
import './privilege-card.scss'
import '@/i18n/locales/card'

export interface CardFaceData extends CardBenefitFields {
  readonly cardName: string
  readonly cardUrl: string
  readonly cardPrice: number
  readonly currency: string
  readonly promotionDesc: string
}

/** What a card gives, in words: 3 tickets free, or 20% off (8.0折). */
export function useBenefitText(card: CardBenefitFields): string {
  const t = useT()
  const benefit = cardBenefit(card)
  if (benefit.kind === 'redeem') return t('card.benefit.redeem', { count: benefit.times })
  if (benefit.kind === 'discount') return t('card.benefit.discount', { tag: benefit.tag, percent: benefit.percentOff })
  return ''
}

/** A card's price in its shop's currency (the gateway answers yuan). */
export const cardPriceText = (card: { readonly cardPrice: number; readonly currency: string }): string =>
  moneyText(yuanToCents(card.cardPrice), card.currency)

/**
 * A card's face: its picture (s9: 300 wide in lists, the 750-wide banner on the detail), name,
 * what it gives and its price. `children` goes under the words (a state, what is left).
 */
export function CardFace({
  card,
  variant,
  children,
}: {
  readonly card: CardFaceData
  readonly variant: 'thumb' | 'banner'
  readonly children?: ReactNode
}) {
  const benefit = useBenefitText(card)
  return (
    <View className={`card-face card-face--${variant}`}>
      <Image className='card-face__image' src={card.cardUrl} mode='aspectFill' lazyLoad={variant === 'thumb'} />
      <View className='card-face__text'>
        <Text className='card-face__name'>{card.cardName}</Text>
        {benefit && <Text className='card-face__benefit'>{benefit}</Text>}
        {card.promotionDesc && <Text className='card-face__muted'>{card.promotionDesc}</Text>}
        <Text className='card-face__price'>{cardPriceText(card)}</Text>
        {children}
      </View>
    </View>
  )
}
