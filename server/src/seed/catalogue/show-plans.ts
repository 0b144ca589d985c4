/**
 * The shows of the seed, one line each: category, title (zh-CN, zh-MO, en-US), city, venue,
 * status and features. Written out by hand so that every status of spec section 4 and every
 * feature (seat picking, free, price to be decided, age limits, real name, captcha, waitlist,
 * priority purchase, marketing tags, tours, show groups) is certainly present; the generator
 * (shows.ts) derives times, sessions, seat plans and seats from these lines deterministically.
 */
import type { I18n } from '../../services/catalogue/i18n'
import { t } from '../../services/catalogue/i18n'
import { CITIES } from './geo'

export const MAINLAND = '10001'
export const MACAU = '10002'
export const ZZ = '10003'

export type ShowStatus =
  'ON_SALE' | 'PRE_SALE' | 'DISABLED' | 'SOLD_OUT' | 'LACK_OF_TICKET' | 'PENDING' | 'CANCELED' | 'COMPLETED' | 'DELAY'

export type Tag = 'COUPON' | 'ACTIVITY' | 'HOT' | 'NEW' | 'EXCLUSIVE'

export interface ShowFeatures {
  /** Seat picking on the venue's seat map. */
  readonly pick?: boolean
  readonly free?: boolean
  /** Price to be decided: plans exist, prices shown as 价格待定. */
  readonly pricePending?: boolean
  readonly minAge?: number
  readonly realName?: boolean
  /** Captcha window: 'now' (open around today) or 'sale' (around the sale time). */
  readonly captcha?: 'now' | 'sale'
  readonly waitlist?: number
  /** Priority purchase: 'open' (window open now, sale later) or 'later' (both in the future). */
  readonly priority?: 'open' | 'later'
  readonly tags?: readonly Tag[]
  readonly tour?: string
  readonly group?: string
  readonly sessions?: number
  /** Days from today to the first session (negative: in the past). */
  readonly day?: number
  readonly limit?: number
  readonly sensitive?: boolean
  readonly advertise?: I18n
}

export interface ShowPlan extends ShowFeatures {
  readonly cat: string
  readonly title: I18n
  readonly cityId: string
  readonly venueId: string
  readonly merchantId: string
  readonly status: ShowStatus
}

export interface TourPlan {
  readonly id: string
  readonly merchantId: string
  readonly title: I18n
  readonly description: I18n
}

export interface GroupPlan {
  readonly id: string
  readonly merchantId: string
  readonly title: I18n
  readonly venueId: string
}

export const TOURS: readonly TourPlan[] = [
  {
    id: 'TR0001',
    merchantId: MAINLAND,
    title: t('星河乐队「回声」巡回演唱会', '星河樂隊「回聲」巡迴演唱會', 'Galaxy Band "Echoes" Tour'),
    description: t(
      '星河乐队时隔三年的全新巡演，走过上海、北京、广州、成都四座城市。',
      '星河樂隊時隔三年的全新巡演，走過上海、北京、廣州、成都四座城市。',
      'Galaxy Band’s first tour in three years, through Shanghai, Beijing, Guangzhou and Chengdu.',
    ),
  },
  {
    id: 'TR0002',
    merchantId: MAINLAND,
    title: t('林夏「夏日来信」巡回演唱会', '林夏「夏日來信」巡迴演唱會', 'Lin Xia "Summer Letters" Tour'),
    description: t(
      '林夏携新专辑《夏日来信》开启巡演：上海、北京、深圳、杭州。',
      '林夏攜新專輯《夏日來信》開啟巡演：上海、北京、深圳、杭州。',
      'Lin Xia tours her new album "Summer Letters": Shanghai, Beijing, Shenzhen, Hangzhou.',
    ),
  },
  {
    id: 'TR0003',
    merchantId: MAINLAND,
    title: t('脱口秀《今晚不加班》全国巡演', '棟篤笑《今晚不加班》全國巡演', 'Stand-up "No Overtime Tonight" Tour'),
    description: t(
      '年度爆笑脱口秀专场巡演，上海、北京、杭州、成都轮番开讲。',
      '年度爆笑棟篤笑專場巡演，上海、北京、杭州、成都輪番開講。',
      'The stand-up show of the year, in Shanghai, Beijing, Hangzhou and Chengdu.',
    ),
  },
]

