import { Text, View } from '@tarojs/components'
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { DialogMode, DialogRequest, Message } from '@/http'
import { Button } from '@/components/ui'
import { HTTP_MESSAGES } from '@/http/messages'
import { useT } from '@/i18n/use-t'
import { navigateForFeedback } from './navigator'
import { createFeedback, type Feedback } from './store'
import { Dialog, Loading, Overlay, Progress, Toast } from './ui'
import './feedback.scss'

export { createFeedback, type Feedback, type FeedbackState, type Navigator } from './store'
export { BACK_REFRESH_EVENT, BOOKING_BACK_MODE_KEY, bookingDepth, navigateForFeedback } from './navigator'

/** The app's feedback: give `feedback.presenter` to `configureHttp`, mount `<FeedbackHost />` on every page. */
export const feedback: Feedback = createFeedback(navigateForFeedback)

/** One second of the waiting dialog's countdown. */
const COUNTDOWN_TICK_MS = 1000

type T = ReturnType<typeof useT>

function say(t: T, message: Message): string {
  return 'text' in message ? message.text : t(message.key, message.values)
}

/** The buttons of each dialog mode: the secondary one (answers cancel) and the primary one (confirm). */
const BUTTONS: Record<DialogMode, { readonly cancel?: string; readonly confirm: string }> = {
  alert: { confirm: HTTP_MESSAGES.buttonClose },
  login: { cancel: HTTP_MESSAGES.buttonCancel, confirm: HTTP_MESSAGES.buttonLogin },
  back: { confirm: HTTP_MESSAGES.buttonBack },
  backRefresh: { confirm: HTTP_MESSAGES.buttonBack },
  waiting: { confirm: HTTP_MESSAGES.buttonClose },
  retry: { cancel: HTTP_MESSAGES.buttonReturn, confirm: HTTP_MESSAGES.buttonRetry },
  booking: { confirm: HTTP_MESSAGES.buttonBooking },
  update: { cancel: HTTP_MESSAGES.buttonLater, confirm: HTTP_MESSAGES.buttonUpdate },
  forceUpdate: { confirm: HTTP_MESSAGES.buttonUpdate },
}

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
 * Mounts the request layer's feedback: toast, error dialog, busy progress dialog, language
 * popup and loading spinner. Put one on every page (inside its ConfigProvider).
 */
export function FeedbackHost({ feedback: store = feedback }: { readonly feedback?: Feedback }) {
  const t = useT()
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState)
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
      <Toast
        visible={toast !== undefined}
        content={toast ? say(t, toast.message) : ''}
        duration={0}
        onClose={() => store.dismissToast()}
      />
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
