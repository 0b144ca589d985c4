/**
 * A web page inside the app (the webView page). This file: mini-programs, Taro's WebView, the
 * native web view that covers the page (the route's `miniNativeNavBar` flag gives the page the
 * platform's navigation bar, title and back, instead of the custom one). H5 has index.h5.tsx
 * beside it (Taro's per-platform file; the H5 build and jest take that one).
 */
import { WebView } from '@tarojs/components'

export interface WebFrameProps {
  readonly className: string
  /** An address already allowed (domain/web-view allowedWebUrl). */
  readonly src: string
  readonly title: string
}

export function WebFrame({ className, src }: WebFrameProps) {
  return <WebView className={className} src={src} />
}
