import { Image, Picker, Text, View } from '@tarojs/components'
import dayjs from 'dayjs'
import { useCallback, useState } from 'react'
import { feedback } from '@/components/feedback'
import { Button, IconArrowRight, IconUser } from '@/components/ui'
import { BIRTHDAY_EARLIEST, GENDERS, isBirthdayFixed, isGender, isValidBirthday } from '@/domain/profile'
import { TOAST_DURATION_MS } from '@/http'
import { useShownName } from '@/i18n/use-shown-name'
import { useT } from '@/i18n/use-t'
import { openPage } from '@/navigation/navigate'
import { AccountCard, AccountRow, LinkedAccountRows, ProfileLoadState } from '../account-list'
import { useProfile, type Notice } from './use-profile'
import './profile-form.scss'
import '@/i18n/locales/profile'

const DATE_FORMAT = 'YYYY-MM-DD'

/** The profile page (spec section 2): avatar, nickname, gender, birthday (once), phone and e-mail. */
export function ProfileForm() {
  const t = useT()
  const notify = useCallback(
    (notice: Notice) => {
      const text =
        'key' in notice
          ? t(notice.key)
          : 'text' in notice
            ? notice.text
            : (notice.platformError as { text: (translate: typeof t) => string }).text(t)
      feedback.presenter.toast({ text }, TOAST_DURATION_MS)
    },
    [t],
  )
  const form = useProfile(notify)
  const [pendingBirthday, setPendingBirthday] = useState<string | null>(null)
  const today = dayjs().format(DATE_FORMAT)
  const nickname = useShownName(form.profile)

  if (form.status !== 'ready' || !form.profile) {
    return (
      <View className='profile-form'>
        <ProfileLoadState failed={form.status === 'error'} onRetry={form.retry} />
      </View>
    )
  }

  const { profile } = form
  const gender = isGender(profile.gender) ? profile.gender : 'UNKNOWN'
  const birthdayFixed = isBirthdayFixed(profile)
  const genderLabels = GENDERS.map((key) => t(`profile.genders.${key}`))

  async function saveBirthday() {
    if (!pendingBirthday || !isValidBirthday(pendingBirthday, today)) return
    if (await form.save({ birthday: pendingBirthday })) setPendingBirthday(null)
  }

  return (
    <View className='profile-form'>
      <AccountCard>
        <View
          className='account-list__row profile-form__avatar-row'
          role='button'
          aria-label={t('profile.changeAvatar')}
          aria-busy={form.uploading}
          onClick={() => void form.changeAvatar()}
        >
          <Text className='account-list__label profile-form__avatar-label'>{t('profile.avatar')}</Text>
          {form.uploading && <Text className='profile-form__uploading'>{t('profile.uploading')}</Text>}
          {profile.avatar ? (
            <Image className='profile-form__avatar' src={profile.avatar} mode='aspectFill' aria-label={t('profile.avatar')} />
          ) : (
            <View className='profile-form__avatar profile-form__avatar--empty' aria-hidden>
              <IconUser size={24} />
            </View>
          )}
          <IconArrowRight size={12} className='account-list__chevron' />
        </View>
        <AccountRow
          name='nickname'
          label={t('profile.nickname')}
          value={nickname}
          onClick={() => void openPage('nicknameEdit')}
        />
        <Picker
          mode='selector'
          range={genderLabels}
          value={GENDERS.indexOf(gender)}
          onChange={(event) => {
            const chosen = GENDERS[Number(event.detail.value)]
            if (chosen && chosen !== gender) void form.save({ gender: chosen })
          }}
        >
          <AccountRow
            name='gender'
            label={t('profile.gender')}
            value={t(`profile.genders.${gender}`)}
            onClick={() => undefined}
          />
        </Picker>
        {birthdayFixed ? (
          <AccountRow
            name='birthday'
            label={t('profile.birthday')}
            hint={t('profile.birthdayFixed')}
            value={profile.birthday ?? t('profile.notSet')}
          />
        ) : (
          <Picker
            mode='date'
            start={BIRTHDAY_EARLIEST}
            end={today}
            value={pendingBirthday ?? profile.birthday ?? '1990-01-01'}
            onChange={(event) => setPendingBirthday(String(event.detail.value))}
          >
            <AccountRow
              name='birthday'
              label={t('profile.birthday')}
              hint={t('profile.birthdayOnce')}
              value={pendingBirthday ?? profile.birthday ?? t('profile.notSet')}
              onClick={() => undefined}
              last
            />
          </Picker>
        )}
      </AccountCard>
      {pendingBirthday && !birthdayFixed && (
        <View className='profile-form__confirm' role='alertdialog'>
          <Text className='profile-form__confirm-text'>{t('profile.birthdayConfirm', { date: pendingBirthday })}</Text>
          <View className='profile-form__confirm-actions'>
            <Button size='small' onClick={() => setPendingBirthday(null)}>
              {t('profile.cancel')}
            </Button>
            <Button size='small' type='primary' loading={form.saving} onClick={() => void saveBirthday()}>
              {t('profile.save')}
            </Button>
          </View>
        </View>
      )}
      <AccountCard>
        <LinkedAccountRows cellphone={profile.cellphone} email={profile.email} emailActivated={profile.emailActivated} />
      </AccountCard>
    </View>
  )
}
