/** Texts of the generated shows: seat-plan tiers, descriptions, service notes and tags. */
import type { I18n, Lang } from '../../services/catalogue/i18n'
import { LANGS, t } from '../../services/catalogue/i18n'

export interface Tier {
  readonly label: I18n | null
  readonly price: number // yuan
  readonly unit?: number
}

const tier = (price: number, label?: I18n, unit?: number): Tier => ({ label: label ?? null, price, ...(unit ? { unit } : {}) })

export const TIERS: Record<string, readonly Tier[]> = {
  CONCERT: [
    tier(1680, t('内场VIP', '內場VIP', 'Floor VIP')),
    tier(1280, t('内场', '內場', 'Floor')),
    tier(880, t('看台A', '看台A', 'Stand A')),
    tier(580, t('看台B', '看台B', 'Stand B')),
    tier(380, t('看台C', '看台C', 'Stand C')),
  ],
  STADIUM: [
    tier(1680, t('一层VIP', '一層VIP', 'Lower VIP')),
    tier(1280, t('一层A', '一層A', 'Lower A')),
    tier(880, t('一层B', '一層B', 'Lower B')),
    tier(580, t('二层A', '二層A', 'Upper A')),
    tier(380, t('二层B', '二層B', 'Upper B')),
  ],
  DRAMA: [tier(680), tier(480), tier(380), tier(280), tier(180)],
  SPORTS: [
    tier(1280, t('VIP', 'VIP', 'VIP')),
    tier(880, t('A区', 'A區', 'Zone A')),
    tier(580, t('B区', 'B區', 'Zone B')),
    tier(280, t('C区', 'C區', 'Zone C')),
  ],
  MUSIC: [tier(580), tier(380), tier(280), tier(180), tier(80)],
  EXHIBITION: [
    tier(268, t('双人票', '雙人票', 'Ticket for two'), 2),
    tier(138, t('单人票', '單人票', 'Single ticket')),
    tier(88, t('儿童票', '兒童票', 'Child ticket')),
  ],
  DANCE: [tier(880), tier(680), tier(480), tier(280), tier(180)],
  CHILDREN: [
    tier(480, t('亲子套票(1大1小)', '親子套票(1大1小)', 'Family pack (1 adult + 1 child)'), 2),
    tier(280),
    tier(180),
    tier(100),
  ],
  COMEDY: [tier(380, t('VIP', 'VIP', 'VIP')), tier(280), tier(180), tier(120)],
}

export const FREE_TIER: Tier = tier(0, t('免费票', '免費票', 'Free admission'))

export const PLAN_COLORS = ['#E84A5F', '#F28C28', '#F2C14E', '#4CB944', '#2A9D8F', '#457B9D']

/** A seat plan's name in each language: 'VIP 1280元', 'VIP ¥1280', 'MOP$ 880'. */
export function planNames(tierDef: Tier, price: number, currency: string, pending: boolean): I18n {
  const out = {} as Record<Lang, string>
  for (const lang of LANGS) {
    const label = tierDef.label ? `${tierDef.label[lang]} ` : ''
    let amount: string
    if (pending) amount = lang === 'en-US' ? 'TBD' : '价格待定'
    else if (price === 0) amount = ''
    else if (currency === 'MOP') amount = `MOP$${price}`
    else amount = lang === 'en-US' ? `¥${price}` : `${price}元`
    out[lang] = `${label}${amount}`.trim() || (tierDef.label?.[lang] ?? '')
  }
  if (pending) out['zh-MO'] = out['zh-MO'].replace('价格待定', '價格待定')
  return out
}

export const TAGS: Record<string, { type: string; title: I18n }> = {
  COUPON: { type: 'MARKETING_TAG_COUPON', title: t('可用券', '可用券', 'Coupons') },
  ACTIVITY: { type: 'MARKETING_TAG_ACTIVITY', title: t('限时优惠', '限時優惠', 'Limited offer') },
  HOT: { type: 'HOT', title: t('热卖', '熱賣', 'Hot') },
  NEW: { type: 'NEW', title: t('新上架', '新上架', 'New') },
  EXCLUSIVE: { type: 'EXCLUSIVE', title: t('独家', '獨家', 'Exclusive') },
}

