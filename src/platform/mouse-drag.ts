/**
 * A mouse drag on the web: mini-programs and Taro's H5 components answer touch only, so a
 * desktop browser's mouse would not move a slider (issue 15). On H5 this follows the mouse from
 * a press on an element a selector matches; elsewhere it does nothing (there is no mouse).
 */
import { isH5 } from './env'

export interface DragHandlers {
  /** The pointer's x (client coordinates) when the drag starts, and the element's width. */
  readonly start: (clientX: number, width: number) => void
  readonly move: (clientX: number) => void
  readonly end: () => void
}

/**
 * Follows mouse drags that start on an element matching `selector`; returns the way to stop. The
 * listener is on the document, so an element drawn after the call (Taro's H5 slider renders its
 * inner parts after React's effects have run) is followed too.
 */
export function followMouseDrag(selector: string, handlers: DragHandlers): () => void {
  if (!isH5 || typeof document === 'undefined') return () => undefined
  const move = (event: MouseEvent) => {
    event.preventDefault()
    handlers.move(event.clientX)
  }
  const up = () => {
    release()
    handlers.end()
  }
  const release = () => {
    document.removeEventListener('mousemove', move)
    document.removeEventListener('mouseup', up)
  }
  const down = (event: MouseEvent) => {
    if (event.button !== 0) return
    const element = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null
    if (!element) return
    event.preventDefault()
    handlers.start(event.clientX, element.getBoundingClientRect().width)
    document.addEventListener('mousemove', move)
    document.addEventListener('mouseup', up)
  }
  document.addEventListener('mousedown', down)
  return () => {
    document.removeEventListener('mousedown', down)
    release()
  }
}
