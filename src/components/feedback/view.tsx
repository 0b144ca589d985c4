import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { DialogRequest } from '@/http'
import { Button } from '@/components/ui'
import { HTTP_MESSAGES } from '@/http/messages'
import { BUTTONS, say, type T } from './common'
import type { Feedback, FeedbackState } from './store'
import { Dialog, Loading, Overlay, Progress, Toast } from './ui'

/** One second of the waiting dialog's countdown. */
const COUNTDOWN_TICK_MS = 1000

/** Seconds left of a countdown that starts when `id` changes. */
function useCountdown(id: number | undefined, seconds: number): number {
  const [left, setLeft] = useState(seconds)
  useEffect(() => {
    setLeft(seconds)
    if (id === undefined || seconds <= 0) return undefined
    const timer = setInterval(() => {
      setLeft((value) => {
        if (value <= 1) clearInterval(timer)
        return Math.max(0, value - 1)
      })
    }, COUNTDOWN_TICK_MS)
    return () => clearInterval(timer)
  }, [id, seconds])
  return left
}

function ErrorDialog({ feedback: store, id, request, t }: { feedback: Feedback; id: number; request: DialogRequest; t: T }) {
  const left = useCountdown(id, request.countdownSeconds ?? 0)
  const buttons = BUTTONS[request.mode]
  const confirmLabel = request.actionText || t(buttons.confirm)
  const waiting = left > 0
  return (
    <Dialog
      visible
      className={`feedback-dialog feedback-dialog--${request.mode}`}
      title={request.title ? say(t, request.title) : ''}
      lockScroll
      closeOnOverlayClick={false}
      footer={
        <View className='feedback-dialog__buttons'>
          {buttons.cancel && (
            <Button className='feedback-dialog__cancel' onClick={() => store.answerDialog('cancel')}>
              {t(buttons.cancel)}
            </Button>
          )}
          <Button
            className='feedback-dialog__confirm'
            type='primary'
            disabled={waiting}
            onClick={() => store.answerDialog('confirm')}
          >
            {waiting ? t(HTTP_MESSAGES.buttonCountdown, { label: confirmLabel, seconds: left }) : confirmLabel}
          </Button>
        </View>
      }
    >
      {request.message && <Text className='feedback-dialog__message'>{say(t, request.message)}</Text>}
    </Dialog>
  )
}

/**
 * The feedback drawn with NutUI: toast, error dialog, busy progress dialog, language popup and
 * loading spinner. Loaded on demand by `FeedbackHost` (index.tsx), so it stays out of the first load.
 */
export function FeedbackView({
  feedback: store,
  state,
  t,
}: {
  readonly feedback: Feedback
  readonly state: FeedbackState
  readonly t: T
}) {
  const { toast, dialog, busy, language, loading } = state
  return (
    <View className='feedback'>
      {dialog && <ErrorDialog key={dialog.id} feedback={store} id={dialog.id} request={dialog.request} t={t} />}
      {busy && (
        <Dialog
          visible
          className='feedback-dialog feedback-dialog--busy'
          title={t(HTTP_MESSAGES.busyTitle)}
          lockScroll
          closeOnOverlayClick={false}
          footer={
            <View className='feedback-dialog__buttons'>
              <Button className='feedback-dialog__cancel' onClick={() => store.cancelBusy()}>
                {t(HTTP_MESSAGES.buttonCancel)}
              </Button>
            </View>
          }
        >
          <View
            className='feedback-busy'
            role='progressbar'
            aria-valuenow={busy.state.progress}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <Text className='feedback-busy__message'>{t(HTTP_MESSAGES.defaultMessage)}</Text>
            <Progress percent={busy.state.progress} showText={false} animated />
            {busy.state.attempt > 0 && (
              <Text className='feedback-busy__attempt'>{t(HTTP_MESSAGES.busyAttempt, { attempt: busy.state.attempt })}</Text>
            )}
            {busy.state.showHint && <Text className='feedback-busy__hint'>{t(HTTP_MESSAGES.busyHint)}</Text>}
          </View>
        </Dialog>
      )}
      {language && (
        <Dialog
          visible
          className='feedback-dialog feedback-dialog--language'
          title={t(HTTP_MESSAGES.titleLanguage)}
          lockScroll
          closeOnOverlayClick
          onCancel={() => store.answerLanguage('dismiss')}
          footer={
            <View className='feedback-dialog__buttons'>
              <Button className='feedback-dialog__cancel' onClick={() => store.answerLanguage('relogin')}>
                {t(HTTP_MESSAGES.buttonRelogin)}
              </Button>
              <Button className='feedback-dialog__confirm' type='primary' onClick={() => store.answerLanguage('switchLanguage')}>
                {t(HTTP_MESSAGES.buttonSwitchLanguage)}
              </Button>
            </View>
          }
        >
          <Text className='feedback-dialog__message'>{say(t, language.message)}</Text>
        </Dialog>
      )}
      {/* Shown and hidden by the store (spec: 2 s), not by NutUI's own timer. */}
      {toast && <Toast visible content={say(t, toast.message)} duration={0} onClose={() => store.dismissToast()} />}
      {loading && (
        <Overlay visible className='feedback-loading' closeOnOverlayClick={false}>
          <View className='feedback-loading__box' role='status' aria-label={t(HTTP_MESSAGES.loading)}>
            <Loading type='circular' direction='vertical'>
              {t(HTTP_MESSAGES.loading)}
            </Loading>
          </View>
        </Overlay>
      )}
    </View>
  )
}
