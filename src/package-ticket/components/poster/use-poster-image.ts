import { useEffect, useState } from 'react'
import { posterLayout, type PosterInput } from '@/domain/poster'
import { drawPoster } from '@/platform/poster'
import { paintPoster, type PosterArt } from './paint'

/** The page's Canvas 2D element on mini-programs (the web draws off the page). */
export const POSTER_CANVAS_ID = 'share-poster-canvas'

export type PosterImageState =
  { readonly status: 'drawing' } | { readonly status: 'ready'; readonly src: string } | { readonly status: 'failed' }

/**
 * The poster's image, drawn once its words and code are known (`input` and `art` undefined
 * until then), again when they change or after `redraw()` (a failed draw).
 */
export function usePosterImage(input: PosterInput | undefined, art: PosterArt | undefined) {
  const [state, setState] = useState<PosterImageState>({ status: 'drawing' })
  const [attempt, setAttempt] = useState(0)
  const key = input && art ? JSON.stringify([input, art]) : ''
  useEffect(() => {
    if (!input || !art) return undefined
    let live = true
    setState({ status: 'drawing' })
    drawPoster(POSTER_CANVAS_ID, async ({ measure, loadImage }) => {
      // The picture first: its box takes its shape (within the layout's bounds).
      const image = art.imageUrl ? await loadImage(art.imageUrl) : null
      const layout = posterLayout({ ...input, ...(image ? { imageRatio: image.height / image.width } : {}) }, measure)
      return { width: layout.width, height: layout.height, paint: (context) => paintPoster(context, layout, art, image) }
    }).then(
      (src) => live && setState({ status: 'ready', src }),
      () => live && setState({ status: 'failed' }),
    )
    return () => {
      live = false
    }
    // `key` stands for input and art (new objects each render, the same poster).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt])
  return { state, redraw: () => setAttempt((value) => value + 1) }
}
