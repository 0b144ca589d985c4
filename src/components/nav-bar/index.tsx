import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { IconArrowLeft, IconHome } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { TITLE_BAR_HEIGHT, statusBarHeight } from '@/platform/appearance'
import { goBack, goHome } from '@/navigation/navigate'
import './nav-bar.scss'

export interface NavBarProps {
  readonly title: string
  /** Tab pages have neither back nor home. */
  readonly isTab: boolean
}

/**
 * The custom navigation bar (spec: the default): status bar 20, title bar 44. A back button when
 * there is a page to go back to; a home button when a link opened this page directly.
 */
export function NavBar({ title, isTab }: NavBarProps) {
  const t = useT()
  const [top] = useState(statusBarHeight)
  const [depth] = useState(() => Taro.getCurrentPages().length)
  const showBack = !isTab && depth > 1
  const showHome = !isTab && depth <= 1
  return (
    <View className='nav-bar' style={{ paddingTop: `${top}px` }}>
      <View className='nav-bar__inner' style={{ height: `${TITLE_BAR_HEIGHT}px` }}>
        <View className='nav-bar__side'>
          {showBack && (
            <View className='nav-bar__button' role='button' aria-label={t('nav.back')} onClick={() => void goBack()}>
              <IconArrowLeft size={18} />
            </View>
          )}
          {showHome && (
            <View className='nav-bar__button' role='button' aria-label={t('nav.home')} onClick={() => void goHome()}>
              <IconHome size={18} />
            </View>
          )}
        </View>
        <Text className='nav-bar__title'>{title}</Text>
        <View className='nav-bar__side' />
      </View>
    </View>
  )
}
