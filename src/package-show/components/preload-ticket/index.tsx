import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { ADDRESS_CHOSEN_EVENT, SELECT_PARAM, fetchAddresses, type Address } from '@/api/address'
import { fetchAttendees, type Attendee } from '@/api/attendee'
import {
  fetchPreFill,
  fetchSessions,
  fetchShowDetail,
  savePreFill,
  type DeliveryMethod,
  type PreFill,
  type Session,
  type ShowDetail,
} from '@/api/show'
import { Button } from '@/components/ui'
import { Stepper } from '@/components/stepper'
import { keptPlanId } from '@/domain/booking'
import { ATTENDEE_PAGE } from '@/domain/purchase/attendees'
import { preFillFieldOf, preFillProblems, preFillSessionSelectable, type PreFillField } from '@/domain/purchase/grab-info'
import { maskIdNumber } from '@/domain/masking'
import { isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { FooterMessages } from '../footer-messages'
import { LoadFailure, PlaceStatus, useLoad } from '../place-status'
import { ChoiceChip, PlanSection, SessionSection, usePlanLabel, useSeatPlans } from '../ticket-choice'
import './preload-ticket.scss'
import '@/i18n/locales/show'

interface Loaded {
  readonly show: ShowDetail
  readonly sessions: readonly Session[]
  readonly preFill: PreFill
  readonly attendees: readonly Attendee[]
}

async function loadAll(showId: string): Promise<Loaded> {
  const [show, sessions, preFill, attendees] = await Promise.all([
    fetchShowDetail(showId),
    fetchSessions(showId),
    fetchPreFill(showId, { source: 'PRELOAD', needDetails: true }),
    fetchAttendees({ offset: 0, length: ATTENDEE_PAGE }).then(
      (page) => page.list,
      () => [] as readonly Attendee[],
    ),
  ])
  return { show, sessions, preFill, attendees }
}

/**
 * Pre-fill ticket-grab info (spec sections 2 and 4; pre_filed_info): before a hot sale opens the
 * buyer saves session, price tier, quantity, attendees and (express) an address; booking starts
 * from it when the sale opens. The last submission prevails; it becomes invalid once the buyer
 * has an order of the show in the grab period (the gateway decides; the page says so).
 */
export function PreloadTicket({ showId }: { readonly showId: string }) {
  const t = useT()
  const load = useLoad(() => loadAll(showId), showId)
  if (!showId) return <PlaceStatus kind='empty' message={t('show.preFill.badParams')} home />
  if (load.status === 'loading') return <PlaceStatus kind='loading' />
  if (load.status === 'error')
    return <LoadFailure error={load.error} notFound={t('show.detail.notFound')} onRetry={load.reload} />
  return <PreFillForm data={load.data} />
}

function PreFillForm({ data }: { readonly data: Loaded }) {
  const t = useT()
  const planLabel = usePlanLabel()
  const { show, sessions, attendees } = data
  const [preFill, setPreFill] = useState<PreFill>(data.preFill)
  const saved = preFill.info
  const selectable = sessions.filter(preFillSessionSelectable)
  const [sessionId, setSessionId] = useState<string | null>(
    () =>
      (saved && selectable.some((item) => item.bizShowSessionId === saved.bizShowSessionId)
        ? saved.bizShowSessionId
        : selectable[0]?.bizShowSessionId) ?? null,
  )
  const [planId, setPlanId] = useState<string | null>(saved?.seatPlanId ?? null)
  const [qty, setQty] = useState(saved?.qty ?? 1)
  const methods = show.deliveryMethods
  const [method, setMethod] = useState<DeliveryMethod | null>(
    saved && methods.includes(saved.deliverMethod) ? saved.deliverMethod : (methods[0] ?? null),
  )
  const [audienceIds, setAudienceIds] = useState<readonly string[]>(
    saved?.audienceIds.filter((id) => attendees.some((item) => item.audienceId === id)) ?? [],
  )
  const [addresses, setAddresses] = useState<readonly Address[]>([])
  const [addressId, setAddressId] = useState<string | null>(saved?.addressId ?? null)
  const [errors, setErrors] = useState<Partial<Record<PreFillField, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [done, setDone] = useState(false)

  const { plans, reload: reloadPlans } = useSeatPlans(show.showId, sessionId, (list) =>
    setPlanId((current) => keptPlanId(list, current, (plan) => !plan.pricePending)),
  )

  const express = methods.includes('EXPRESS')
  useEffect(() => {
    if (!express) return undefined
    let live = true
    fetchAddresses().then(
      (list) => {
        if (!live) return
        setAddresses(list)
        setAddressId((current) =>
          current && list.some((item) => item.addressId === current)
            ? current
            : (list.find((item) => item.isDefault)?.addressId ?? list[0]?.addressId ?? null),
        )
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [express])

  const plan = plans.status === 'ready' ? plans.plans.find((item) => item.seatPlanId === planId) : undefined
  const unit = Math.max(1, plan?.seatPlanUnit ?? 1)
  const maxQty = Math.max(1, Math.floor(show.purchaseLimit / unit))
  const tickets = qty * unit

  const supported = preFill.supportPreFill
  if (!supported && !saved) {
    return <PlaceStatus kind='empty' className='pre-fill__closed' message={t('show.preFill.closed')} home />
  }

  const toggleAudience = (id: string) => {
    setDone(false)
    setErrors((current) => ({ ...current, audiences: undefined }))
    setAudienceIds((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]))
  }

  const chooseAddress = () => {
    Taro.eventCenter.once(ADDRESS_CHOSEN_EVENT, (picked: Address) => {
      setAddresses((list) => (list.some((item) => item.addressId === picked.addressId) ? list : [...list, picked]))
      setAddressId(picked.addressId)
      setErrors((current) => ({ ...current, address: undefined }))
    })
    void navigate('address', { [SELECT_PARAM]: '1' })
  }

  const submit = async () => {
    if (saving) return
    setFormError(null)
    setDone(false)
    const problems = preFillProblems({
      sessionId,
      seatPlanId: plan?.seatPlanId ?? null,
      qty,
      seatPlanUnit: unit,
      purchaseLimit: show.purchaseLimit,
      realName: show.realName,
      audienceIds,
      deliverMethod: method,
      addressId: method === 'EXPRESS' ? addressId : null,
    })
    if (problems.length > 0) {
      const found: Partial<Record<PreFillField, string>> = {}
      for (const problem of problems) found[problem.field] ??= t(problem.wordKey, problem.params)
      setErrors(found)
      return
    }
    if (!sessionId || !plan || !method) return
    setErrors({})
    setSaving(true)
    try {
      const answer = await savePreFill(show.showId, {
        bizShowSessionId: sessionId,
        seatPlanId: plan.seatPlanId,
        qty,
        deliverMethod: method,
        audienceIds,
        ...(method === 'EXPRESS' && addressId ? { addressId } : {}),
      })
      setPreFill(answer)
      setDone(true)
    } catch (error) {
      const field = isHttpError(error) ? preFillFieldOf(error.data) : undefined
      const message = isHttpError(error) && error.comments ? error.comments : t('show.common.failed')
      if (field) setErrors({ [field]: message })
      else setFormError(message)
    } finally {
      setSaving(false)
    }
  }

  const status = preFill.status
  return (
    <View className='pre-fill' data-status={status}>
      <View className='pre-fill__head'>
        <Text className='pre-fill__show'>{show.showName}</Text>
        <Text className='pre-fill__muted'>{t('show.preFill.intro')}</Text>
      </View>

      {status !== 'none' && saved && (
        <View className={`pre-fill__status pre-fill__status--${status}`} role='status'>
          <Text className='pre-fill__status-title'>
            {status === 'valid' ? t('show.preFill.valid') : t('show.preFill.invalid')}
          </Text>
          <Text className='pre-fill__status-body'>
            {[saved.sessionName, saved.seatPlan?.seatPlanName, t('show.preFill.units', { count: saved.qty })]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {saved.audiences && saved.audiences.length > 0 && (
            <Text className='pre-fill__status-body'>{saved.audiences.map((item) => item.name).join(t('show.tied.and'))}</Text>
          )}
        </View>
      )}

      {!supported ? (
        <PlaceStatus kind='empty' className='pre-fill__closed' message={t('show.preFill.saleOpen')} />
      ) : (
        <>
          <SessionSection
            block='pre-fill'
            sessions={sessions}
            chosenId={sessionId}
            selectable={preFillSessionSelectable}
            onChoose={(item) => {
              setSessionId(item.bizShowSessionId)
              setDone(false)
            }}
            renderSession={(item) => <Text>{item.sessionName}</Text>}
          >
            {errors.session && <FieldError text={errors.session} field='session' />}
          </SessionSection>

          <PlanSection
            block='pre-fill'
            plans={plans}
            onRetry={reloadPlans}
            renderPlan={(item) => {
              const label = planLabel(item)
              return (
                <ChoiceChip
                  key={item.seatPlanId}
                  id={item.seatPlanId}
                  block='pre-fill'
                  kind='plan'
                  chosen={item.seatPlanId === planId}
                  enabled={!item.pricePending}
                  again
                  onChoose={() => {
                    setPlanId(item.seatPlanId)
                    setDone(false)
                  }}
                >
                  {label.name && <Text className='pre-fill__chip-name'>{label.name}</Text>}
                  {label.price !== '' && <Text className='pre-fill__chip-price'>{label.price}</Text>}
                </ChoiceChip>
              )
            }}
          >
            {errors.seatPlan && <FieldError text={errors.seatPlan} field='seatPlan' />}
          </PlanSection>

          <View className='pre-fill__section'>
            <View className='pre-fill__qty-row'>
              <Text className='pre-fill__title'>{t('show.booking.quantity')}</Text>
              <Stepper
                block='pre-fill'
                value={qty}
                lessOff={qty <= 1}
                moreOff={qty >= maxQty}
                onLess={() => qty > 1 && setQty(qty - 1)}
                onMore={() => qty < maxQty && setQty(qty + 1)}
                lessLabel={t('show.booking.less')}
                moreLabel={t('show.booking.more')}
              />
            </View>
            <Text className='pre-fill__muted'>{t('show.booking.limit', { count: show.purchaseLimit })}</Text>
            {errors.qty && <FieldError text={errors.qty} field='qty' />}
          </View>

          <View className='pre-fill__section'>
            <Text className='pre-fill__title'>
              {show.realName
                ? t('show.preFill.attendeesRealName', { count: tickets })
                : t('show.preFill.attendees', { count: tickets })}
            </Text>
            {attendees.length === 0 && <Text className='pre-fill__muted'>{t('show.preFill.noAttendees')}</Text>}
            {attendees.map((item) => {
              const chosen = audienceIds.includes(item.audienceId)
              return (
                <View
                  key={item.audienceId}
                  className={`pre-fill__attendee${chosen ? ' pre-fill__attendee--on' : ''}`}
                  role='checkbox'
                  aria-checked={chosen}
                  onClick={() => toggleAudience(item.audienceId)}
                >
                  <View className='pre-fill__check' aria-hidden />
                  <Text className='pre-fill__attendee-name'>{item.name}</Text>
                  <Text className='pre-fill__muted'>{maskIdNumber(item.idNoMasked)}</Text>
                </View>
              )
            })}
            <Button className='pre-fill__add-attendee' size='small' fill='outline' onClick={() => void navigate('audience')}>
              {t('show.preFill.manageAttendees')}
            </Button>
            {errors.audiences && <FieldError text={errors.audiences} field='audiences' />}
          </View>

          <View className='pre-fill__section'>
            <Text className='pre-fill__title'>{t('show.preFill.delivery')}</Text>
            <View className='pre-fill__chips'>
              {methods.map((item) => (
                <View
                  key={item}
                  className={`pre-fill__chip pre-fill__method pre-fill__method--${item}${item === method ? ' pre-fill__chip--on' : ''}`}
                  role='radio'
                  aria-checked={item === method}
                  onClick={() => {
                    setMethod(item)
                    setDone(false)
                  }}
                >
                  <Text>{t(`show.preFill.method.${item}`)}</Text>
                </View>
              ))}
            </View>
            {errors.deliverMethod && <FieldError text={errors.deliverMethod} field='deliverMethod' />}
            {method === 'EXPRESS' && (
              <View className='pre-fill__address' role='button' onClick={chooseAddress}>
                {(() => {
                  const address = addresses.find((item) => item.addressId === addressId)
                  return address ? (
                    <>
                      <Text className='pre-fill__address-who'>{address.recipient}</Text>
                      <Text className='pre-fill__muted'>{address.fullAddress}</Text>
                    </>
                  ) : (
                    <Text>{t('show.preFill.chooseAddress')}</Text>
                  )
                })()}
              </View>
            )}
            {errors.address && <FieldError text={errors.address} field='address' />}
          </View>

          <View className='pre-fill__footer'>
            <FooterMessages block='pre-fill' errors={[{ text: formError }]} done={done ? t('show.preFill.saved') : null} />
            <Button className='pre-fill__save' type='primary' block disabled={saving} onClick={() => void submit()}>
              {status === 'none' ? t('show.preFill.save') : t('show.preFill.update')}
            </Button>
          </View>
        </>
      )}
    </View>
  )
}

function FieldError({ text, field }: { readonly text: string; readonly field: string }) {
  return (
    <View className={`pre-fill__error pre-fill__error--${field}`} role='alert'>
      <Text>{text}</Text>
    </View>
  )
}
