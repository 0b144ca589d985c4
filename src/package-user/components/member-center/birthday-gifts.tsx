import { Image, ScrollView, Text, View } from '@tarojs/components'
import { giftsScroll } from '@/domain/member'

export interface Gift {
  readonly icon?: string
  readonly giftDesc: string
}

/** Spec section 9: the level's birthday gifts, scrolling sideways above 3. */
export function BirthdayGifts({ gifts }: { readonly gifts: readonly Gift[] }) {
  const items = gifts.map((gift, index) => (
    <View key={`${index}-${gift.giftDesc}`} className='member-center__gift'>
      {gift.icon && <Image className='member-center__gift-icon' src={gift.icon} mode='aspectFit' aria-hidden />}
      <Text className='member-center__gift-text'>{gift.giftDesc}</Text>
    </View>
  ))
  if (!giftsScroll(gifts.length)) return <View className='member-center__gifts'>{items}</View>
  return (
    <ScrollView className='member-center__gifts-scroll' scrollX enhanced showScrollbar={false}>
      <View className='member-center__gifts member-center__gifts--scroll'>{items}</View>
    </ScrollView>
  )
}
