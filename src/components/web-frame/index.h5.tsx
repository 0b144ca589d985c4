/**
 * A web page inside the app (the webView page). This file: H5, a plain frame under the page's own
 * navigation bar (title and back). Taro's H5 web view is an iframe fixed over the whole window,
 * bar included, with no way back. The mini-programs take index.tsx beside it.
 */
import type * as Mini from './index'
import type { WebFrameProps } from './index'

export type { WebFrameProps } from './index'

export const WebFrame: typeof Mini.WebFrame = ({ className, src, title }: WebFrameProps) => (
  <iframe className={className} src={src} title={title} />
)
