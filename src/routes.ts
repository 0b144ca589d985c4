/**
 * The route table: every page of spec section 2, and the only place that knows a page's path.
 *
 * `app.config.ts` derives `pages`, `subPackages` and `preloadRule` from it, each page's
 * `.config.ts` derives its flags from it, the H5 router derives its web paths from it, and
 * `navigate()` (src/navigation) derives its URLs from it. Pure data: no Taro, no I/O, so the
 * build-time config loader, jest and the Node scripts can all read it.
 */

/** Sub-packages, keyed by a short name, with their root folder under src/. */
export const PACKAGES = {
  main: 'pages',
  show: 'package-show',
  sendTicket: 'package-send-ticket',
  order: 'package-order',
  invoice: 'package-invoice',
  combo: 'package-combo',
  parking: 'package-parking',
  ticket: 'package-ticket',
  user: 'package-user',
  shop: 'package-shop',
  reserve: 'package-reserve',
  openShow: 'package-open-show',
  privilegeCard: 'package-privilege-card',
  topic: 'package-topic',
} as const

export type PackageKey = keyof typeof PACKAGES

export interface PageFlags {
  /** Pull-down refresh (spec: off by default). */
  readonly pullToRefresh?: boolean
  readonly swipeBackDisabled?: boolean
  readonly scrollDisabled?: boolean
  /** Use the platform's own navigation bar instead of the custom one (the default). */
  readonly defaultNavBar?: boolean
  /**
   * Mini-programs only: the platform's own navigation bar (a native component such as the web
   * view covers the custom one); H5 keeps the custom bar.
   */
  readonly miniNativeNavBar?: boolean
}

interface PageOptions<P extends readonly string[], W extends readonly string[]> extends PageFlags {
  readonly login?: boolean
  /** Tab pages live in the main package and are opened with switchTab. */
  readonly tab?: boolean
  /** H5 paths; `:name` segments are route parameters. */
  readonly web?: W
  /** Parameters a caller must pass. Web-path parameters are added automatically. */
  readonly params?: P
  /** This page only forwards to another one (with the same parameters). */
  readonly redirectTo?: string
}

export interface PageDef<
  P extends readonly string[] = readonly string[],
  W extends readonly string[] = readonly string[],
> extends PageFlags {
  readonly pkg: PackageKey
  /** Folder/file under the package's `pages/` folder: `show-detail` or `bind-ticket/bindTicket`. */
  readonly file: string
  readonly login: boolean
  readonly tab: boolean
  /** Kept as a literal tuple, so `navigate()` knows the first web path's parameters. */
  readonly web: W
  readonly params: P
  readonly redirectTo?: string
}

function page<const P extends readonly string[] = readonly [], const W extends readonly string[] = readonly []>(
  pkg: PackageKey,
  file: string,
  options: PageOptions<P, W> = {},
): PageDef<P, W> {
  const { login = false, tab = false, web = [] as unknown as W, params = [] as unknown as P, ...rest } = options
  return { pkg, file, login, tab, web, params, ...rest }
}

/**
 * Every page. Names are unique; a page present in two packages (the spec lists some twice)
 * gets a package prefix on its second copy. The main-package copies of sub-package pages are
 * entry points kept for scan codes and old share links: they forward to the sub-package page.
 */
