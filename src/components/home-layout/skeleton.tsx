import { View } from '@tarojs/components'
import { useShellHold } from '@/boot/ready'
import { useT } from '@/i18n/use-t'
import '@/i18n/locales/home'

/**
 * What a layout page shows while it loads: the banner, category row and cards at the sizes the
 * real ones take, so nothing moves when they arrive.
 */
export function LayoutSkeleton() {
  const t = useT()
  // H5: the app shell repeats this skeleton (with the banner the boot script may have painted): it stays until the layout is in.
  useShellHold(true)
  return (
    <View className='home-skeleton' aria-busy aria-label={t('home.loading')}>
      <View className='home-skeleton__banner home-skeleton__block' />
      <View className='home-skeleton__categories'>
        {[0, 1, 2, 3].map((index) => (
          <View key={index} className='home-skeleton__category home-skeleton__block' />
        ))}
      </View>
      <View className='home-skeleton__line home-skeleton__block' />
      {[0, 1, 2].map((index) => (
        <View key={index} className='home-skeleton__card'>
          <View className='home-skeleton__poster home-skeleton__block' />
          <View className='home-skeleton__body'>
            <View className='home-skeleton__line home-skeleton__block' />
            <View className='home-skeleton__line home-skeleton__line--short home-skeleton__block' />
          </View>
        </View>
      ))}
    </View>
  )
}
