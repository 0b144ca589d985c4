import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { fetchAttendee, type Attendee } from '@/api/attendee'
import { Button } from '@/components/ui'
import { maskPhone } from '@/domain/masking'
import { isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { goBack, navigate } from '@/navigation/navigate'
import { usePageParams } from '@/navigation/use-page-params'
import { useDeleteAttendee } from '@/package-user/components/attendee-delete'
import { AttendeeState } from '@/package-user/components/attendee-state'
import './certificate-detail.scss'
import '@/i18n/locales/attendee'

const HTTP_NOT_FOUND = 404

/**
 * One document (spec section 2, certificates-detail; page parameter `audienceId`): type, number
 * (hidden until asked), country/region, holder, birth date, gender, age, phone; edit and delete.
 */
export function CertificateDetail() {
  const t = useT()
  const { audienceId = '' } = usePageParams()
  const [status, setStatus] = useState<'loading' | 'ready' | 'error' | 'notFound'>('loading')
  const [document, setDocument] = useState<Attendee | null>(null)
  const [revealed, setRevealed] = useState(false)
  const remove = useDeleteAttendee(() => void goBack())
  const generation = useRef(0)

  const load = useCallback(async () => {
    const mine = ++generation.current
    try {
      const found = await fetchAttendee(audienceId)
      if (mine !== generation.current) return
      setDocument(found)
      setStatus('ready')
    } catch (failure) {
      if (mine !== generation.current) return
      const notFound = !audienceId || (isHttpError(failure) && failure.httpCode === HTTP_NOT_FOUND)
      setStatus((previous) => (notFound ? 'notFound' : previous === 'ready' ? previous : 'error'))
    }
  }, [audienceId])

  useEffect(() => {
    void load()
  }, [load])
  const shownBefore = useRef(false)
  useDidShow(() => {
    if (shownBefore.current) void load()
    shownBefore.current = true
  })

  if (status === 'loading') return <AttendeeState kind='loading' />
  if (status === 'error')
    return (
      <AttendeeState
        kind='error'
        onRetry={() => {
          setStatus('loading')
          void load()
        }}
      />
    )
  if (status === 'notFound' || !document)
    return (
      <AttendeeState kind='empty' title={t('attendee.state.notFound')}>
        <Button size='small' onClick={() => void goBack()}>
          {t('attendee.state.back')}
        </Button>
      </AttendeeState>
    )

  const rows: ReadonlyArray<{ key: string; label: string; value: string }> = [
    { key: 'holder', label: t('attendee.documents.holder'), value: document.name },
    { key: 'region', label: t('attendee.form.countryRegion'), value: document.countryRegionName },
    ...(document.birthday ? [{ key: 'birth', label: t('attendee.form.birthDate'), value: document.birthday }] : []),
    ...(document.gender !== 'UNKNOWN'
      ? [{ key: 'gender', label: t('attendee.form.gender'), value: t(`attendee.form.genders.${document.gender}`) }]
      : []),
    ...(document.age !== null
      ? [{ key: 'age', label: t('attendee.documents.ageLabel'), value: t('attendee.documents.age', { age: document.age }) }]
      : []),
    ...(document.cellphone
      ? [
          {
            key: 'phone',
            label: t('attendee.form.phone'),
            value: `+${document.cellphoneAreaCode} ${maskPhone(document.cellphone)}`,
          },
        ]
      : []),
  ]

  return (
    <View className='certificate-detail'>
      <View className='certificate-detail__card'>
        <View className='certificate-detail__top'>
          <Text className='certificate-detail__type'>{document.idTypeName}</Text>
          {document.isMinor && <Text className='certificate-detail__tag'>{t('attendee.list.minor')}</Text>}
        </View>
        <View className='certificate-detail__number-row'>
          <Text className='certificate-detail__number'>
            {revealed ? (document.idNo ?? document.idNoMasked) : document.idNoMasked}
          </Text>
          <View className='certificate-detail__reveal' role='button' onClick={() => setRevealed((value) => !value)}>
            {t(revealed ? 'attendee.documents.hide' : 'attendee.documents.show')}
          </View>
        </View>
      </View>
      <View className='certificate-detail__facts'>
        {rows.map((row) => (
          <View key={row.key} className={`certificate-detail__row certificate-detail__row--${row.key}`}>
            <Text className='certificate-detail__label'>{row.label}</Text>
            <Text className='certificate-detail__value'>{row.value}</Text>
          </View>
        ))}
      </View>
      <View className='certificate-detail__actions'>
        <Button className='certificate-detail__delete' onClick={() => remove.ask(document)}>
          {t('attendee.documents.delete')}
        </Button>
        <Button
          className='certificate-detail__edit'
          type='primary'
          onClick={() => void navigate('audienceModification', { audienceId: document.audienceId })}
        >
          {t('attendee.documents.edit')}
        </Button>
      </View>
      {remove.dialog}
    </View>
  )
}
