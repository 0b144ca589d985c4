import { Image, Input, Slider, Text, View } from '@tarojs/components'
import { useCallback, useEffect, useRef, useState } from 'react'
import { fetchPurchaseCaptcha, verifyPurchaseCaptcha, type PurchaseCaptcha } from '@/api/show'
import { Button } from '@/components/ui'
import type { CaptchaToken } from '@/domain/purchase/captcha'
import { useT } from '@/i18n/use-t'
import { followMouseDrag } from '@/platform'
import './captcha-popup.scss'
import '@/i18n/locales/show'

export interface CaptchaPopupProps {
  readonly showId: string
  readonly onSolved: (token: CaptchaToken) => void
  readonly onClose: () => void
}

type Phase = 'loading' | 'ready' | 'checking' | 'failed' | 'loadFailed'

/** The slide's answer: where the piece is, 0 to 100 (per cent of the lane). */
const SLIDE_MAX = 100
/** The line of Taro's slider (H5) the mouse drags along. */
const SLIDER_TRACK = 'captcha-popup__slider .weui-slider__inner'

/**
 * The purchase captcha of a show's captcha window (spec section 3, captchaSwitch): a slide (move
 * the piece onto the gap) or an image (type its characters). A wrong answer spends the captcha:
 * a new one comes with the message beside it.
 */
export function CaptchaPopup({ showId, onSolved, onClose }: CaptchaPopupProps) {
  const t = useT()
  const [captcha, setCaptcha] = useState<PurchaseCaptcha | null>(null)
  const [phase, setPhase] = useState<Phase>('loading')
  const [slide, setSlide] = useState(0)
  const [text, setText] = useState('')
  const [wrong, setWrong] = useState(false)

  const load = useCallback(() => {
    setPhase('loading')
    setSlide(0)
    fetchPurchaseCaptcha(showId).then(
      (next) => {
        setCaptcha(next)
        setPhase('ready')
      },
      () => setPhase('loadFailed'),
    )
  }, [showId])
  useEffect(load, [load])

  const check = (answer: string) => {
    if (!captcha || phase === 'checking') return
    setPhase('checking')
    verifyPurchaseCaptcha(showId, captcha.captchaId, answer).then(onSolved, () => {
      setWrong(true)
      setText('')
      load()
    })
  }
  const checkRef = useRef(check)
  checkRef.current = check
  const slideRef = useRef(slide)
  slideRef.current = slide

  // The slider answers touch; on a desktop browser the mouse drags it too (the platform's listener).
  const sliding = captcha?.kind === 'slide' && phase === 'ready'
  useEffect(() => {
    if (!sliding) return undefined
    let from = { x: 0, value: 0, width: 1 }
    let value = 0
    return followMouseDrag(`.${SLIDER_TRACK}`, {
      start: (clientX, width) => {
        from = { x: clientX, value: slideRef.current, width: width || 1 }
        value = from.value
      },
      move: (clientX) => {
        value = Math.round(Math.min(SLIDE_MAX, Math.max(0, from.value + ((clientX - from.x) / from.width) * SLIDE_MAX)))
        setSlide(value)
      },
      end: () => {
        if (value !== from.value) checkRef.current(String(value))
      },
    })
  }, [sliding])

  return (
    <View className='captcha-popup' role='dialog' aria-modal aria-label={t('show.captcha.title')}>
      <View className='captcha-popup__mask' onClick={onClose} />
      <View className='captcha-popup__panel'>
        <Text className='captcha-popup__title'>{t('show.captcha.title')}</Text>
        {phase === 'loadFailed' && (
          <View className='captcha-popup__state' role='alert'>
            <Text>{t('show.captcha.loadFailed')}</Text>
            <Button size='small' onClick={load}>
              {t('show.common.retry')}
            </Button>
          </View>
        )}
        {phase !== 'loadFailed' && captcha?.kind === 'slide' && (
          <View className='captcha-popup__slide'>
            <Text className='captcha-popup__hint'>{t('show.captcha.slideHint')}</Text>
            <View className='captcha-popup__track' aria-hidden>
              <View className='captcha-popup__lane'>
                <View className='captcha-popup__gap' style={{ left: `${captcha.target}%` }} />
                <View className='captcha-popup__piece' style={{ left: `${slide}%` }} />
              </View>
            </View>
            <Slider
              className='captcha-popup__slider'
              min={0}
              max={SLIDE_MAX}
              step={1}
              value={slide}
              disabled={phase !== 'ready'}
              activeColor='var(--color-primary)'
              blockSize={28}
              onChanging={(event) => setSlide(event.detail.value)}
              onChange={(event) => {
                setSlide(event.detail.value)
                check(String(event.detail.value))
              }}
              aria-label={t('show.captcha.slideHint')}
            />
          </View>
        )}
        {phase !== 'loadFailed' && captcha?.kind === 'image' && (
          <View className='captcha-popup__image-row'>
            <Image className='captcha-popup__image' src={captcha.image} onClick={load} aria-label={t('show.captcha.imageAlt')} />
            <Input
              className='captcha-popup__input'
              value={text}
              maxlength={8}
              placeholder={t('show.captcha.imagePlaceholder')}
              onInput={(event) => setText(event.detail.value)}
            />
            <Button
              className='captcha-popup__confirm'
              type='primary'
              size='small'
              disabled={text.trim() === '' || phase !== 'ready'}
              onClick={() => check(text.trim())}
            >
              {t('show.captcha.confirm')}
            </Button>
          </View>
        )}
        {phase === 'loading' && !captcha && <Text className='captcha-popup__hint'>{t('show.common.loading')}</Text>}
        {wrong && (
          <View className='captcha-popup__error' role='alert'>
            <Text>{t('show.captcha.wrong')}</Text>
          </View>
        )}
        <View className='captcha-popup__close' role='button' onClick={onClose}>
          <Text>{t('show.common.cancel')}</Text>
        </View>
      </View>
    </View>
  )
}
