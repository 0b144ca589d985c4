/** Layout pages, masonry, announcements (`routes/catalogue/home.ts`). */
import { Type, type Static } from '@sinclair/typebox'
import { CatalogueId, CityId, Length, Nullable, Offset, ShowListItem, SpuItem, StringEnum, common } from './common'

export const LAYOUT_PAGE_TYPES = ['HOME', 'TOPIC', 'TOPIC_COUPON', 'PAY_SUCCESS', 'TICKET_HOLDER', 'PERSONAL_CENTER'] as const
export const LayoutPageType = StringEnum(LAYOUT_PAGE_TYPES)
export type LayoutPageType = Static<typeof LayoutPageType>

/** What the merchant set on a component (which shows, how many, autoplay...); a component type may keep keys of its own. */
export const LayoutComponentConfig = Type.Object(
  {
    source: Type.Optional(Type.String()),
    length: Type.Optional(Type.Integer()),
    showIds: Type.Optional(Type.Array(Type.String())),
    tag: Type.Optional(Type.String()),
    codes: Type.Optional(Type.Array(Type.String())),
    couponTemplateIds: Type.Optional(Type.Array(Type.String())),
    pageSource: Type.Optional(Type.String()),
    pageSize: Type.Optional(Type.Integer()),
    category: Type.Optional(Type.String()),
    autoplay: Type.Optional(Type.Boolean()),
    interval: Type.Optional(Type.Integer()),
  },
  { additionalProperties: true },
)

/** One entry of a component's `items` or `data` (a banner, a category, a show card, a notice, a coupon...). */
const ComponentEntry = Type.Object({}, { additionalProperties: true })

/**
 * A component of a layout, its texts in the language asked for: BANNER and CATEGORY_NAV carry
 * `items`; SHOW_LIST (show cards), ANNOUNCEMENT and COUPON carry `data`; MASONRY its `pageSize` and
 * the `dataPath` of its pages; RICH_TEXT its `html`. The app reads them through domain/home-layout,
 * which leaves out a type it does not draw.
 */
export const LayoutComponent = Type.Object(
  {
    componentId: Type.String(),
    componentType: Type.String(),
    title: Type.Optional(Type.String()),
    config: Type.Optional(LayoutComponentConfig),
    items: Type.Optional(Type.Array(ComponentEntry)),
    data: Type.Optional(Type.Array(ComponentEntry)),
    html: Type.Optional(Type.String()),
    pageSize: Type.Optional(Type.Integer()),
    dataPath: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
)
export type LayoutComponent = Static<typeof LayoutComponent>

/** GET layouts: the page's components as the merchant configured them, each with its data filled in. */
export const Layout = Type.Object({
  layoutId: Nullable(Type.String()),
  /** LAYOUT_PAGE_TYPES. */
  pageType: Type.String(),
  topicId: Nullable(Type.String()),
  title: Type.String(),
  components: Type.Array(LayoutComponent),
})
export type Layout = Static<typeof Layout>

/** One item of a masonry page: a show card, or (every seventh, while goods last) a goods card. */
export const MasonryItem = Type.Union([
  Type.Object({ itemType: Type.Literal('SHOW'), data: ShowListItem }),
  Type.Object({ itemType: Type.Literal('SPU'), data: SpuItem }),
])
export type MasonryItem = Static<typeof MasonryItem>

/** GET masonry_component_data: one page of a masonry component's items. */
export const Masonry = Type.Object({
  layoutId: Type.String(),
  componentId: Type.String(),
  list: Type.Array(MasonryItem),
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

// ---------------------------------------------------------------------------------------------
// Requests.

/** Up to 50 ids, comma-separated. */
export const IdList = (description: string) =>
  Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}(,[A-Za-z0-9_-]{1,40}){0,49}$', description: `${description}, comma-separated` })

/** GET layouts: the query. */
export const LayoutQuery = Type.Object({
  page: Type.Union(
    LAYOUT_PAGE_TYPES.map((type) => Type.Literal(type)),
    { description: 'the page type' },
  ),
  layoutId: Type.Optional(CatalogueId('a layout id')),
  topicId: Type.Optional(CatalogueId('TOPIC / TOPIC_COUPON: the topic, e.g. TP1001')),
  cityId: Type.Optional(CityId),
  showIds: Type.Optional(IdList('shows just seen or bought (PAY_SUCCESS recommends like them)')),
  spuIds: Type.Optional(IdList('goods just bought')),
  ...common,
})
export type LayoutQuery = Static<typeof LayoutQuery>

/** GET masonry_component_data: the query. */
export const MasonryQuery = Type.Object({
  layoutId: CatalogueId('the layout'),
  componentId: CatalogueId('the component within the layout'),
  componentType: Type.Optional(Type.String({ pattern: '^[A-Z_]{1,30}$' })),
  offset: Type.Optional(Offset),
  length: Type.Optional(Length(20)),
  cityId: Type.Optional(CityId),
  ...common,
})
export type MasonryQuery = Static<typeof MasonryQuery>

/** GET announcements: the query. */
export const AnnouncementsQuery = Type.Object({
  showId: Type.Optional(CatalogueId('announcements of this show')),
  pageSource: Type.Optional(Type.String({ pattern: '^[A-Z_]{1,30}$', description: 'HOME, SHOW_DETAIL, ORDER_CONFIRM...' })),
  ...common,
})
export type AnnouncementsQuery = Static<typeof AnnouncementsQuery>

export const AnnouncementParams = Type.Object({ noticeId: CatalogueId('notice id, e.g. NT1001') })
export type AnnouncementParams = Static<typeof AnnouncementParams>

/** POST announcements/read_records: the body. */
export const ReadRecordBody = Type.Object({
  announcementId: CatalogueId('notice id'),
  showId: Type.Optional(CatalogueId('the show page it was read on')),
  clientReadTime: Type.Optional(Type.Integer({ minimum: 0, description: 'epoch ms' })),
  pageSource: Type.Optional(Type.String({ pattern: '^[A-Z_]{1,30}$' })),
})
export type ReadRecordBody = Static<typeof ReadRecordBody>
