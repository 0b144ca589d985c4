import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  addAttendee,
  fetchAttendee,
  fetchCertificateTypes,
  fetchCountries,
  refusalOf,
  updateAttendee,
  type AttendeeInput,
  type CertificateType,
  type Country,
} from '@/api/attendee'
import { fetchProfile } from '@/api/user'
import {
  defaultIdType,
  derivedIdentity,
  hasErrors,
  impliedRegion,
  isIdType,
  minorPhone,
  normaliseIdNumber,
  parseIdTypeList,
  selectableIdTypes,
  validateAttendee,
  type AccountPhone,
  type AttendeeDraft,
  type AttendeeField,
  type AttendeeProblem,
  type IdType,
} from '@/domain/identity'
import { homePhoneArea } from '@/domain/shop-config'
import { MAINLAND_AREA } from '@/domain/validation'
import { isNotFound } from '@/http'
import { shopConfigAtom } from '@/state/shop'
import '@/i18n/locales/attendee'

/** A message for a field or the form: a translation key, or the gateway's own words. */
export type FormMessage = { readonly key: string } | { readonly text: string }

const PROBLEM_KEYS: Record<AttendeeProblem, string> = {
  required: 'attendee.form.errors.nameRequired',
  tooLong: 'attendee.form.errors.nameTooLong',
  idNumber: 'attendee.form.errors.idNumber',
  regionRequired: 'attendee.form.errors.regionRequired',
  phone: 'attendee.form.errors.phone',
  minorPhone: 'attendee.form.errors.minorPhone',
  minorNoPhone: 'attendee.form.errors.minorNoPhone',
}

/** The translation key of a field's problem (the same word reads differently per field). */
export function problemKey(field: AttendeeField, problem: AttendeeProblem, areaCode: string): string {
  if (field === 'idNo' && problem === 'required') return 'attendee.form.errors.idRequired'
  if (field === 'cellphone' && problem === 'phone' && areaCode !== MAINLAND_AREA) return 'attendee.form.errors.phoneOther'
  return PROBLEM_KEYS[problem]
}

/** The gateway's reasons (data.reason) the form words itself. */
const REASON_KEYS: Record<string, string> = {
  idNumber: 'attendee.form.errors.idNumber',
  duplicate: 'attendee.form.errors.duplicate',
  minorPhone: 'attendee.form.errors.minorPhone',
  limit: 'attendee.form.errors.limit',
  region: 'attendee.form.errors.regionRequired',
}

type Status = 'loading' | 'ready' | 'error' | 'notFound'
type Errors = Partial<Record<AttendeeField, FormMessage>>

export interface AttendeeFormOptions {
  /** Editing this attendee; adding when absent. */
  readonly audienceId?: string | undefined
  /** Certificate types the show does not accept (page parameter `disabledIdTypes`). */
  readonly disabledIdTypes?: string | undefined
  /** The type to start with when adding (page parameter `idType`, from the documents page). */
  readonly idType?: string | undefined
  /** After a successful save. */
  readonly onSaved: () => void
  /** For tests: the day ages are counted on. */
  readonly today?: () => Date
}

const EMPTY: AttendeeDraft = {
  name: '',
  idType: 'ID_CARD',
  idNo: '',
  countryRegion: 'CN',
  cellphone: '',
  cellphoneAreaCode: MAINLAND_AREA,
}

/**
 * The attendee form (spec sections 3 and 5): the certificate types (less those a show does not
 * accept), the country/region each allows, the ID number checked as typed is submitted with the
 * birth date and gender it carries, a minor given the account's phone. A refusal puts its
 * message beside its field; nothing typed is ever cleared by a failure.
 */
