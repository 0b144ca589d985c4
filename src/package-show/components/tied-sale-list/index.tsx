import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { fetchTiedSales, type TiedSpu } from '@/api/show'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { Stepper } from '@/components/stepper'
import { compactMoney } from '@/domain/purchase/money'
import {
  decodeTiedChoices,
  encodeTiedChoices,
  missingRequired,
  setTiedQty,
  spuQty,
  tiedTotalCents,
  type TiedChoice,
} from '@/domain/purchase/tied-sale'
import { priceDisplay, priceText } from '@/domain/show-display'
import { useT } from '@/i18n/use-t'
import { RESULT_PAGES, usePageResult } from '@/navigation/results'
import './tied-sale-list.scss'
import '@/i18n/locales/show'
import '@/i18n/locales/shows'

export interface TiedSaleListProps {
  readonly showId: string
  readonly sessionId?: string
  /** The choices the opening page carries (encoded, tied-sale.ts). */
  readonly goods?: string
}

/**
 * The goods sold with a show (spec section 2, tied-sale-list; tied_sale_search): poster, name,
 * price from its cheapest sku, a required tag, and each sku with a quantity. Done sends the
 * choices back to the page that opened it (booking, RESULT_PAGES.tiedSales) and goes back.
 */
export function TiedSaleList({ showId, sessionId, goods }: TiedSaleListProps) {
  const t = useT()
  if (!showId) return <StatusView kind='empty' className='tied-list__empty' message={t('show.tied.badParams')} exit='home' />
  return <TiedLoad showId={showId} {...(sessionId ? { sessionId } : {})} {...(goods ? { goods } : {})} />
}

function TiedLoad({ showId, sessionId, goods }: TiedSaleListProps) {
  const t = useT()
  // The same list booking shows (one request when both ask); the buyer's choices are the form's own.
  const load = useServerData(['tied-sales', showId, sessionId ?? null], () => fetchTiedSales(showId, sessionId))
  if (load.status === 'loading') return <StatusView kind='loading' skeleton='poster' />
  if (load.status === 'error') return <LoadFailure error={load.error} notFound={t('show.detail.notFound')} onRetry={load.retry} />
  if (load.data.length === 0) return <StatusView kind='empty' className='tied-list__empty' message={t('show.tied.empty')} />
  return <TiedForm spus={load.data} initial={decodeTiedChoices(goods)} />
}

function TiedForm({ spus, initial }: { readonly spus: readonly TiedSpu[]; readonly initial: readonly TiedChoice[] }) {
  const t = useT()
  const [choices, setChoices] = useState<readonly TiedChoice[]>(initial)
  const [message, setMessage] = useState<{ spuId: string; text: string } | null>(null)
  const missing = missingRequired(spus, choices)
  const total = tiedTotalCents(spus, choices)
  const prefix = spus[0]?.minPriceInfo.prefix ?? ''

  const change = (spu: TiedSpu, skuId: string, qty: number) => {
    const next = setTiedQty(choices, spu, skuId, qty)
    setChoices(next.choices)
    setMessage(
      next.refused
        ? {
            spuId: spu.spuId,
            text: next.refused === 'limit' ? t('show.tied.limit', { count: spu.limitPerUser ?? 0 }) : t('show.tied.soldOut'),
          }
        : null,
    )
  }

  const { returnResult } = usePageResult(RESULT_PAGES.tiedSales)
  const done = () => {
    void returnResult(encodeTiedChoices(choices))
  }

  return (
    <View className='tied-list'>
      {spus.map((spu) => {
        const chosen = spuQty(choices, spu.spuId)
        return (
          <View
            key={spu.spuId}
            className={`tied-list__item${spu.required ? ' tied-list__item--required' : ''}`}
            data-spu={spu.spuId}
          >
            <View className='tied-list__head'>
              <Image className='tied-list__poster' src={spu.posterUrl} mode='aspectFill' aria-hidden />
              <View className='tied-list__head-text'>
                <Text className='tied-list__name'>{spu.name}</Text>
                <Text className='tied-list__from'>
                  {t('show.tied.from', { price: priceText(priceDisplay({ minOriginalPriceInfo: spu.minPriceInfo }), t) })}
                </Text>
                <View className='tied-list__tags'>
                  {spu.required && <Text className='tied-list__tag tied-list__tag--required'>{t('show.tied.required')}</Text>}
                  {spu.soldOut && <Text className='tied-list__tag'>{t('show.tied.soldOut')}</Text>}
                  {chosen > 0 && (
                    <Text className='tied-list__tag tied-list__tag--chosen'>{t('show.tied.chosen', { count: chosen })}</Text>
                  )}
                </View>
              </View>
            </View>
            {(spu.skus ?? []).map((sku) => {
              const qty = choices.find((choice) => choice.skuId === sku.skuId)?.qty ?? 0
              return (
                <View
                  key={sku.skuId}
                  className={`tied-list__sku${sku.soldOut ? ' tied-list__sku--off' : ''}`}
                  data-sku={sku.skuId}
                >
                  <Text className='tied-list__sku-label'>{sku.label || spu.name}</Text>
                  {sku.soldOut && <Text className='tied-list__sku-sold-out'>{t('show.tied.soldOut')}</Text>}
                  <Text className='tied-list__sku-price'>
                    {priceText(priceDisplay({ minOriginalPriceInfo: sku.priceInfo }), t)}
                  </Text>
                  <Stepper
                    block='tied-list'
                    size='small'
                    value={qty}
                    lessOff={qty === 0}
                    moreOff={sku.soldOut}
                    onLess={() => qty > 0 && change(spu, sku.skuId, qty - 1)}
                    onMore={() => change(spu, sku.skuId, qty + 1)}
                    lessLabel={t('show.tied.less', { name: sku.label || spu.name })}
                    moreLabel={t('show.tied.more', { name: sku.label || spu.name })}
                  />
                </View>
              )
            })}
            {message?.spuId === spu.spuId && (
              <View className='tied-list__message' role='alert'>
                <Text>{message.text}</Text>
              </View>
            )}
          </View>
        )
      })}

      <View className='tied-list__footer'>
        {missing.length > 0 && (
          <View className='tied-list__missing' role='status'>
            <Text>{t('show.tied.requiredMissing', { names: missing.map((spu) => spu.name).join(t('show.tied.and')) })}</Text>
          </View>
        )}
        <View className='tied-list__footer-row'>
          <View className='tied-list__total'>
            <Text className='tied-list__total-label'>{t('show.tied.total')}</Text>
            <Text className='tied-list__total-amount'>{`${prefix}${compactMoney(total)}`}</Text>
          </View>
          <Button className='tied-list__done' type='primary' onClick={done}>
            {t('show.tied.done')}
          </Button>
        </View>
      </View>
    </View>
  )
}
