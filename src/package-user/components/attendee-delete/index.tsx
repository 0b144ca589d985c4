import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { deleteAttendee } from '@/api/attendee'
import { feedback } from '@/components/feedback'
import { Dialog } from '@/components/feedback/ui'
import { Button } from '@/components/ui'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import './attendee-delete.scss'
import '@/i18n/locales/attendee'

interface Target {
  readonly audienceId: string
  readonly name: string
}

/**
 * Deleting an attendee: a confirm dialog first, then the gateway; 'Fail to delete' when it
 * refuses (spec section 8). `onDeleted` runs once the attendee is gone.
 */
export function useDeleteAttendee(onDeleted: (audienceId: string) => void) {
  const t = useT()
  const [target, setTarget] = useState<Target | null>(null)
  const [busy, setBusy] = useState(false)

  async function confirm() {
    if (!target || busy) return
    setBusy(true)
    try {
      await deleteAttendee(target.audienceId)
      setTarget(null)
      feedback.presenter.toast({ text: t('attendee.remove.done') }, TOAST_DURATION_MS)
      onDeleted(target.audienceId)
    } catch {
      setTarget(null)
      feedback.presenter.toast({ text: t('attendee.remove.failed') }, TOAST_DURATION_MS)
    } finally {
      setBusy(false)
    }
  }

  const dialog = (
    <Dialog
      visible={target !== null}
      className='attendee-delete'
      title={t('attendee.remove.title')}
      lockScroll
      closeOnOverlayClick={!busy}
      onClose={() => setTarget(null)}
      footer={
        <View className='attendee-delete__buttons'>
          <Button className='attendee-delete__cancel' disabled={busy} onClick={() => setTarget(null)}>
            {t('attendee.remove.cancel')}
          </Button>
          <Button className='attendee-delete__confirm' type='danger' loading={busy} onClick={() => void confirm()}>
            {t('attendee.remove.confirm')}
          </Button>
        </View>
      }
    >
      <Text className='attendee-delete__text'>{t('attendee.remove.text', { name: target?.name ?? '' })}</Text>
    </Dialog>
  )

  return { ask: (attendee: Target) => setTarget(attendee), dialog }
}