const BLURB: Record<string, I18n> = {
  CONCERT: t(
    '全新编排的舞台、震撼的灯光与音响，带来一场不容错过的现场。',
    '全新編排的舞台、震撼的燈光與音響，帶來一場不容錯過的現場。',
    'A new stage design, stunning lights and sound: a live show not to be missed.',
  ),
  DRAMA: t(
    '一部关于选择与成长的作品，演员阵容实力满满，剧情层层反转。',
    '一部關於選擇與成長的作品，演員陣容實力滿滿，劇情層層反轉。',
    'A story of choices and growing up, with a strong cast and twists to the very end.',
  ),
  SPORTS: t(
    '顶尖选手同场竞技，现场感受速度与激情。',
    '頂尖選手同場競技，現場感受速度與激情。',
    'Top athletes head to head: feel the speed and the passion live.',
  ),
  MUSIC: t(
    '经典曲目与新作交织，音乐厅级声学体验。',
    '經典曲目與新作交織，音樂廳級聲學體驗。',
    'Classics and new works in concert-hall acoustics.',
  ),
  EXHIBITION: t(
    '数百件展品与互动装置，适合全家一同探索。',
    '數百件展品與互動裝置，適合全家一同探索。',
    'Hundreds of works and interactive installations for the whole family.',
  ),
  DANCE: t(
    '优雅与力量并存的舞台，编舞新颖，服装华美。',
    '優雅與力量並存的舞台，編舞新穎，服裝華美。',
    'Grace and power on stage, with fresh choreography and beautiful costumes.',
  ),
  CHILDREN: t(
    '寓教于乐的亲子时光，小朋友可以与演员互动。',
    '寓教於樂的親子時光，小朋友可以與演員互動。',
    'Playful family time: children get to join in with the cast.',
  ),
  COMEDY: t(
    '笑点密集，段子全新，准备好笑到停不下来。',
    '笑點密集，段子全新，準備好笑到停不下來。',
    'Brand-new material, non-stop laughs.',
  ),
}

const HIGHLIGHTS: readonly I18n[] = [
  t('原班人马倾情演绎', '原班人馬傾情演繹', 'The original cast'),
  t('专业音响与灯光设计', '專業音響與燈光設計', 'Professional sound and lighting'),
  t('电子票扫码入场，便捷高效', '電子票掃碼入場，便捷高效', 'E-tickets: scan and walk in'),
  t('演出后有签名与合影环节', '演出後有簽名與合影環節', 'Signing and photos after the show'),
  t('场馆交通便利，地铁直达', '場館交通便利，地鐵直達', 'Easy to reach by metro'),
]