export const GROUPS: readonly GroupPlan[] = [
  { id: 'SG0001', merchantId: MAINLAND, title: t('城市戏剧季', '城市戲劇季', 'City Theatre Season'), venueId: 'VN1102' },
  { id: 'SG0002', merchantId: MAINLAND, title: t('京韵戏曲周', '京韻戲曲週', 'Beijing Opera Week'), venueId: 'VN1202' },
  {
    id: 'SG0003',
    merchantId: MACAU,
    title: t('澳门艺术节剧场季', '澳門藝術節劇場季', 'Macau Arts Festival Stage'),
    venueId: 'VN1702',
  },
]

const tourName = (tour: string, cityZh: string, cityEn: string): I18n => {
  const base = TOURS.find((item) => item.id === tour)?.title ?? t('', '', '')
  const cityTw = CITIES.find((city) => city.name['en-US'] === cityEn)?.name['zh-MO'] ?? cityZh
  return t(`${base['zh-CN']} ${cityZh}站`, `${base['zh-MO']} ${cityTw}站`, `${base['en-US']} – ${cityEn}`)
}

const SH = 'BL1106'
const BJ = 'BL1241'
const GZ = 'BL1201'
const SZ = 'BL1202'
const HZ = 'BL1131'
const CD = 'BL1301'
const MO = 'BL8201'

const p = (
  cat: string,
  title: I18n,
  cityId: string,
  venueId: string,
  status: ShowStatus,
  features: ShowFeatures = {},
  merchantId = MAINLAND,
): ShowPlan => ({ cat, title, cityId, venueId, status, merchantId, ...features })