export const PAGES = {
  // Tab bar, in spec order.
  homeList: page('main', 'list', { tab: true, web: ['/', '/pages/list/list'], pullToRefresh: true }),
  allShows: page('main', 'all', { tab: true, web: ['/all'] }),
  shopTab: page('main', 'shop', { tab: true, web: ['/shop'] }),
  ticketHolder: page('main', 'ticket', {
    tab: true,
    web: ['/ticket'],
    swipeBackDisabled: true,
    scrollDisabled: true,
  }),
  mine: page('main', 'mine', { tab: true, web: ['/mine'] }),

  // Main package.
  homeTopic: page('main', 'home-topic', { web: ['/home-topic'] }),
  webView: page('main', 'webView', { web: ['/webView'], miniNativeNavBar: true }),
  home: page('main', 'home', { web: ['/pages/home/home'], redirectTo: 'homeList' }),
  entryShowDetail: page('main', 'show-detail', { redirectTo: 'showDetail' }),
  entrySitePurchase: page('main', 'site-purchase', { redirectTo: 'sitePurchase' }),
  entryGroupShowDetail: page('main', 'group-show-detail', { redirectTo: 'groupShowDetail' }),
  entrySearch: page('main', 'search', { redirectTo: 'search' }),
  entrySiteCode: page('main', 'site-code', { redirectTo: 'siteCode' }),
  entryParkingPayment: page('main', 'parking-payment', { redirectTo: 'parkingPayment' }),
  entryOpenShow: page('main', 'open-show', { redirectTo: 'openShow' }),
  annualReview: page('main', 'annual-review', { web: ['/annual-review'] }),

  // Show.
  showDetail: page('show', 'show-detail', { web: ['/content/:showId'] }),
  groupShowDetail: page('show', 'group-show-detail', { web: ['/group-show/:showId'] }),
  showPreloadTicket: page('show', 'preload-ticket', { login: true }),
  tourDetail: page('show', 'tour-detail', { web: ['/tour-detail/:tourId'] }),
  sitePurchase: page('show', 'site-purchase', { web: ['/purchase/:showId'] }),
  pickSeat: page('show', 'pick-seat'),
  search: page('show', 'search', { web: ['/search', '/search/:placeholder'] }),
  booking: page('show', 'booking', { web: ['/booking/:showId'] }),
  showConfirmOrder: page('show', 'confirm-order', { login: true, scrollDisabled: true, redirectTo: 'confirmOrder' }),
  tiedSaleList: page('show', 'tied-sale-list'),
  privilege: page('show', 'privilege'),
  venueList: page('show', 'venue-list'),
  venue: page('show', 'venue'),
  showTicketPackageSession: page('show', 'ticket-package-session'),
  showTicketPackageShow: page('show', 'ticket-package-show'),
  showTicketPackageShowDetail: page('show', 'ticket-package-show-detail'),
  showTicketPackageDetail: page('show', 'ticket-package-detail'),

  // Send and accept ticket.
  acceptMineTicket: page('sendTicket', 'accept-mine-ticket', { login: true }),
  sendMineTicket: page('sendTicket', 'send-mine-ticket', { login: true }),
  customButtonList: page('sendTicket', 'custom-button-list'),
  ticketBindAudience: page('sendTicket', 'ticket-bind-audience', { login: true, pullToRefresh: true }),
  sendRule: page('sendTicket', 'send-rule', { login: true }),

  // Order.
  confirmOrder: page('order', 'confirm-order', { login: true, web: ['/order/confirm'], scrollDisabled: true }),
  // The order package's copy is the same screen: it forwards to the show package's.
  preloadTicket: page('order', 'preload-ticket', { login: true, redirectTo: 'showPreloadTicket' }),
  rebookTicket: page('order', 'rebook-ticket', { login: true }),
  orders: page('order', 'orders', { login: true, web: ['/order'], pullToRefresh: true }),
  aboutOrder: page('order', 'about-order'),
  waitListInstruction: page('order', 'wait-list-instruction'),
  express: page('order', 'express', { login: true }),
  orderDetail: page('order', 'order-detail', { login: true, web: ['/order/detail/:orderId'] }),
  paySuccess: page('order', 'pay-success', { login: true, web: ['/pay-success'] }),
  paySuccessNew: page('order', 'pay-success-new', { login: true, web: ['/pay-success-new'] }),
  payLoading: page('order', 'pay-loading', { login: true, web: ['/pay-loading'] }),
  productDetail: page('order', 'product-detail', { login: true, web: ['/order/product/:orderId'] }),
  refundOrders: page('order', 'refund-orders', { login: true }),
  refundOrderTickets: page('order', 'refund-order-tickets', { login: true }),
  refundRulePrivilege: page('order', 'refund-rule-privilege'),
  addPurchaseList: page('order', 'order-add-purchase/add-purchase-list', { login: true }),
  refundRuleOrder: page('order', 'refund-rule-order'),

  // Invoice.
  invoice: page('invoice', 'invoice', { login: true }),
  invoiceDetail: page('invoice', 'invoice-detail', { login: true }),

  // Combo activity.
  ticketPackageDetail: page('combo', 'ticket-package-detail'),
  ticketPackageShow: page('combo', 'ticket-package-show'),
  ticketPackageShowDetail: page('combo', 'ticket-package-show-detail'),
  ticketPackageSession: page('combo', 'ticket-package-session'),

  // Parking: every page needs login.
  parkingPayment: page('parking', 'parking-payment', { login: true, web: ['/parking'] }),
  parkingDetail: page('parking', 'parking-detail', { login: true }),
  parkingRecord: page('parking', 'parking-record', { login: true, pullToRefresh: true }),

  // Ticket.
  ticketDetail: page('ticket', 'ticket-detail', { login: true, web: ['/ticket-detail'], redirectTo: 'ticketDetailNew' }),
  ticketDetailNew: page('ticket', 'ticket-detail-new', { login: true }),
  ticketError: page('ticket', 'ticket-error'),
  ticketCode: page('ticket', 'ticket-code', { login: true }),
  hotTicket: page('ticket', 'hot-ticket', { web: ['/hot'] }),
  historyTicket: page('ticket', 'history-ticket', { login: true }),
  siteList: page('ticket', 'site-list'),
  siteTicket: page('ticket', 'site-ticket', { login: true }),
  realName: page('ticket', 'real-name', { login: true }),
  realNameSingle: page('ticket', 'real-name-single', { login: true }),
  realIdCard: page('ticket', 'real-idCard', { login: true }),
  bindTicket: page('ticket', 'bind-ticket/bindTicket', { login: true, web: ['/ticket/bind-ticket'] }),
  bindInvitationTicket: page('ticket', 'bind-invitation-ticket', { login: true }),
  shareTicket: page('ticket', 'share-ticket'),
  shareShowDetail: page('ticket', 'share-show-detail'),
  shareTopicActivity: page('ticket', 'share-topic-activity'),
  sharePaySuccess: page('ticket', 'share-pay-success'),

  // User.
  myRights: page('user', 'my-rights', { login: true, pullToRefresh: true }),
  rightsList: page('user', 'rights-list', { login: true }),
  favoriteShow: page('user', 'favorite-show', { login: true }),
  studentVerify: page('user', 'student-verify', { login: true }),
  middleVerify: page('user', 'middle-verify', { login: true }),
  siteCode: page('user', 'site-code', { login: true }),
  shopState: page('user', 'shop-state'),
  pageError: page('user', 'page-error'),
  douyinAuth: page('user', 'douyin-auth'),
  coupons: page('user', 'coupons', { login: true, web: ['/coupon'] }),
  address: page('user', 'address', { login: true, web: ['/address'] }),
  addressModification: page('user', 'address-modification', { login: true }),
  couponsShowlist: page('user', 'coupons-showlist'),
  audience: page('user', 'audience', { login: true, web: ['/viewer'] }),
  audienceModification: page('user', 'audience-modification', { login: true }),
  exchangeCoupon: page('user', 'exchange-coupon', { web: ['/coupon/exchange'] }),
  historyCoupon: page('user', 'history-coupon', { login: true }),
  setting: page('user', 'setting'),
  language: page('user', 'language'),
  certificates: page('user', 'certificates', { login: true }),
  certificatesDetail: page('user', 'certificates-detail', { login: true }),
  login: page('user', 'login', { web: ['/login'] }),
  loginCode: page('user', 'login-code'),
  loginWay: page('user', 'login-way'),
  loginEmail: page('user', 'login-email'),
  checkEmail: page('user', 'check-email'),
  activateEmail: page('user', 'activate-email'),
  createAccount: page('user', 'create-account'),
  setPassword: page('user', 'set-password'),
  changePassword: page('user', 'change-password', { login: true }),
  forgotPassword: page('user', 'forgot-password'),
  profile: page('user', 'profile', { login: true }),
  nicknameEdit: page('user', 'nickname-edit', { login: true }),
  couponShare: page('user', 'coupon-share', { login: true }),
  couponList: page('user', 'coupon-list'),
  // A topic's coupon-template link claims that template (the topic page is the topic package's); the
  // page keeps its own path (share codes, a template alone), which custom routes would stop serving.
  couponReceive: page('user', 'coupon-receive', {
    web: ['/package-user/pages/coupon-receive/coupon-receive', '/topic-activity/:topicId/coupon-template/:couponTemplateId'],
  }),
  couponSelfList: page('user', 'coupon-self-list', { login: true }),
  couponRecommendList: page('user', 'coupon-recommend-list'),
  couponShows: page('user', 'coupon-shows', { swipeBackDisabled: true }),
  couponCreate: page('user', 'coupon-create', { login: true }),
  points: page('user', 'points', { login: true, scrollDisabled: true }),
  pointsRule: page('user', 'points-rule'),
  memberCenter: page('user', 'member-center', { login: true, web: ['/member-center', '/member'] }),
  memberRight: page('user', 'member-right'),
  memberConfirm: page('user', 'member-confirm', { login: true }),
  memberCompare: page('user', 'member-compare'),
  memberAgreement: page('user', 'member-aggrement'),
  switchSkin: page('user', 'switch-skin'),
  agreement: page('user', 'agreement'),
  support: page('user', 'support'),
  announceDetail: page('user', 'announce-detail', { web: ['/announce/:id'] }),
  accountSafe: page('user', 'account-safe', { login: true }),
  confirmUnregistered: page('user', 'confirm-unregistered', { login: true }),
  channelLogin: page('user', 'channel-login'),
  bsauth: page('user', 'bsauth'),
  growthValue: page('user', 'growth-value', { login: true }),
  growthValueRule: page('user', 'growth-value-rule'),
  memberPaySuccess: page('user', 'member-pay-success', { login: true, web: ['/member-pay-success'] }),
  wxauth: page('user', 'wxauth', { defaultNavBar: true, web: ['/wxauth'] }),

  // Shop.
  cartList: page('shop', 'cart-list', { login: true, scrollDisabled: true }),
  shopDetail: page('shop', 'shop-detail', { web: ['/shop/:id'] }),
  goodsSearch: page('shop', 'goods-search'),
  goodsConfirm: page('shop', 'goods-confirm', { login: true }),
  goodsCartConfirm: page('shop', 'goods-cart-confirm', { login: true }),
  ticketStubPrint: page('shop', 'ticket-stub-print', { login: true }),
  ticketStubList: page('shop', 'ticket-stub-list', { login: true }),

  // Reserve.
  reserveIndex: page('reserve', 'reserve-index'),
  reserveDetail: page('reserve', 'reserve-detail', { defaultNavBar: true }),
  reserveRecord: page('reserve', 'reserve-record', { login: true }),
  reserveOrder: page('reserve', 'reserve-order', { login: true }),

  // Open show.
  openShow: page('openShow', 'open-show', {
    web: ['/open-show/:showId'],
    swipeBackDisabled: true,
    scrollDisabled: true,
  }),
  openShowDetail: page('openShow', 'open-show-detail'),
  openShowForm: page('openShow', 'open-show-form', { login: true }),
  openShowList: page('openShow', 'open-show-list', { login: true }),
  registrationList: page('openShow', 'registration-list', { login: true }),
  entranceRegistrationDetail: page('openShow', 'entrance-registration-detail', { login: true }),
  entranceRegistrationForm: page('openShow', 'entrance-registration-form', { login: true }),
  openShowConfirm: page('openShow', 'open-show-confirm', { login: true }),

  // Privilege card.
  cardList: page('privilegeCard', 'card-list'),
  cardDetail: page('privilegeCard', 'card-detail', { web: ['/benefit-card/:cardId'] }),
  cardRange: page('privilegeCard', 'card-range', { swipeBackDisabled: true }),
  cardConfirm: page('privilegeCard', 'card-confirm', { login: true }),

  // Topic.
  topicActivity: page('topic', 'topic-activity', { web: ['/topic-activity/:topicId'] }),
  voteDetail: page('topic', 'vote-detail', { web: ['/vote-detail/:id'] }),
} as const

