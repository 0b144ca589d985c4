/** Layout pages, masonry, announcements (`routes/catalogue/home.ts`). */
import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum } from './common'

export const LAYOUT_PAGE_TYPES = ['HOME', 'TOPIC', 'TOPIC_COUPON', 'PAY_SUCCESS', 'TICKET_HOLDER', 'PERSONAL_CENTER'] as const
export const LayoutPageType = StringEnum(LAYOUT_PAGE_TYPES)
export type LayoutPageType = Static<typeof LayoutPageType>

/** GET layouts: the page's components as the merchant configured them, each with its data filled in. */
export const Layout = Type.Object({
  layoutId: Nullable(Type.String()),
  /** LAYOUT_PAGE_TYPES. */
  pageType: Type.String(),
  topicId: Nullable(Type.String()),
  title: Type.String(),
  /** Each component's shape depends on its type (the app reads them through domain/home-layout). */
  components: Type.Array(Type.Unknown()),
})
export type Layout = Static<typeof Layout>

/** GET masonry_component_data: one page of a masonry component's items (shows, goods...). */
export const Masonry = Type.Object({
  layoutId: Type.String(),
  componentId: Type.String(),
  list: Type.Array(Type.Object({ itemType: Type.String(), data: Type.Unknown() })),
  total: Type.Number(),
  hasMore: Type.Boolean(),
})
export type Masonry = Static<typeof Masonry>

export const Announcement = Type.Object({
  /** Known when the buyer is logged in. */
  read: Type.Optional(Type.Boolean()),
  noticeId: Type.String(),
  noticeTitle: Type.String(),
  /** HTML: shown only through the rich-text sanitiser. */
  noticeContent: Type.String(),
  noticeMoreUrl: Nullable(Type.String()),
  showIds: Type.Array(Type.String()),
  pageSources: Type.Array(Type.String()),
  startTime: Type.Number(),
  endTime: Type.Number(),
})
export type Announcement = Static<typeof Announcement>
export const Announcements = Type.Array(Announcement)
export type Announcements = Static<typeof Announcements>

/** POST announcements/read_records. */
export const ReadRecord = Type.Object({ announcementId: Type.String(), recorded: Type.Boolean(), userBound: Type.Boolean() })
export type ReadRecord = Static<typeof ReadRecord>
