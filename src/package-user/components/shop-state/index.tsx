import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { fetchShopBrief } from '@/api/info'
import { useCustomerService } from '@/components/customer-service'
import { feedback } from '@/components/feedback'
import { Button } from '@/components/ui'
import { shopStateInfo, shopStateWord, type ShopStateInfo } from '@/domain/info'
import { SHOP_OPEN, type ShopConfig } from '@/domain/shop-config'
import { ERROR_CODES, TOAST_DURATION_MS, isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { goHome } from '@/navigation/navigate'
import { shopConfigAtom } from '@/state/shop'
import './shop-state.scss'
import '@/i18n/locales/info'

export interface ShopStateProps {
  /** Loads the shop configuration again (forced), once the shop is open. */
  readonly reloadShop: () => Promise<ShopConfig | null>
}

type Phase = 'checking' | 'closed' | 'failed' | 'open'

/** The gateway's "shop not open" answer (spec section 8: RE030326003101 opens this page). */
function isShopNotOpen(error: unknown): boolean {
  return isHttpError(error) && ERROR_CODES[error.code]?.action === 'shopState'
}

/**
 * Spec sections 4 and 8: the page a buyer lands on when the shop is not OPEN. It says which shop
 * and in what state, what the buyer can do (come back later, contact customer service when the
 * shop has any), and checks again on request: once the shop is open, the configuration is
 * loaded again and the buyer goes to the home page.
 */
export function ShopState({ reloadShop }: ShopStateProps) {
  const t = useT()
  const config = useAtomValue(shopConfigAtom)
  const contact = useCustomerService()
  const [info, setInfo] = useState<ShopStateInfo>(() => shopStateInfo(config))
  const [phase, setPhase] = useState<Phase>('checking')
  const [asked, setAsked] = useState(false)
  const busy = useRef(false)

  async function check(byUser: boolean) {
    if (busy.current) return
    busy.current = true
    setPhase('checking')
    if (byUser) setAsked(true)
    try {
      const brief = await fetchShopBrief()
      setInfo((previous) => ({ ...previous, ...shopStateInfo(brief) }))
      if (brief.shopStatus === SHOP_OPEN) {
        // Opened while the shop is open (a stale link): say so and offer the way home.
        if (!byUser) {
          setPhase('open')
          return
        }
        await reloadShop()
        feedback.presenter.toast({ text: t('info.shopState.opened') }, TOAST_DURATION_MS)
        await goHome()
        return
      }
      setPhase('closed')
    } catch (error) {
      if (isShopNotOpen(error)) {
        setInfo((previous) => ({ ...previous, ...shopStateInfo(isHttpError(error) ? error.data : null) }))
        setPhase('closed')
      } else {
        setPhase('failed')
      }
    } finally {
      busy.current = false
    }
  }

  useEffect(() => {
    void check(false)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page opens
  }, [])

  const word = shopStateWord(info.shopStatus)
  const name = info.shopName ?? config?.shopName
  const canContact = contact.channels.length > 0

  return (
    <View className='shop-state' data-status={info.shopStatus ?? ''}>
      <View className='shop-state__card'>
        {phase === 'open' ? (
          <View className='shop-state__sign shop-state__sign--open' data-sign='open' aria-hidden>
            <View className='shop-state__sign-tick' />
          </View>
        ) : (
          <View className='shop-state__sign' data-sign='closed' aria-hidden>
            <View className='shop-state__sign-bar' />
          </View>
        )}
        {phase === 'open' ? (
          <>
            <Text className='shop-state__title'>
              {name ? t('info.shopState.openTitle', { shop: name }) : t('info.shopState.opened')}
            </Text>
            <Text className='shop-state__state'>{t('info.shopState.openState')}</Text>
          </>
        ) : (
          <>
            <Text className='shop-state__title'>
              {name ? t('info.shopState.title', { shop: name }) : t('info.shopState.titlePlain')}
            </Text>
            <Text className='shop-state__state'>{t(`info.shopState.states.${word}`)}</Text>
          </>
        )}
      </View>

      {phase !== 'open' && (
        <View className='shop-state__card shop-state__todo'>
          <Text className='shop-state__todo-title'>{t('info.shopState.whatToDo')}</Text>
          <Text className='shop-state__todo-item shop-state__todo-item--later'>{t('info.shopState.tryLater')}</Text>
          {canContact && (
            <View className='shop-state__todo-item shop-state__todo-item--contact'>
              <Text className='shop-state__todo-text'>{t('info.shopState.contactHint')}</Text>
              <Button className='shop-state__contact' size='small' onClick={contact.contact}>
                {t('info.shopState.contact')}
              </Button>
            </View>
          )}
        </View>
      )}

      <View className='shop-state__message' role={phase === 'failed' ? 'alert' : 'status'}>
        {phase === 'failed' && <Text className='shop-state__error'>{t('info.shopState.checkFailed')}</Text>}
        {phase === 'closed' && asked && <Text className='shop-state__hint'>{t('info.shopState.stillClosed')}</Text>}
      </View>

      {phase === 'open' ? (
        <Button className='shop-state__home' type='primary' block onClick={() => void goHome()}>
          {t('info.shopState.goHome')}
        </Button>
      ) : (
        <Button
          className='shop-state__retry'
          type='primary'
          block
          loading={phase === 'checking'}
          disabled={phase === 'checking'}
          onClick={() => void check(true)}
        >
          {t('info.shopState.retry')}
        </Button>
      )}
      {contact.sheet}
    </View>
  )
}
