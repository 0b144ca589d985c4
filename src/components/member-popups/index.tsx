import { Text, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { fetchPopSetting, noLongerRemind } from '@/api/member'
import { Button } from '@/components/ui'
import { Popup } from '@/components/ui/popup'
import { popupToShow, type MemberPopup } from '@/domain/member'
import { useT } from '@/i18n/use-t'
import './member-popups.scss'
import '@/i18n/locales/member'

/**
 * The level-upgrade or birthday popup (spec section 4; D15), on the mine tab and the member
 * centre (shared: the main package and the user package both mount it): asks query/pop/setting
 * once when the page opens, shows at most one, and calls its no-longer-remind once on mount (guarded against a
 * second mount), so it does not show on the next visit.
 */
export function MemberPopups() {
  const t = useT()
  const [popup, setPopup] = useState<MemberPopup | null>(null)
  const asked = useRef(false)

  useEffect(() => {
    if (asked.current) return
    asked.current = true
    fetchPopSetting()
      .then((setting) => {
        const shown = popupToShow(setting)
        if (!shown) return
        setPopup(shown)
        void noLongerRemind(shown.kind).catch(() => undefined)
      })
      .catch(() => undefined)
  }, [])

  if (!popup) return null
  const upgrade = popup.kind === 'levelUpgrade'
  return (
    <Popup visible position='center' round onClose={() => setPopup(null)} className='member-popup'>
      <View
        className='member-popup__body'
        role='dialog'
        aria-label={t(upgrade ? 'member.popup.upgradeTitle' : 'member.popup.birthdayTitle')}
      >
        <Text className='member-popup__title'>{t(upgrade ? 'member.popup.upgradeTitle' : 'member.popup.birthdayTitle')}</Text>
        <Text className='member-popup__text'>
          {upgrade ? t('member.popup.upgradeBody', { name: popup.levelName }) : t('member.popup.birthdayBody')}
        </Text>
        <Button className='member-popup__close' type='primary' block onClick={() => setPopup(null)}>
          {t('member.popup.close')}
        </Button>
      </View>
    </Popup>
  )
}
