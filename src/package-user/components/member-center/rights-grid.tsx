import { Image, ScrollView, Text, View } from '@tarojs/components'
import { rightsScroll } from '@/domain/member'
import './member-center.scss'

/** What a right shows (prime_privilege's rights and prime/levels' alike). */
export interface GridRight {
  readonly primeRightType: string
  readonly primeRightTypeName: string
  readonly badgeDesc: string
  readonly icon: string | null
  readonly isHighlight: boolean
}

/** Spec section 9: the level's rights 4 a row; above 8, two rows scrolling sideways. */
export function RightsGrid({ rights }: { readonly rights: readonly GridRight[] }) {
  const items = rights.map((right, index) => (
    <View key={`${index}-${right.primeRightType}`} className='member-center__right' data-type={right.primeRightType}>
      <View className='member-center__right-icon'>
        {right.icon && <Image className='member-center__right-image' src={right.icon} mode='aspectFit' aria-hidden />}
        {right.badgeDesc && (
          <Text className={`member-center__right-badge${right.isHighlight ? ' member-center__right-badge--hot' : ''}`}>
            {right.badgeDesc}
          </Text>
        )}
      </View>
      <Text className='member-center__right-name'>{right.primeRightTypeName}</Text>
    </View>
  ))
  if (!rightsScroll(rights.length)) return <View className='member-center__rights'>{items}</View>
  return (
    <ScrollView className='member-center__rights-scroll' scrollX enhanced showScrollbar={false}>
      <View className='member-center__rights member-center__rights--scroll'>{items}</View>
    </ScrollView>
  )
}
