import { Image, Text, View } from '@tarojs/components'
import type { CategoryItem } from '@/domain/home-layout'
import { useT } from '@/i18n/use-t'
import { openLink } from './open-link'
import '@/i18n/locales/home'

/** The category shortcuts: each opens its list (all shows filtered by the category). */
export function CategoryNav({ items }: { readonly items: readonly CategoryItem[] }) {
  const t = useT()
  return (
    <View className='home-categories'>
      {items.map((item) => (
        <View
          key={item.code}
          className='home-categories__item'
          role='link'
          data-category={item.code}
          onClick={() => void openLink({ navigateUrl: item.navigateUrl ?? '' }, t('home.jumpFailed'))}
        >
          <View className='home-categories__icon' aria-hidden>
            {item.icon ? <Image className='home-categories__image' src={item.icon} mode='aspectFit' lazyLoad /> : null}
          </View>
          <Text className='home-categories__name'>{item.name}</Text>
        </View>
      ))}
    </View>
  )
}