const HEAD = {
  intro: t('演出介绍', '演出介紹', 'About the show'),
  highlights: t('演出亮点', '演出亮點', 'Highlights'),
  notes: t('观演须知', '觀演須知', 'Before you go'),
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The rich-text description (h3, p, img, ul) of a show in one language. */
export function descriptionHtml(
  lang: Lang,
  input: {
    name: I18n
    venue: I18n
    date: string
    cat: string
    imageUrl: string
    minAge?: number
    realName?: boolean
    seed: number
  },
): string {
  const name = escape(input.name[lang])
  const venue = escape(input.venue[lang])
  const intro =
    lang === 'en-US'
      ? `${name} comes to ${venue} on ${input.date}.`
      : lang === 'zh-MO'
        ? `${name}將於${input.date}在${venue}上演。`
        : `${name}将于${input.date}在${venue}上演。`
  const picks = [0, 1, 2].map((k) => HIGHLIGHTS[(input.seed + k * 2) % HIGHLIGHTS.length] as I18n)
  const notes: string[] = []
  if (input.minAge) {
    notes.push(
      lang === 'en-US'
        ? `Admission from age ${input.minAge}.`
        : lang === 'zh-MO'
          ? `${input.minAge}歲以下謝絕入場。`
          : `${input.minAge}岁以下谢绝入场。`,
    )
  }
  if (input.realName) {
    notes.push(
      lang === 'en-US'
        ? 'Real-name tickets: one ticket per ID; bring the ID used when buying.'
        : lang === 'zh-MO'
          ? '實名制購票，一證一票，入場請攜帶購票證件。'
          : '实名制购票，一证一票，入场请携带购票证件。',
    )
  }
  notes.push(
    lang === 'en-US'
      ? 'Please arrive 30 minutes before the start.'
      : lang === 'zh-MO'
        ? '請提前30分鐘入場。'
        : '请提前30分钟入场。',
  )
  return [
    `<h3>${HEAD.intro[lang]}</h3>`,
    `<p>${[intro, BLURB[input.cat]?.[lang] ?? ''].filter(Boolean).join(lang === 'en-US' ? ' ' : '')}</p>`,
    `<p><img src="${input.imageUrl}" alt="${name}" /></p>`,
    `<h3>${HEAD.highlights[lang]}</h3>`,
    `<ul>${picks.map((item) => `<li>${item[lang]}</li>`).join('')}</ul>`,
    `<h3>${HEAD.notes[lang]}</h3>`,
    `<p>${notes.join(lang === 'en-US' ? ' ' : '')}</p>`,
  ].join('')
}

export interface ServiceNote {
  readonly code: string
  readonly name: I18n
  readonly value: I18n
  /** Whether the service applies (a tick) or not (a cross). */
  readonly type: boolean
}

export function serviceNotes(input: { realName: boolean; pick: boolean; minAge?: number; free: boolean }): ServiceNote[] {
  const notes: ServiceNote[] = [
    {
      code: 'REFUND',
      name: t('退票政策', '退票政策', 'Refunds'),
      value: input.free
        ? t('免费票不支持退票。', '免費票不支持退票。', 'Free tickets cannot be refunded.')
        : t(
            '演出开始前72小时可申请退票，收取票价20%手续费。',
            '演出開始前72小時可申請退票，收取票價20%手續費。',
            'Refunds until 72 hours before the show, with a 20% fee.',
          ),
      type: !input.free,
    },
    {
      code: 'REAL_NAME',
      name: t('实名购票', '實名購票', 'Real-name tickets'),
      value: input.realName
        ? t(
            '一个证件限购一张，入场需核验证件。',
            '一個證件限購一張，入場需核驗證件。',
            'One ticket per ID; the ID is checked at entry.',
          )
        : t('无需实名。', '無需實名。', 'No ID needed.'),
      type: input.realName,
    },
    {
      code: 'SEAT_PICK',
      name: t('选座', '選座', 'Seat selection'),
      value: input.pick
        ? t('支持在线选座。', '支持線上選座。', 'Pick your seats online.')
        : t(
            '按票档随机配座，同一订单尽量连座。',
            '按票檔隨機配座，同一訂單盡量連座。',
            'Seats are assigned by price tier, together where possible.',
          ),
      type: input.pick,
    },
    {
      code: 'ENTRY_AGE',
      name: t('入场年龄', '入場年齡', 'Age'),
      value: input.minAge
        ? t(`${input.minAge}岁以下谢绝入场。`, `${input.minAge}歲以下謝絕入場。`, `Admission from age ${input.minAge}.`)
        : t('1.2米以上儿童需购票。', '1.2米以上兒童需購票。', 'Children over 1.2 m need a ticket.'),
      type: Boolean(input.minAge),
    },
    {
      code: 'DELIVERY',
      name: t('取票方式', '取票方式', 'Tickets'),
      value: t('电子票，扫码入场。', '電子票，掃碼入場。', 'E-ticket, scan at the door.'),
      type: true,
    },
  ]
  return notes
}

export const CATEGORY_HUE: Record<string, number> = {
  CONCERT: 330,
  DRAMA: 18,
  SPORTS: 140,
  MUSIC: 222,
  EXHIBITION: 44,
  DANCE: 286,
  CHILDREN: 186,
  COMEDY: 8,
}
