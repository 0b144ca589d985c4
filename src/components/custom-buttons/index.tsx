import { Image, Text, View } from '@tarojs/components'
import type { CustomButton } from '@showtix/contract'
import { openLink } from '@/components/home-layout/open-link'
import { useT } from '@/i18n/use-t'
import './custom-buttons.scss'
import '@/i18n/locales/transfer'

/** Follows a custom button's jump (the banner format): an app page, a web page, a mini-program. */
export function useOpenButton(): (button: CustomButton) => void {
  const t = useT()
  return (button) => void openLink({ jumpDetails: button.jumpDetails }, t('transfer.buttons.failed'))
}

/**
 * The merchant's custom buttons of a show (D10) as a row of icon tiles: the first `max`, then
 * "More" (`onMore`) when there are more. The ticket detail shows three.
 */
export function CustomButtonRow(props: {
  readonly buttons: readonly CustomButton[]
  readonly max: number
  readonly onMore: () => void
}) {
  const { buttons, max, onMore } = props
  const t = useT()
  const open = useOpenButton()
  if (buttons.length === 0) return null
  const shown = buttons.slice(0, max)
  return (
    <View className='custom-buttons'>
      {shown.map((button, index) => (
        <View key={`${index}-${button.title}`} className='custom-buttons__tile' role='button' onClick={() => open(button)}>
          <Image className='custom-buttons__icon' src={button.icon} mode='aspectFit' aria-hidden />
          <Text className='custom-buttons__title'>{button.title}</Text>
        </View>
      ))}
      {buttons.length > max && (
        <View className='custom-buttons__tile custom-buttons__more' role='button' onClick={onMore}>
          <Text className='custom-buttons__dots' aria-hidden>
            ···
          </Text>
          <Text className='custom-buttons__title'>{t('transfer.buttons.more')}</Text>
        </View>
      )}
    </View>
  )
}