export function useAttendeeForm({ audienceId, disabledIdTypes, idType, onSaved, today = () => new Date() }: AttendeeFormOptions) {
  const [status, setStatus] = useState<Status>('loading')
  const [types, setTypes] = useState<readonly CertificateType[]>([])
  const [countries, setCountries] = useState<readonly Country[]>([])
  const [account, setAccount] = useState<AccountPhone | null>(null)
  const [draft, setDraft] = useState<AttendeeDraft>(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<FormMessage | null>(null)
  const [saving, setSaving] = useState(false)
  const savingRef = useRef(false)
  const disallowed = useMemo(() => parseIdTypeList(disabledIdTypes), [disabledIdTypes])
  // A new attendee starts in the shop's own area and its document (the Macau shop: +853, Macau ID).
  const homeArea = homePhoneArea(useAtomValue(shopConfigAtom))

  const load = useCallback(async () => {
    setStatus('loading')
    try {
      const [allTypes, allCountries, profile, existing] = await Promise.all([
        fetchCertificateTypes(),
        fetchCountries(),
        fetchProfile().catch(() => null),
        audienceId ? fetchAttendee(audienceId) : Promise.resolve(null),
      ])
      const selectable = selectableIdTypes(allTypes, disallowed)
      setTypes(selectable)
      setCountries(allCountries)
      setAccount(profile?.cellphone ? { cellphone: profile.cellphone, areaCode: profile.countryCode ?? MAINLAND_AREA } : null)
      if (existing) {
        setDraft({
          name: existing.name,
          idType: existing.idType,
          idNo: existing.idNo ?? '',
          countryRegion: existing.countryRegion,
          cellphone: existing.isMinor ? '' : (existing.cellphone ?? ''),
          cellphoneAreaCode: existing.cellphoneAreaCode || MAINLAND_AREA,
        })
      } else {
        const wanted = idType && isIdType(idType) && selectable.some((type) => type.idType === idType) ? idType : undefined
        const own = defaultIdType(
          homeArea,
          selectable.map((type) => type.idType),
        )
        const first = wanted ?? own ?? 'ID_CARD'
        setDraft({ ...EMPTY, idType: first, countryRegion: impliedRegion(first, '') ?? '', cellphoneAreaCode: homeArea })
      }
      setStatus('ready')
    } catch (failure) {
      setStatus(audienceId && isNotFound(failure) ? 'notFound' : 'error')
    }
  }, [audienceId, disallowed, idType, homeArea])

  useEffect(() => {
    void load()
  }, [load])

  const now = today()
  const derived = derivedIdentity(draft, now)
  /** undefined: not a minor; null: a minor and the account has no phone; else the account's phone. */
  const ownPhone = minorPhone(draft, account, now)
  const type = types.find((item) => item.idType === draft.idType)
  /** The regions this document may come from: fixed ones, or every country (a passport). */
  const regions = useMemo(() => {
    if (!type) return countries
    if (type.countryRegions === 'ANY') return countries
    const allowed = type.countryRegions
    return countries.filter((country) => allowed.includes(country.code))
  }, [type, countries])

  const change = useCallback(<K extends keyof AttendeeDraft>(field: K, value: AttendeeDraft[K]) => {
    setDraft((previous) => {
      const next = { ...previous, [field]: value }
      if (field === 'idNo' && previous.idType === 'HK_MACAU_PERMIT') {
        next.countryRegion = impliedRegion('HK_MACAU_PERMIT', String(value)) ?? previous.countryRegion
      }
      return next
    })
    const key = (field === 'cellphoneAreaCode' ? 'cellphone' : field) as AttendeeField
    setErrors((previous) => {
      if (!(key in previous)) return previous
      const next = { ...previous }
      delete next[key]
      return next
    })
    setFormError(null)
  }, [])

  const chooseType = useCallback((next: IdType) => {
    setDraft((previous) => ({
      ...previous,
      idType: next,
      countryRegion: impliedRegion(next, previous.idNo) ?? (next === 'PASSPORT' ? '' : previous.countryRegion),
    }))
    setErrors((previous) => {
      const { idNo: _idNo, countryRegion: _region, ...rest } = previous
      return rest
    })
  }, [])

  const submit = useCallback(async () => {
    if (savingRef.current) return
    // A minor's phone is the account's: it is not typed, and what was typed before is not sent.
    const phoneToSend = ownPhone === undefined ? draft.cellphone.trim() : ''
    const checked = validateAttendee({ ...draft, cellphone: phoneToSend }, account, today())
    if (hasErrors(checked)) {
      setErrors(
        Object.fromEntries(
          Object.entries(checked).map(([field, problem]) => [
            field,
            { key: problemKey(field as AttendeeField, problem, draft.cellphoneAreaCode) },
          ]),
        ),
      )
      return
    }
    const input: AttendeeInput = {
      name: draft.name.trim(),
      idType: draft.idType,
      idNo: normaliseIdNumber(draft.idNo),
      ...(draft.countryRegion ? { countryRegion: draft.countryRegion } : {}),
      ...(phoneToSend ? { cellphone: phoneToSend, cellphoneAreaCode: draft.cellphoneAreaCode } : {}),
    }
    savingRef.current = true
    setSaving(true)
    setFormError(null)
    try {
      if (audienceId) await updateAttendee(audienceId, input)
      else await addAttendee(input)
      onSaved()
    } catch (failure) {
      const refusal = refusalOf(failure)
      const reasonKey = refusal?.reason ? REASON_KEYS[refusal.reason] : undefined
      const message: FormMessage = reasonKey
        ? { key: reasonKey }
        : refusal
          ? { text: refusal.comments }
          : { key: 'attendee.form.errors.failed' }
      if (refusal?.field) setErrors((previous) => ({ ...previous, [refusal.field as AttendeeField]: message }))
      else setFormError(message)
    } finally {
      savingRef.current = false
      setSaving(false)
    }
  }, [draft, account, ownPhone, audienceId, onSaved, today])

  return {
    status,
    reload: load,
    editing: !!audienceId,
    types,
    type,
    regions,
    countries,
    draft,
    change,
    chooseType,
    derived,
    ownPhone,
    errors,
    formError,
    saving,
    submit,
  }
}
