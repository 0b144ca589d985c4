import { useAtomValue } from 'jotai'
import { useCallback, useState } from 'react'
import { fetchProfileDetail, updateProfile, uploadImage, type ProfileChange, type ProfileDetail } from '@/api/profile'
import { isHttpError } from '@/http'
import { isPlatformError, platform } from '@/platform'
import { merchantIdAtom } from '@/state/merchant'
import { useServerData } from '@/components/server-data'
import '@/i18n/locales/profile'

/** A message for the page: a translation key, or words from the gateway or the platform. */
export type Notice = { readonly key: string } | { readonly text: string } | { readonly platformError: unknown }

/**
 * The logged-in user's profile for the profile and account pages: loaded on open and again when
 * the page shows after another (the nickname page), what was shown staying while it reloads.
 */
export function useProfileDetail() {
  const { status, data, setData, reload, retry } = useServerData(['profile-detail'], fetchProfileDetail)
  const profile: ProfileDetail | null = data ?? null
  const setProfile = useCallback((next: ProfileDetail) => setData(next), [setData])
  return { status, profile, setProfile, reload, retry }
}

/** The gateway's words for a refused change, else the generic key. */
export function failureNotice(failure: unknown, fallbackKey: string): Notice {
  return isHttpError(failure) && failure.kind === 'business' && failure.comments
    ? { text: failure.comments }
    : { key: fallbackKey }
}

/**
 * The profile page: avatar upload (spec sections 3, 5, 7: platform image choice, the upload
 * signature, the file to the returned host, then the profile's avatar; 'Fail to upload' on any
 * failure, the old avatar staying), gender and the birthday (set once), each saved at once.
 */
export function useProfile(notify: (notice: Notice) => void) {
  const detail = useProfileDetail()
  const { profile, setProfile } = detail
  const merchantId = useAtomValue(merchantIdAtom)
  const [uploading, setUploading] = useState(false)
  const [saving, setSaving] = useState(false)

  const save = useCallback(
    async (change: Omit<ProfileChange, 'nickname'>): Promise<boolean> => {
      if (!profile || saving) return false
      setSaving(true)
      try {
        setProfile(await updateProfile({ nickname: profile.nickname ?? '', ...change }))
        notify({ key: 'profile.saved' })
        return true
      } catch (failure) {
        notify(failureNotice(failure, 'profile.saveFailed'))
        return false
      } finally {
        setSaving(false)
      }
    },
    [profile, saving, setProfile, notify],
  )

  const changeAvatar = useCallback(async () => {
    if (!profile || uploading) return
    let images
    try {
      images = await platform.chooseImage({ count: 1 })
    } catch (failure) {
      notify(isPlatformError(failure) ? { platformError: failure } : { key: 'profile.uploadFailed' })
      return
    }
    const image = images[0]
    if (!image) return
    setUploading(true)
    try {
      const url = await uploadImage(image, 'AVATAR', merchantId)
      setProfile(await updateProfile({ nickname: profile.nickname ?? '', avatar: url }))
      notify({ key: 'profile.saved' })
    } catch {
      notify({ key: 'profile.uploadFailed' })
    } finally {
      setUploading(false)
    }
  }, [profile, uploading, merchantId, setProfile, notify])

  return { ...detail, uploading, saving, save, changeAvatar }
}
