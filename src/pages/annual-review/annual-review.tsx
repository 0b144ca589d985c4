import { Image, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { fetchAnnualReview, type AnnualReview } from '@/api/home'
import { PageShell } from '@/components/page-shell'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { navigate, openLogin } from '@/navigation/navigate'
import { usePageParams } from '@/navigation/use-page-params'
import { isLoggedInAtom } from '@/state/session'
import { localeAtom } from '@/state/preferences'
import './annual-review.scss'
import '@/i18n/locales/home'

/** The years the gateway answers for (its validation: 2000-2100). */
const FIRST_YEAR = 2000
const LAST_YEAR = 2100

type State = { status: 'loading' } | { status: 'ready'; review: AnnualReview } | { status: 'error' }

function yearOf(param: string | undefined): number | undefined {
  const year = Number(param)
  return Number.isInteger(year) && year >= FIRST_YEAR && year <= LAST_YEAR ? year : undefined
}

/**
 * The annual review (`year`, default the current one): the shop's year in shows from the gateway
 * (figures, the shows of the year) and, when logged in, the buyer's own year.
 */
export default function AnnualReviewPage() {
  const t = useT()
  const params = usePageParams()
  const loggedIn = useAtomValue(isLoggedInAtom)
  const locale = useAtomValue(localeAtom)
  const [year, setYear] = useState<number | undefined>(() => yearOf(params.year))
  const [state, setState] = useState<State>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const generation = useRef(0)

  useEffect(() => {
    const mine = ++generation.current
    setState({ status: 'loading' })
    fetchAnnualReview(year).then(
      (review) => mine === generation.current && setState({ status: 'ready', review }),
      () => mine === generation.current && setState({ status: 'error' }),
    )
  }, [year, loggedIn, locale, attempt])

  const shown = state.status === 'ready' ? state.review.year : year
  const step = (delta: number) => shown !== undefined && setYear(Math.min(LAST_YEAR, Math.max(FIRST_YEAR, shown + delta)))

  return (
    <PageShell name='annualReview'>
      <View className='annual'>
        {state.status === 'loading' && (
          <View className='annual__skeleton' aria-busy aria-label={t('home.loading')}>
            <View className='annual__skeleton-hero' />
            <View className='annual__skeleton-row' />
            <View className='annual__skeleton-row' />
          </View>
        )}
        {state.status === 'error' && (
          <View className='annual__status' role='alert'>
            <Text className='annual__message'>{t('home.annual.loadFailed')}</Text>
            <Button type='primary' size='small' onClick={() => setAttempt((value) => value + 1)}>
              {t('home.retry')}
            </Button>
          </View>
        )}
        {state.status === 'ready' && (
          <>
            <View className='annual__hero'>
              <Text className='annual__title'>{state.review.title}</Text>
              <Text className='annual__subtitle'>{state.review.subtitle}</Text>
              <View className='annual__years'>
                <View
                  className='annual__year-step'
                  role='button'
                  aria-disabled={state.review.year <= FIRST_YEAR}
                  onClick={() => step(-1)}
                >
                  <Text>{t('home.annual.previous')}</Text>
                </View>
                <View
                  className='annual__year-step'
                  role='button'
                  aria-disabled={state.review.year >= LAST_YEAR}
                  onClick={() => step(1)}
                >
                  <Text>{t('home.annual.next')}</Text>
                </View>
              </View>
            </View>
            <View className='annual__figures'>
              {state.review.figures.map((figure) => (
                <View key={figure.key} className='annual__figure' data-figure={figure.key}>
                  <Text className='annual__figure-value'>{figure.value}</Text>
                  <Text className='annual__figure-label'>{figure.label}</Text>
                </View>
              ))}
            </View>
            <View className='annual__card annual__mine'>
              <Text className='annual__heading'>{t('home.annual.mine', { year: state.review.year })}</Text>
              {state.review.mine === null && (
                <View className='annual__login'>
                  <Text className='annual__message'>{t('home.annual.loginHint')}</Text>
                  <Button type='primary' size='small' onClick={() => void openLogin()}>
                    {t('home.annual.login')}
                  </Button>
                </View>
              )}
              {state.review.mine !== null && state.review.mine.orders === 0 && (
                <Text className='annual__message'>{t('home.annual.nothingYet')}</Text>
              )}
              {state.review.mine !== null && state.review.mine.orders > 0 && (
                <View className='annual__mine-figures'>
                  <Text className='annual__mine-line'>{t('home.annual.orders', { count: state.review.mine.orders })}</Text>
                  <Text className='annual__mine-line'>{t('home.annual.shows', { count: state.review.mine.shows })}</Text>
                  <Text className='annual__mine-line'>{t('home.annual.cities', { count: state.review.mine.cities })}</Text>
                  <Text className='annual__mine-line'>
                    {t('home.annual.spent', {
                      amount: `${state.review.mine.spentInfo.prefix}${state.review.mine.spentInfo.yuanNum}${
                        state.review.mine.spentInfo.centNum && state.review.mine.spentInfo.centNum !== '00'
                          ? `.${state.review.mine.spentInfo.centNum}`
                          : ''
                      }`,
                    })}
                  </Text>
                  {state.review.mine.firstShowName && (
                    <Text className='annual__mine-line'>{t('home.annual.first', { name: state.review.mine.firstShowName })}</Text>
                  )}
                </View>
              )}
            </View>
            <View className='annual__card'>
              <Text className='annual__heading'>{t('home.annual.highlights')}</Text>
              {state.review.highlights.length === 0 && (
                <View role='status'>
                  <Text className='annual__message'>{t('home.annual.empty', { year: state.review.year })}</Text>
                </View>
              )}
              {state.review.highlights.map((show, index) => (
                <View
                  key={show.showId}
                  className='annual__show'
                  role='link'
                  data-show-id={show.showId}
                  onClick={() => void navigate('showDetail', { showId: show.showId })}
                >
                  <Text className='annual__rank'>{index + 1}</Text>
                  <Image className='annual__poster' src={show.posterUrl} mode='aspectFill' lazyLoad aria-hidden />
                  <View className='annual__show-body'>
                    <Text className='annual__show-name'>{show.showName}</Text>
                    <Text className='annual__show-note'>
                      {show.cityName} · {show.note}
                    </Text>
                  </View>
                </View>
              ))}
            </View>
          </>
        )}
      </View>
    </PageShell>
  )
}
