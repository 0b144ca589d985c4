import { Text, View } from '@tarojs/components'
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react'
import { Button } from '@/components/ui'
import { HTTP_MESSAGES } from '@/http/messages'
import { useT } from '@/i18n/use-t'
import { BUTTONS, say, type T } from './common'
import { navigateForFeedback } from './navigator'
import { createFeedback, type Feedback, type FeedbackState } from './store'
import './feedback.scss'

export { createFeedback, type Feedback, type FeedbackState, type Navigator } from './store'
export { BOOKING_BACK_MODE_KEY, bookingDepth, navigateForFeedback } from './navigator'

/** The app's feedback: give `feedback.presenter` to `configureHttp`, mount `<FeedbackHost />` on every page. */
export const feedback: Feedback = createFeedback(navigateForFeedback)

type ViewProps = { readonly feedback: Feedback; readonly state: FeedbackState; readonly t: T }

/**
 * The NutUI view (./view.tsx: dialogs, toast, progress, spinner and react-transition-group, about
 * 70 KB before minifying) is loaded on demand: the first feedback loads it, and so does the first
 * idle moment after a page has shown, so it is there before it is needed without weighing on the
 * first load. If it cannot load (offline), a plain view says the same with the same buttons.
 */
let LoadedView: ComponentType<ViewProps> | undefined
let loading: Promise<ComponentType<ViewProps>> | undefined

export function loadFeedbackView(): Promise<ComponentType<ViewProps>> {
  loading ??= import('./view').then(
    (module) => (LoadedView = module.FeedbackView),
    (error: unknown) => {
      loading = undefined // the next feedback tries again
      throw error
    },
  )
  return loading
}

/** How long after a page shows the view is fetched anyway, where the browser cannot say it is idle. */
const PRELOAD_FALLBACK_MS = 2000

function whenIdle(run: () => void): () => void {
  const idle = (globalThis as { requestIdleCallback?: (run: () => void, options: { timeout: number }) => number })
    .requestIdleCallback
  if (idle) {
    const id = idle(run, { timeout: PRELOAD_FALLBACK_MS })
    return () => (globalThis as { cancelIdleCallback?: (id: number) => void }).cancelIdleCallback?.(id)
  }
  const timer = setTimeout(run, PRELOAD_FALLBACK_MS)
  return () => clearTimeout(timer)
}

const showsSomething = (state: FeedbackState) =>
  Boolean(state.toast || state.dialog || state.busy || state.language || state.loading)

/**
 * Mounts the request layer's feedback: toast, error dialog, busy progress dialog, language
 * popup and loading spinner. Put one on every page (inside its ConfigProvider).
 */
export function FeedbackHost({ feedback: store = feedback }: { readonly feedback?: Feedback }) {
  const t = useT()
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  const [View_, setView] = useState(() => LoadedView)
  const [failed, setFailed] = useState(false)
  const needed = showsSomething(state)

  useEffect(() => {
    if (View_) return undefined
    let live = true
    const load = () =>
      void loadFeedbackView().then(
        (loaded) => live && (setView(() => loaded), setFailed(false)),
        () => live && setFailed(true),
      )
    if (needed) load()
    const cancel = needed ? undefined : whenIdle(load)
    return () => {
      live = false
      cancel?.()
    }
  }, [View_, needed])

  if (View_) return <View_ feedback={store} state={state} t={t} />
  return <View className='feedback'>{needed && failed && <PlainFeedback feedback={store} state={state} t={t} />}</View>
}

/** The same feedback without NutUI, for when its view could not be loaded. */
function PlainFeedback({ feedback: store, state, t }: ViewProps) {
  const { toast, dialog, busy, language } = state
  const box = dialog
    ? {
        title: dialog.request.title ? say(t, dialog.request.title) : '',
        message: dialog.request.message ? say(t, dialog.request.message) : '',
        cancel: BUTTONS[dialog.request.mode].cancel,
        confirm: dialog.request.actionText || t(BUTTONS[dialog.request.mode].confirm),
        onCancel: () => store.answerDialog('cancel'),
        onConfirm: () => store.answerDialog('confirm'),
      }
    : busy
      ? {
          title: t(HTTP_MESSAGES.busyTitle),
          message: t(HTTP_MESSAGES.defaultMessage),
          cancel: HTTP_MESSAGES.buttonCancel,
          onCancel: () => store.cancelBusy(),
        }
      : language
        ? {
            title: t(HTTP_MESSAGES.titleLanguage),
            message: say(t, language.message),
            cancel: HTTP_MESSAGES.buttonRelogin,
            confirm: t(HTTP_MESSAGES.buttonSwitchLanguage),
            onCancel: () => store.answerLanguage('relogin'),
            onConfirm: () => store.answerLanguage('switchLanguage'),
          }
        : undefined
  return (
    <>
      {box && (
        <View className='feedback-plain' role='alertdialog'>
          <View className='feedback-plain__box'>
            {box.title && <Text className='feedback-plain__title'>{box.title}</Text>}
            {box.message && <Text className='feedback-dialog__message'>{box.message}</Text>}
            <View className='feedback-dialog__buttons'>
              {box.cancel && (
                <Button className='feedback-dialog__cancel' onClick={box.onCancel}>
                  {t(box.cancel)}
                </Button>
              )}
              {'onConfirm' in box && (
                <Button className='feedback-dialog__confirm' type='primary' onClick={box.onConfirm}>
                  {box.confirm}
                </Button>
              )}
            </View>
          </View>
        </View>
      )}
      {toast && (
        <View className='feedback-plain__toast' role='status'>
          <Text>{say(t, toast.message)}</Text>
        </View>
      )}
    </>
  )
}
