import { Button as NativeButton, Canvas, Image, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { generateShortCode } from '@/api/short-codes'
import { feedback } from '@/components/feedback'
import { useServerData } from '@/components/server-data'
import { StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { POSTER_COLORS, type PosterInput } from '@/domain/poster'
import { shopTheme } from '@/domain/shop-config'
import { shortCodeTarget } from '@/domain/short-code'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { useSharePage } from '@/navigation/share'
import { shareMenuInPage, webOrigin } from '@/platform/env'
import { platform } from '@/platform'
import {
  openAlbumSettings,
  posterCanvasInPage,
  PosterSaveError,
  posterSavedByLongPress,
  savePosterImage,
} from '@/platform/poster'
import { pagePath, type PageName } from '@/routes'
import { merchantIdAtom } from '@/state/merchant'
import { shopConfigAtom } from '@/state/shop'
import { POSTER_CANVAS_ID, usePosterImage } from './use-poster-image'
import './poster.scss'
import '@/i18n/locales/poster'

/** What a poster shows of the thing it shares. */
export interface PosterSubject {
  readonly title: string
  readonly time?: string | null
  readonly venue?: string | null
  /** The price line, where the thing is on sale. */
  readonly price?: string | null
  /** Its own picture (the show's poster); the shop's sharePosterUrl goes first where set. */
  readonly imageUrl?: string | null
  /** D33: a sensitive show has no poster. */
  readonly sensitive?: boolean | null
}

/** The page the poster's code opens, with its parameters. */
export interface PosterTarget {
  readonly name: PageName
  readonly params: Readonly<Record<string, string>>
}

export interface PosterViewProps {
  readonly subject: PosterSubject
  readonly target: PosterTarget
  /** The saved file's name, without extension. */
  readonly fileName: string
}

/**
 * A share poster (issue 22): drawn on a canvas with the picture (the shop's sharePosterUrl, else the
 * subject's), title, time, venue, price, the shop's shareDescription and a QR of a short code that
 * opens `target`; saved as an image (the album on mini-programs, a PNG download on the web, a long
 * press in WeChat's browser), shared with the platform's share button or as a copied link.
 */
export function PosterView({ subject, target, fileName }: PosterViewProps) {
  const t = useT()
  const shop = useAtomValue(shopConfigAtom)
  const merchantId = useAtomValue(merchantIdAtom)
  useSharePage(target.name, target.params, { title: subject.title, imageUrl: subject.imageUrl, sensitive: subject.sensitive })
  const blocked = shop?.forbidShare ? t('poster.forbidden') : subject.sensitive ? t('poster.notSharable') : undefined
  const page = `/${pagePath(target.name)}`
  const code = useServerData(
    ['poster-code', merchantId, page, target.params],
    () => generateShortCode({ page, params: { ...target.params } }),
    {
      enabled: !blocked,
      reloadOnShow: false,
    },
  )
  const origin = webOrigin()
  const qrText = code.data ? shortCodeTarget(code.data.id, { ...(origin ? { origin } : {}), merchantId }) : undefined
  const shopName = shop?.shopName ?? ''
  const input: PosterInput | undefined = qrText
    ? {
        title: subject.title,
        time: subject.time,
        venue: subject.venue,
        price: subject.price,
        description: shop?.shareDescription,
        shopName,
        hint: t('poster.scanHint', { shop: shopName }),
      }
    : undefined
  const art = qrText
    ? {
        imageUrl: shop?.sharePosterUrl || subject.imageUrl,
        qrText,
        accent: shopTheme(shop, false).shopMainColor ?? POSTER_COLORS.accent,
      }
    : undefined
  const { state, redraw } = usePosterImage(input, art)

  if (blocked) return <StatusView kind='empty' message={blocked} exit='back' />
  if (code.status === 'error') return <StatusView kind='error' message={t('poster.codeFailed')} onRetry={code.retry} />
  return (
    <View className='poster' data-state={state.status} data-qr={qrText ?? ''} data-code={code.data?.id ?? ''}>
      {posterCanvasInPage && <Canvas type='2d' id={POSTER_CANVAS_ID} className='poster__canvas' />}
      <Text className='poster__intro'>{t('poster.intro')}</Text>
      <View className='poster__frame'>
        {state.status === 'ready' ? (
          <Image className='poster__image' src={state.src} mode='widthFix' showMenuByLongpress aria-label={subject.title} />
        ) : state.status === 'failed' ? (
          <StatusView kind='error' message={t('poster.drawFailed')} onRetry={redraw} />
        ) : (
          <StatusView kind='loading' message={t('poster.drawing')} />
        )}
      </View>
      <PosterActions
        src={state.status === 'ready' ? state.src : undefined}
        link={origin ? qrText : undefined}
        fileName={fileName}
      />
    </View>
  )
}

/** Save and share, with what a refused album permission needs (why, and the way to settings). */
function PosterActions({
  src,
  link,
  fileName,
}: {
  readonly src: string | undefined
  readonly link: string | undefined
  readonly fileName: string
}) {
  const t = useT()
  const [denied, setDenied] = useState(false)
  const [busy, setBusy] = useState(false)
  const longPressOnly = posterSavedByLongPress()
  const toast = (text: string) => feedback.presenter.toast({ text }, TOAST_DURATION_MS)
  const save = async () => {
    if (!src || busy) return
    setBusy(true)
    try {
      const outcome = await savePosterImage(src, `${fileName}.png`)
      setDenied(false)
      if (outcome !== 'cancelled')
        toast(t(outcome === 'saved' ? 'poster.saved' : outcome === 'downloaded' ? 'poster.downloaded' : 'poster.longPress'))
    } catch (error) {
      if (error instanceof PosterSaveError && error.reason === 'denied') setDenied(true)
      else toast(t('poster.saveFailed'))
    } finally {
      setBusy(false)
    }
  }
  const copy = () => {
    if (!link) return
    platform.setClipboard(link).then(
      () => toast(t('poster.copied')),
      () => undefined,
    )
  }
  return (
    <View className='poster__actions'>
      {longPressOnly && <Text className='poster__hint'>{t('poster.longPress')}</Text>}
      {denied && (
        <View className='poster__denied' role='alert'>
          <Text className='poster__denied-text'>{t('poster.albumDenied')}</Text>
          <Button
            className='poster__settings'
            size='small'
            onClick={() => void openAlbumSettings().then((on) => on && setDenied(false))}
          >
            {t('poster.openSettings')}
          </Button>
        </View>
      )}
      <View className='poster__buttons'>
        {!longPressOnly && (
          <Button className='poster__save' type='primary' disabled={!src} loading={busy} onClick={() => void save()}>
            {t('poster.save')}
          </Button>
        )}
        {shareMenuInPage ? (
          <NativeButton className='poster__share' openType='share'>
            {t('poster.share')}
          </NativeButton>
        ) : (
          link && (
            <Button className='poster__share' fill='outline' onClick={copy}>
              {t('poster.copyLink')}
            </Button>
          )
        )}
      </View>
    </View>
  )
}