export const SHOW_PLANS: readonly ShowPlan[] = [
  // ---- Shanghai (mainland shop): 30 shows, enough for more than one page of 20.
  p('CONCERT', tourName('TR0001', '上海', 'Shanghai'), SH, 'VN1101', 'ON_SALE', {
    pick: true,
    tour: 'TR0001',
    realName: true,
    limit: 4,
    captcha: 'now',
    waitlist: 300,
    tags: ['ACTIVITY', 'HOT'],
    sessions: 2,
    day: 24,
    advertise: t('万人体育场，支持在线选座', '萬人體育場，支持線上選座', 'Stadium show: pick your seat online'),
  }),
  p('CONCERT', tourName('TR0002', '上海', 'Shanghai'), SH, 'VN1107', 'PRE_SALE', {
    tour: 'TR0002',
    captcha: 'sale',
    realName: true,
    limit: 4,
    day: 40,
  }),
  p(
    'CONCERT',
    t('陈默「无声处」演唱会', '陳默「無聲處」演唱會', 'Chen Mo "Where Silence Falls" Live'),
    SH,
    'VN1107',
    'PRE_SALE',
    {
      priority: 'open',
      day: 35,
      tags: ['EXCLUSIVE'],
    },
  ),
  p(
    'CONCERT',
    t('青柠汽水乐队「夏夜派对」专场', '青檸汽水樂隊「夏夜派對」專場', 'Lime Soda Band "Summer Night Party"'),
    SH,
    'VN1104',
    'SOLD_OUT',
    {
      waitlist: 200,
      day: 12,
    },
  ),
  p('CONCERT', t('夜航星「远行」演唱会', '夜航星「遠行」演唱會', 'Night Star "Voyage" Concert'), SH, 'VN1107', 'LACK_OF_TICKET', {
    day: 18,
  }),
  p(
    'CONCERT',
    t('周末电台乐队 Livehouse 专场', '週末電台樂隊 Livehouse 專場', 'Weekend Radio Band Livehouse Show'),
    SH,
    'VN1104',
    'ON_SALE',
    {
      tags: ['COUPON'],
      day: 9,
    },
  ),
  p('DRAMA', t('话剧《雷雨后》', '話劇《雷雨後》', 'Drama "After the Thunderstorm"'), SH, 'VN1102', 'ON_SALE', {
    pick: true,
    group: 'SG0001',
    sessions: 3,
    day: 6,
  }),
  p('DRAMA', t('音乐剧《灯塔守望者》', '音樂劇《燈塔守望者》', 'Musical "The Lighthouse Keeper"'), SH, 'VN1102', 'ON_SALE', {
    pick: true,
    group: 'SG0001',
    sessions: 2,
    day: 13,
    captcha: 'now',
  }),
  p(
    'DRAMA',
    t('悬疑话剧《第十三位客人》', '懸疑話劇《第十三位客人》', 'Mystery Play "The Thirteenth Guest"'),
    SH,
    'VN1102',
    'SOLD_OUT',
    {
      pick: true,
      group: 'SG0001',
      sessions: 2,
      day: 20,
      waitlist: 100,
    },
  ),
  p('DRAMA', t('歌剧《茶花女》', '歌劇《茶花女》', 'Opera "La Traviata"'), SH, 'VN1102', 'PENDING', {
    pricePending: true,
    day: 75,
  }),
  p(
    'DRAMA',
    t('沉浸式戏剧《迷雾旅馆》', '沉浸式戲劇《迷霧旅館》', 'Immersive Theatre "Hotel in the Mist"'),
    SH,
    'VN1106',
    'ON_SALE',
    {
      minAge: 16,
      sessions: 4,
      day: 3,
      tags: ['NEW'],
    },
  ),
  p(
    'SPORTS',
    t(
      '城市足球联赛：申城蓝鲸 vs 京城雄狮',
      '城市足球聯賽：申城藍鯨 vs 京城雄獅',
      'City Football League: Shanghai Blue Whales vs Beijing Lions',
    ),
    SH,
    'VN1101',
    'ON_SALE',
    {
      realName: true,
      limit: 2,
      day: 16,
    },
  ),
  p(
    'SPORTS',
    t('国际网球公开赛 上海站', '國際網球公開賽 上海站', 'International Tennis Open – Shanghai'),
    SH,
    'VN1107',
    'COMPLETED',
    { day: -20, sessions: 3 },
  ),
  p('SPORTS', t('电子竞技城市总决赛', '電子競技城市總決賽', 'Esports City Grand Final'), SH, 'VN1107', 'CANCELED', { day: 28 }),
  p('MUSIC', t('新年交响音乐会', '新年交響音樂會', 'New Year Symphony Concert'), SH, 'VN1103', 'ON_SALE', {
    tags: ['COUPON'],
    day: 21,
  }),
  p('MUSIC', t('动漫经典交响音乐会', '動漫經典交響音樂會', 'Anime Classics Symphony Concert'), SH, 'VN1103', 'DELAY', {
    day: 30,
  }),
  p('MUSIC', t('烛光音乐会：巴赫与爵士', '燭光音樂會：巴赫與爵士', 'Candlelight Concert: Bach & Jazz'), SH, 'VN1103', 'ON_SALE', {
    sessions: 4,
    day: 2,
    tags: ['ACTIVITY'],
  }),
  p('MUSIC', t('肖邦夜曲钢琴独奏会', '蕭邦夜曲鋼琴獨奏會', 'Chopin Nocturnes Piano Recital'), SH, 'VN1103', 'DISABLED', {
    day: 26,
  }),
  p('EXHIBITION', t('光影艺术沉浸展', '光影藝術沉浸展', 'Immersive Light Art Exhibition'), SH, 'VN1105', 'ON_SALE', {
    sessions: 7,
    day: 0,
    tags: ['COUPON', 'HOT'],
  }),
  p('EXHIBITION', t('未来城市科技展', '未來城市科技展', 'Future City Tech Expo'), SH, 'VN1105', 'ON_SALE', {
    free: true,
    sessions: 5,
    day: 1,
    limit: 2,
    realName: true,
  }),
  p('DANCE', t('芭蕾舞剧《天鹅湖》', '芭蕾舞劇《天鵝湖》', 'Ballet "Swan Lake"'), SH, 'VN1102', 'ON_SALE', {
    pick: true,
    sessions: 2,
    day: 10,
  }),
  p('DANCE', t('现代舞《呼吸》', '現代舞《呼吸》', 'Contemporary Dance "Breath"'), SH, 'VN1103', 'PRE_SALE', { day: 33 }),
  p(
    'CHILDREN',
    t('儿童剧《小猪的奇幻旅程》', '兒童劇《小豬的奇幻旅程》', 'Children’s Play "Piggy’s Magic Journey"'),
    SH,
    'VN1103',
    'ON_SALE',
    {
      minAge: 3,
      sessions: 3,
      day: 4,
    },
  ),
  p(
    'CHILDREN',
    t('亲子音乐会《动物狂欢节》', '親子音樂會《動物狂歡節》', 'Family Concert "Carnival of the Animals"'),
    SH,
    'VN1103',
    'ON_SALE',
    {
      tags: ['ACTIVITY'],
      day: 8,
    },
  ),
  p('COMEDY', tourName('TR0003', '上海', 'Shanghai'), SH, 'VN1106', 'ON_SALE', {
    tour: 'TR0003',
    minAge: 18,
    sessions: 4,
    day: 5,
  }),
  p('COMEDY', t('相声大会', '相聲大會', 'Crosstalk Night'), SH, 'VN1106', 'ON_SALE', { sessions: 3, day: 7 }),
  p('COMEDY', t('即兴喜剧《随便演演》', '即興喜劇《隨便演演》', 'Improv Comedy "Just Wing It"'), SH, 'VN1106', 'PRE_SALE', {
    day: 22,
  }),
  p(
    'CONCERT',
    t('白鲸乐团十周年演唱会', '白鯨樂團十週年演唱會', 'White Whale 10th Anniversary Concert'),
    SH,
    'VN1107',
    'COMPLETED',
    { day: -12 },
  ),
  p('EXHIBITION', t('猫咪主题展', '貓咪主題展', 'The Cat Show'), SH, 'VN1105', 'PENDING', { day: 60 }),
  p('MUSIC', t('民族管弦乐《山河》', '民族管弦樂《山河》', 'Chinese Orchestra "Mountains and Rivers"'), SH, 'VN1103', 'ON_SALE', {
    day: 15,
  }),

  // ---- Beijing
  p('CONCERT', tourName('TR0001', '北京', 'Beijing'), BJ, 'VN1201', 'PRE_SALE', {
    tour: 'TR0001',
    realName: true,
    limit: 4,
    day: 45,
  }),
  p('CONCERT', t('极光少年团演唱会', '極光少年團演唱會', 'Aurora Boys Concert'), BJ, 'VN1201', 'SOLD_OUT', {
    waitlist: 500,
    realName: true,
    day: 19,
  }),
  p('DRAMA', t('话剧《长夜将尽》', '話劇《長夜將盡》', 'Drama "The Long Night Ends"'), BJ, 'VN1202', 'ON_SALE', {
    pick: true,
    sessions: 2,
    day: 11,
  }),
  p('DRAMA', t('京剧《霸王别姬》', '京劇《霸王別姬》', 'Peking Opera "Farewell My Concubine"'), BJ, 'VN1202', 'ON_SALE', {
    pick: true,
    group: 'SG0002',
    day: 14,
  }),
  p('DRAMA', t('越剧《梁祝》', '越劇《梁祝》', 'Yue Opera "The Butterfly Lovers"'), BJ, 'VN1202', 'ON_SALE', {
    group: 'SG0002',
    day: 15,
  }),
  p('MUSIC', t('弦乐四重奏之夜', '弦樂四重奏之夜', 'String Quartet Night'), BJ, 'VN1203', 'ON_SALE', { day: 9 }),
  p('EXHIBITION', t('印象派大师特展', '印象派大師特展', 'Impressionist Masters Exhibition'), BJ, 'VN1204', 'ON_SALE', {
    sessions: 6,
    day: 0,
    tags: ['COUPON'],
  }),
  p('DANCE', t('舞剧《敦煌飞天》', '舞劇《敦煌飛天》', 'Dance Drama "Flying Apsaras"'), BJ, 'VN1202', 'ON_SALE', {
    pick: true,
    sessions: 2,
    day: 25,
  }),
  p('CHILDREN', t('木偶剧《三只小熊》', '木偶劇《三隻小熊》', 'Puppet Show "The Three Little Bears"'), BJ, 'VN1203', 'ON_SALE', {
    free: true,
    sessions: 2,
    day: 6,
    limit: 4,
  }),
  p('COMEDY', tourName('TR0003', '北京', 'Beijing'), BJ, 'VN1205', 'ON_SALE', {
    tour: 'TR0003',
    minAge: 18,
    sessions: 2,
    day: 12,
  }),
  p('SPORTS', t('篮球全明星周末', '籃球全明星週末', 'Basketball All-Star Weekend'), BJ, 'VN1201', 'ON_SALE', {
    realName: true,
    limit: 2,
    captcha: 'now',
    sessions: 2,
    day: 17,
  }),
  p('COMEDY', t('喜剧开放麦', '喜劇開放咪', 'Comedy Open Mic'), BJ, 'VN1205', 'ON_SALE', { sessions: 3, day: 2 }),
  p('CONCERT', tourName('TR0002', '北京', 'Beijing'), BJ, 'VN1201', 'DELAY', { tour: 'TR0002', day: 38 }),
  p('EXHIBITION', t('科幻电影艺术展', '科幻電影藝術展', 'Sci-Fi Film Art Exhibition'), BJ, 'VN1204', 'PRE_SALE', {
    day: 30,
    sessions: 4,
  }),
  p('MUSIC', t('民谣与诗', '民謠與詩', 'Folk Songs and Poems'), BJ, 'VN1203', 'PRE_SALE', { day: 27 }),

  // ---- Guangzhou
  p('CONCERT', tourName('TR0001', '广州', 'Guangzhou'), GZ, 'VN1301', 'ON_SALE', {
    tour: 'TR0001',
    realName: true,
    limit: 4,
    day: 52,
  }),
  p('DRAMA', t('音乐剧《星期三的猫》', '音樂劇《星期三的貓》', 'Musical "Wednesday’s Cat"'), GZ, 'VN1302', 'ON_SALE', {
    sessions: 2,
    day: 8,
  }),
  p(
    'CONCERT',
    t('流星雨「不眠夜」演唱会', '流星雨「不眠夜」演唱會', 'Meteor Shower "Sleepless Night" Concert'),
    GZ,
    'VN1303',
    'ON_SALE',
    {
      tags: ['COUPON'],
      day: 14,
    },
  ),
  p('SPORTS', t('排球超级联赛', '排球超級聯賽', 'Volleyball Super League'), GZ, 'VN1301', 'ON_SALE', { sessions: 2, day: 10 }),
  p(
    'CHILDREN',
    t('儿童剧《海底小探险》', '兒童劇《海底小探險》', 'Children’s Play "Little Ocean Explorers"'),
    GZ,
    'VN1302',
    'PRE_SALE',
    { minAge: 2, day: 29 },
  ),
  p('DANCE', t('弗拉门戈之夜', '佛蘭明高之夜', 'Flamenco Night'), GZ, 'VN1302', 'CANCELED', { day: 20 }),
  p('COMEDY', t('粤语脱口秀之夜', '粵語棟篤笑之夜', 'Cantonese Stand-up Night'), GZ, 'VN1303', 'ON_SALE', { minAge: 16, day: 5 }),

  // ---- Shenzhen
  p('CONCERT', tourName('TR0002', '深圳', 'Shenzhen'), SZ, 'VN1401', 'ON_SALE', {
    tour: 'TR0002',
    realName: true,
    limit: 4,
    day: 31,
  }),
  p('MUSIC', t('云端爵士三重奏', '雲端爵士三重奏', 'Cloud Jazz Trio'), SZ, 'VN1402', 'ON_SALE', { day: 6 }),
  p('EXHIBITION', t('恐龙世界科普展', '恐龍世界科普展', 'Dinosaur World Exhibition'), SZ, 'VN1403', 'ON_SALE', {
    sessions: 5,
    day: 1,
  }),
  p('SPORTS', t('羽毛球大师赛', '羽毛球大師賽', 'Badminton Masters'), SZ, 'VN1401', 'LACK_OF_TICKET', { sessions: 2, day: 13 }),
  p('DANCE', t('街舞大赛总决赛', '街舞大賽總決賽', 'Street Dance Championship Final'), SZ, 'VN1401', 'ON_SALE', { day: 23 }),
  p('EXHIBITION', t('国潮文创市集', '國潮文創市集', 'Guochao Creative Market'), SZ, 'VN1403', 'ON_SALE', {
    free: true,
    sessions: 3,
    day: 4,
  }),
  p('CHILDREN', t('科学实验秀', '科學實驗秀', 'Science Experiment Show'), SZ, 'VN1402', 'COMPLETED', { day: -8 }),
  p('CONCERT', t('苏南「城市灯火」演唱会', '蘇南「城市燈火」演唱會', 'Su Nan "City Lights" Concert'), SZ, 'VN1401', 'ON_SALE', {
    tags: ['COUPON', 'ACTIVITY'],
    day: 37,
  }),

  // ---- Hangzhou (mainland shop)
  p('CONCERT', tourName('TR0002', '杭州', 'Hangzhou'), HZ, 'VN1502', 'ON_SALE', {
    tour: 'TR0002',
    realName: true,
    limit: 4,
    day: 44,
  }),
  p('DRAMA', t('话剧《他乡故人》', '話劇《他鄉故人》', 'Drama "Old Friends in a Far Land"'), HZ, 'VN1501', 'ON_SALE', {
    sessions: 2,
    day: 9,
  }),
  p('COMEDY', tourName('TR0003', '杭州', 'Hangzhou'), HZ, 'VN1503', 'ON_SALE', { tour: 'TR0003', minAge: 18, day: 19 }),
  p('SPORTS', t('拳击冠军之夜', '拳擊冠軍之夜', 'Boxing Champions Night'), HZ, 'VN1502', 'ON_SALE', { minAge: 16, day: 26 }),
  p('MUSIC', t('钢琴诗人音乐会', '鋼琴詩人音樂會', 'The Piano Poet in Concert'), HZ, 'VN1501', 'ON_SALE', { day: 16 }),

  // ---- Chengdu (mainland shop)
  p('CONCERT', tourName('TR0001', '成都', 'Chengdu'), CD, 'VN1601', 'ON_SALE', {
    tour: 'TR0001',
    realName: true,
    limit: 4,
    tags: ['ACTIVITY'],
    day: 59,
  }),
  p('COMEDY', tourName('TR0003', '成都', 'Chengdu'), CD, 'VN1603', 'ON_SALE', { tour: 'TR0003', minAge: 18, day: 26 }),
  p('DRAMA', t('川剧《变脸》', '川劇《變臉》', 'Sichuan Opera "Face Changing"'), CD, 'VN1602', 'ON_SALE', {
    sessions: 3,
    day: 3,
  }),
  p('CONCERT', t('山海民谣之夜', '山海民謠之夜', 'Mountains & Seas Folk Night'), CD, 'VN1603', 'ON_SALE', { day: 11 }),
  p('CHILDREN', t('熊猫宝宝音乐会', '熊貓寶寶音樂會', 'Panda Babies Concert'), CD, 'VN1602', 'ON_SALE', { minAge: 1, day: 7 }),

  // ---- The MERCHANT_IS_ZZ shop (Hangzhou and Chengdu)
  p(
    'MUSIC',
    t('江南丝竹新编音乐会', '江南絲竹新編音樂會', 'Jiangnan Silk and Bamboo Revisited'),
    HZ,
    'VN1501',
    'ON_SALE',
    { day: 12 },
    ZZ,
  ),
  p(
    'DRAMA',
    t('越剧《西厢记》', '越劇《西廂記》', 'Yue Opera "Romance of the West Chamber"'),
    HZ,
    'VN1501',
    'ON_SALE',
    { pick: true, sessions: 2, day: 18 },
    ZZ,
  ),
  p(
    'EXHIBITION',
    t('西湖光影夜游', '西湖光影夜遊', 'West Lake Light Night Walk'),
    HZ,
    'VN1502',
    'ON_SALE',
    { sessions: 4, day: 1 },
    ZZ,
  ),
  p(
    'CHILDREN',
    t('魔术秀《奇妙口袋》', '魔術秀《奇妙口袋》', 'Magic Show "The Wonder Pocket"'),
    HZ,
    'VN1501',
    'PRE_SALE',
    { day: 24 },
    ZZ,
  ),
  p(
    'DANCE',
    t('芭蕾舞剧《胡桃夹子》', '芭蕾舞劇《胡桃夾子》', 'Ballet "The Nutcracker"'),
    CD,
    'VN1602',
    'ON_SALE',
    { sessions: 2, day: 20 },
    ZZ,
  ),
  p('COMEDY', t('漫才之夜', '漫才之夜', 'Manzai Night'), CD, 'VN1603', 'ON_SALE', { day: 8 }, ZZ),
  p(
    'CONCERT',
    t('熊猫音乐节', '熊貓音樂節', 'Panda Music Festival'),
    CD,
    'VN1601',
    'PRE_SALE',
    { priority: 'later', sessions: 2, day: 48 },
    ZZ,
  ),
  p(
    'EXHIBITION',
    t('蜀锦艺术展', '蜀錦藝術展', 'Shu Brocade Art Exhibition'),
    CD,
    'VN1602',
    'SOLD_OUT',
    { sessions: 3, day: 5 },
    ZZ,
  ),

  // ---- Macau shop (prices in MOP)
  p(
    'CONCERT',
    t('星光夜演唱会 澳门站', '星光夜演唱會 澳門站', 'Starlight Night Concert – Macau'),
    MO,
    'VN1701',
    'ON_SALE',
    { realName: true, limit: 4, day: 27, tags: ['HOT'] },
    MACAU,
  ),
  p(
    'DRAMA',
    t('音乐剧《濠江往事》', '音樂劇《濠江往事》', 'Musical "Tales of the Harbour"'),
    MO,
    'VN1702',
    'ON_SALE',
    { pick: true, group: 'SG0003', sessions: 2, day: 10 },
    MACAU,
  ),
  p(
    'DRAMA',
    t('粤剧《帝女花》', '粵劇《帝女花》', 'Cantonese Opera "The Flower Princess"'),
    MO,
    'VN1702',
    'ON_SALE',
    { pick: true, group: 'SG0003', day: 17 },
    MACAU,
  ),
  p(
    'MUSIC',
    t('濠江交响乐团新年音乐会', '濠江交響樂團新年音樂會', 'Hou Kong Symphony New Year Concert'),
    MO,
    'VN1704',
    'PRE_SALE',
    { day: 36 },
    MACAU,
  ),
  p(
    'EXHIBITION',
    t('葡韵建筑摄影展', '葡韻建築攝影展', 'Lusophone Architecture Photography'),
    MO,
    'VN1703',
    'ON_SALE',
    { free: true, sessions: 5, day: 0 },
    MACAU,
  ),
  p(
    'SPORTS',
    t('国际乒乓球挑战赛', '國際乒乓球挑戰賽', 'International Table Tennis Challenge'),
    MO,
    'VN1701',
    'ON_SALE',
    { sessions: 2, day: 15, tags: ['COUPON'] },
    MACAU,
  ),
  p(
    'CHILDREN',
    t('亲子魔术嘉年华', '親子魔術嘉年華', 'Family Magic Carnival'),
    MO,
    'VN1704',
    'ON_SALE',
    { minAge: 3, day: 6 },
    MACAU,
  ),
  p(
    'COMEDY',
    t('栋笃笑之夜', '棟篤笑之夜', 'Stand-up Comedy Night'),
    MO,
    'VN1704',
    'SOLD_OUT',
    { waitlist: 80, minAge: 18, day: 9 },
    MACAU,
  ),
  p('DANCE', t('现代舞《潮汐》', '現代舞《潮汐》', 'Contemporary Dance "Tides"'), MO, 'VN1702', 'COMPLETED', { day: -15 }, MACAU),
  p(
    'CONCERT',
    t('濠江电子音乐节', '濠江電子音樂節', 'Hou Kong Electronic Music Festival'),
    MO,
    'VN1701',
    'PENDING',
    { pricePending: true, day: 70 },
    MACAU,
  ),
  p('MUSIC', t('葡萄牙法朵之夜', '葡萄牙法朵之夜', 'Portuguese Fado Night'), MO, 'VN1704', 'CANCELED', { day: 14 }, MACAU),
  p(
    'DRAMA',
    t('话剧《大三巴的钟声》', '話劇《大三巴的鐘聲》', 'Drama "The Bells of St. Paul’s"'),
    MO,
    'VN1702',
    'DELAY',
    { day: 32 },
    MACAU,
  ),
]

/** The id of the show whose English title starts with `title` (content refers to shows by it). */
export function sid(title: string): string {
  const index = SHOW_PLANS.findIndex((plan) => plan.title['en-US'].startsWith(title))
  if (index < 0) throw new Error(`seed: no show titled ${title}`)
  return `SH${1001 + index}`
}