export type PageName = keyof typeof PAGES

/** Spec section 2, preloading: which packages load in the background when a page opens. */
export const PRELOAD: Partial<Record<PageName, readonly PackageKey[]>> = {
  homeList: ['show'],
  ticketHolder: ['ticket'],
  shopTab: ['shop'],
  mine: ['user', 'order'],
  showDetail: ['order', 'user'],
}

/** Tab bar order (spec section 2). */
export const TAB_PAGES = ['homeList', 'allShows', 'shopTab', 'ticketHolder', 'mine'] as const satisfies readonly PageName[]

export const PAGE_NAMES = Object.keys(PAGES) as PageName[]

/** `pages/show-detail/show-detail`: a page's path inside its package. */
export function pageFile(name: PageName): string {
  const { file } = PAGES[name]
  return file.includes('/') ? `pages/${file}` : `pages/${file}/${file}`
}

/** `package-show/pages/show-detail/show-detail`: the full page path, without a leading slash. */
export function pagePath(name: PageName): string {
  const def = PAGES[name]
  const file = pageFile(name)
  return def.pkg === 'main' ? file : `${PACKAGES[def.pkg]}/${file}`
}

export function titleKey(name: PageName): string {
  return `title.${name}`
}

/** The names of a web path's `:parameters`. */
export function webPathParams(webPath: string): string[] {
  return webPath
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1))
}

export function findPageByPath(path: string): PageName | undefined {
  const clean = path.replace(/^\//, '').split('?')[0]
  return PAGE_NAMES.find((name) => pagePath(name) === clean)
}
