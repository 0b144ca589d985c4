import { useAtomValue, useStore } from 'jotai'
import { feedback } from '@/components/feedback'
import { LOCALES, normalizeLocale, type Locale } from '@/domain/launch-query'
import { languageLoginMismatch, type LoginIdentity } from '@/domain/shop-config'
import { HTTP_MESSAGES, TOAST_DURATION_MS } from '@/http'
import { translator } from '@/i18n'
import { useT } from '@/i18n/use-t'
import { openLogin } from '@/navigation/navigate'
import { chooseLocale, localeAtom } from '@/state/preferences'
import { countryCodeAtom, emailAtom, isLoggedInAtom, logout } from '@/state/session'
import { chooseLoginFor, shopConfigAtom } from '@/state/shop'
import { ChoiceList } from '../choice-list'

interface Option {
  readonly locale: Locale
  readonly name: string
}

/**
 * The language page's list (spec sections 2 and 5): the shop's languages (all three before its
 * configuration arrives), the current one marked. A language that does not match how the user
 * logged in (an e-mail-only language for a phone login...) asks first: switch and log in again,
 * or keep the language.
 */
export function LanguageList() {
  const t = useT()
  const store = useStore()
  const shop = useAtomValue(shopConfigAtom)
  const current = useAtomValue(localeAtom)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const email = useAtomValue(emailAtom)
  const countryCode = useAtomValue(countryCodeAtom)

  const fromShop = (shop?.supportLanguages ?? []).flatMap((language): Option[] => {
    const locale = normalizeLocale(language.langTag)
    return locale ? [{ locale, name: language.langName || t(`language.names.${locale}`) }] : []
  })
  const options: Option[] = fromShop.length
    ? fromShop
    : LOCALES.map((locale) => ({ locale, name: t(`language.names.${locale}`) }))

  const identity: LoginIdentity | undefined = !loggedIn
    ? undefined
    : email
      ? { method: 'EMAIL' }
      : { method: 'CELLPHONE', ...(countryCode ? { countryCode } : {}) }

  async function choose(option: Option) {
    if (option.locale === current) return
    if (languageLoginMismatch(shop, option.locale, identity)) {
      const answer = await feedback.presenter.dialog({
        mode: 'login',
        title: { key: HTTP_MESSAGES.titleLanguage },
        message: { key: HTTP_MESSAGES.languageMismatch },
      })
      if (answer !== 'confirm') return
      chooseLocale(store, option.locale)
      chooseLoginFor(shop, option.locale)
      logout(store)
      await openLogin()
      return
    }
    chooseLocale(store, option.locale)
    chooseLoginFor(shop, option.locale)
    // Said in the language just chosen.
    feedback.presenter.toast({ text: translator(option.locale)('language.changed', { name: option.name }) }, TOAST_DURATION_MS)
  }

  return (
    <ChoiceList
      className='language-list'
      heading={t('language.heading')}
      choices={options.map((option) => ({ key: option.locale, label: option.name }))}
      selected={current}
      selectedLabel={t('language.current')}
      onChoose={(key) => {
        const option = options.find((candidate) => candidate.locale === key)
        if (option) void choose(option)
      }}
    />
  )
}
