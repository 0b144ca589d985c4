import { useRef, useState } from 'react'
import type { TicketStub } from '@/api/ticket-stubs'
import { feedback } from '@/components/feedback'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { platform } from '@/platform'
import { STUB_IMAGE, drawStub } from './draw-stub'
import { stubCanvas } from './stub-canvas'
import { stubLines } from './stub-card'
import '@/i18n/locales/shop'

/**
 * Saving a keepsake stub as an image (D6): drawn on the page's canvas, then saved by the platform
 * (the photo album on mini-programs, a PNG download on the web). Says what came of it: saved, the
 * album permission refused (after the platform explained it), or a failure to try again. One save
 * at a time; `saving` is the ticket being saved.
 */
export function useSaveStub() {
  const t = useT()
  const [saving, setSaving] = useState<string | null>(null)
  const busy = useRef(false)
  const toast = (key: string) => feedback.presenter.toast({ text: t(key) }, TOAST_DURATION_MS)

  const save = async (ticket: TicketStub['ticket']) => {
    if (busy.current) return
    busy.current = true
    setSaving(ticket.ticketId)
    try {
      const surface = await stubCanvas(STUB_IMAGE.width, STUB_IMAGE.height)
      await drawStub(surface, ticket, stubLines(ticket, t))
      const outcome = await platform.saveCanvasImage(surface.canvas, {
        fileName: `stub-${ticket.ticketNo}.png`,
        permission: {
          title: t('shop.stub.albumTitle'),
          reason: t('shop.stub.albumReason'),
          openSettings: t('shop.stub.albumSettings'),
          cancel: t('shop.stub.albumCancel'),
        },
      })
      if (outcome === 'saved') toast('shop.stub.saved')
      if (outcome === 'denied') toast('shop.stub.albumDenied')
    } catch {
      toast('shop.stub.saveFailed')
    } finally {
      busy.current = false
      setSaving(null)
    }
  }
  return { save, saving }
}
