import { useAtom } from 'jotai'
import { THEME_MODES, type ThemeMode } from '@/domain/launch-query'
import { useT } from '@/i18n/use-t'
import { themeModeAtom } from '@/state/preferences'
import { ChoiceList } from '../choice-list'

/** Appearance (spec section 3: FOLLOW_SYSTEM, DARK_MODE, LIGHT_MODE), kept across launches. */
export function AppearanceChoice() {
  const t = useT()
  const [mode, setMode] = useAtom(themeModeAtom)
  return (
    <ChoiceList
      className='appearance'
      heading={t('settings.appearanceHint')}
      choices={THEME_MODES.map((option) => ({ key: option, label: t(`settings.modes.${option}`) }))}
      selected={mode}
      selectedLabel={t('settings.currentMode')}
      onChoose={(key) => setMode(key as ThemeMode)}
    />
  )
}
