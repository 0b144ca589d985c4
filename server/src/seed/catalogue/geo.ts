/** Places: provinces, cities (Shanghai BL1106 in province 31 is the default), districts, venues. */
import type { I18n } from '../../services/catalogue/i18n'
import { t } from '../../services/catalogue/i18n'

export interface ProvinceSeed {
  readonly id: string
  readonly name: I18n
}

export interface CitySeed {
  readonly id: string
  readonly provinceId: string
  readonly name: I18n
  readonly pinyin: string
  readonly bsCityId: string
  readonly lat: number
  readonly lng: number
  readonly hot: boolean
  readonly districts: ReadonlyArray<readonly [id: string, name: I18n]>
}

export const PROVINCES: readonly ProvinceSeed[] = [
  { id: '31', name: t('上海市', '上海市', 'Shanghai') },
  { id: '11', name: t('北京市', '北京市', 'Beijing') },
  { id: '44', name: t('广东省', '廣東省', 'Guangdong') },
  { id: '33', name: t('浙江省', '浙江省', 'Zhejiang') },
  { id: '51', name: t('四川省', '四川省', 'Sichuan') },
  { id: '82', name: t('澳门特别行政区', '澳門特別行政區', 'Macau SAR') },
]

export const CITIES: readonly CitySeed[] = [
  {
    id: 'BL1106',
    provinceId: '31',
    name: t('上海', '上海', 'Shanghai'),
    pinyin: 'shanghai',
    bsCityId: '310100',
    lat: 31.2304,
    lng: 121.4737,
    hot: true,
    districts: [
      ['310101', t('黄浦区', '黃浦區', 'Huangpu')],
      ['310104', t('徐汇区', '徐匯區', 'Xuhui')],
      ['310106', t('静安区', '靜安區', "Jing'an")],
      ['310115', t('浦东新区', '浦東新區', 'Pudong')],
    ],
  },
  {
    id: 'BL1241',
    provinceId: '11',
    name: t('北京', '北京', 'Beijing'),
    pinyin: 'beijing',
    bsCityId: '110100',
    lat: 39.9042,
    lng: 116.4074,
    hot: true,
    districts: [
      ['110101', t('东城区', '東城區', 'Dongcheng')],
      ['110102', t('西城区', '西城區', 'Xicheng')],
      ['110105', t('朝阳区', '朝陽區', 'Chaoyang')],
      ['110108', t('海淀区', '海澱區', 'Haidian')],
    ],
  },
  {
    id: 'BL1201',
    provinceId: '44',
    name: t('广州', '廣州', 'Guangzhou'),
    pinyin: 'guangzhou',
    bsCityId: '440100',
    lat: 23.1291,
    lng: 113.2644,
    hot: true,
    districts: [
      ['440104', t('越秀区', '越秀區', 'Yuexiu')],
      ['440105', t('海珠区', '海珠區', 'Haizhu')],
      ['440106', t('天河区', '天河區', 'Tianhe')],
      ['440113', t('番禺区', '番禺區', 'Panyu')],
    ],
  },
  {
    id: 'BL1202',
    provinceId: '44',
    name: t('深圳', '深圳', 'Shenzhen'),
    pinyin: 'shenzhen',
    bsCityId: '440300',
    lat: 22.5431,
    lng: 114.0579,
    hot: true,
    districts: [
      ['440303', t('罗湖区', '羅湖區', 'Luohu')],
      ['440304', t('福田区', '福田區', 'Futian')],
      ['440305', t('南山区', '南山區', 'Nanshan')],
      ['440307', t('龙岗区', '龍崗區', 'Longgang')],
    ],
  },
  {
    id: 'BL1131',
    provinceId: '33',
    name: t('杭州', '杭州', 'Hangzhou'),
    pinyin: 'hangzhou',
    bsCityId: '330100',
    lat: 30.2741,
    lng: 120.1551,
    hot: false,
    districts: [
      ['330102', t('上城区', '上城區', 'Shangcheng')],
      ['330106', t('西湖区', '西湖區', 'Xihu')],
      ['330108', t('滨江区', '濱江區', 'Binjiang')],
      ['330109', t('萧山区', '蕭山區', 'Xiaoshan')],
    ],
  },
  {
    id: 'BL1301',
    provinceId: '51',
    name: t('成都', '成都', 'Chengdu'),
    pinyin: 'chengdu',
    bsCityId: '510100',
    lat: 30.5728,
    lng: 104.0668,
    hot: false,
    districts: [
      ['510104', t('锦江区', '錦江區', 'Jinjiang')],
      ['510105', t('青羊区', '青羊區', 'Qingyang')],
      ['510107', t('武侯区', '武侯區', 'Wuhou')],
      ['510108', t('成华区', '成華區', 'Chenghua')],
    ],
  },
  {
    id: 'BL8201',
    provinceId: '82',
    name: t('澳门', '澳門', 'Macau'),
    pinyin: 'aomen',
    bsCityId: '820000',
    lat: 22.1987,
    lng: 113.5439,
    hot: false,
    districts: [
      ['820001', t('澳门半岛', '澳門半島', 'Macau Peninsula')],
      ['820002', t('氹仔', '氹仔', 'Taipa')],
      ['820003', t('路氹城', '路氹城', 'Cotai')],
      ['820004', t('路环', '路環', 'Coloane')],
    ],
  },
]

export const DEFAULT_CITY_ID = 'BL1106'

export type VenueKind = 'STADIUM' | 'ARENA' | 'THEATRE' | 'CONCERT_HALL' | 'LIVEHOUSE' | 'GALLERY' | 'CLUB'

export interface VenueSeed {
  readonly id: string
  readonly cityId: string
  readonly districtId: string
  readonly kind: VenueKind
  readonly name: I18n
  /** The street address in each language (zh-MO in Traditional characters, as Macau writes it). */
  readonly address: I18n
  readonly lat: number
  readonly lng: number
  readonly capacity: number
  /** 'stadium' or a theatre shape key: the venue has a seat map. */
  readonly seatMap?: 'stadium' | 'theatre-large' | 'theatre-medium' | 'theatre-small'
}

const v = (
  id: string,
  cityId: string,
  districtId: string,
  kind: VenueKind,
  name: I18n,
  address: I18n,
  lat: number,
  lng: number,
  capacity: number,
  seatMap?: VenueSeed['seatMap'],
): VenueSeed => ({ id, cityId, districtId, kind, name, address, lat, lng, capacity, ...(seatMap ? { seatMap } : {}) })

// Fictional venues at plausible places.
export const VENUES: readonly VenueSeed[] = [
  // Shanghai
  v(
    'VN1101',
    'BL1106',
    '310104',
    'STADIUM',
    t('上海东方体育场', '上海東方體育場', 'Shanghai Oriental Stadium'),
    t('上海市徐汇区天钥桥南路1111号', '上海市徐匯區天鑰橋南路1111號', '1111 Tianyaoqiao Rd S, Xuhui, Shanghai'),
    31.1832,
    121.4369,
    40000,
    'stadium',
  ),
  v(
    'VN1102',
    'BL1106',
    '310101',
    'THEATRE',
    t('上海云峰大剧院', '上海雲峰大劇院', 'Yunfeng Grand Theatre'),
    t('上海市黄浦区人民大道300号', '上海市黃浦區人民大道300號', '300 People’s Ave, Huangpu, Shanghai'),
    31.2303,
    121.4722,
    1516,
    'theatre-large',
  ),
  v(
    'VN1103',
    'BL1106',
    '310104',
    'CONCERT_HALL',
    t('上海星光音乐厅', '上海星光音樂廳', 'Starlight Concert Hall'),
    t('上海市徐汇区复兴中路1380号', '上海市徐匯區復興中路1380號', '1380 Fuxing Rd M, Xuhui, Shanghai'),
    31.2125,
    121.4458,
    1200,
  ),
  v(
    'VN1104',
    'BL1106',
    '310106',
    'LIVEHOUSE',
    t('上海回声现场', '上海回聲現場', 'Echo Livehouse Shanghai'),
    t('上海市静安区江宁路1018号', '上海市靜安區江寧路1018號', '1018 Jiangning Rd, Jing’an, Shanghai'),
    31.2401,
    121.4523,
    800,
  ),
  v(
    'VN1105',
    'BL1106',
    '310104',
    'GALLERY',
    t('上海滨江艺术中心', '上海濱江藝術中心', 'Riverside Art Center'),
    t('上海市徐汇区龙腾大道2555号', '上海市徐匯區龍騰大道2555號', '2555 Longteng Ave, Xuhui, Shanghai'),
    31.1795,
    121.4618,
    3000,
  ),
  v(
    'VN1106',
    'BL1106',
    '310106',
    'CLUB',
    t('上海欢乐剧场', '上海歡樂劇場', 'Joy Comedy Theatre'),
    t('上海市静安区南京西路1266号', '上海市靜安區南京西路1266號', '1266 Nanjing Rd W, Jing’an, Shanghai'),
    31.2291,
    121.4576,
    400,
  ),
  v(
    'VN1107',
    'BL1106',
    '310115',
    'ARENA',
    t('上海浦东体育馆', '上海浦東體育館', 'Pudong Arena'),
    t('上海市浦东新区锦绣路2000号', '上海市浦東新區錦繡路2000號', '2000 Jinxiu Rd, Pudong, Shanghai'),
    31.2105,
    121.5475,
    12000,
  ),
  // Beijing
  v(
    'VN1201',
    'BL1241',
    '110105',
    'ARENA',
    t('北京朝阳体育中心', '北京朝陽體育中心', 'Chaoyang Sports Centre'),
    t('北京市朝阳区姚家园路2号', '北京市朝陽區姚家園路2號', '2 Yaojiayuan Rd, Chaoyang, Beijing'),
    39.9439,
    116.5128,
    18000,
  ),
  v(
    'VN1202',
    'BL1241',
    '110102',
    'THEATRE',
    t('北京晨光剧院', '北京晨光劇院', 'Chenguang Theatre'),
    t('北京市西城区天桥南大街9号', '北京市西城區天橋南大街9號', '9 Tianqiao St S, Xicheng, Beijing'),
    39.8814,
    116.3967,
    1228,
    'theatre-medium',
  ),
  v(
    'VN1203',
    'BL1241',
    '110101',
    'CONCERT_HALL',
    t('北京国韵音乐厅', '北京國韻音樂廳', 'Guoyun Concert Hall'),
    t('北京市东城区东长安街33号', '北京市東城區東長安街33號', '33 Chang’an Ave E, Dongcheng, Beijing'),
    39.9075,
    116.4177,
    1100,
  ),
  v(
    'VN1204',
    'BL1241',
    '110105',
    'GALLERY',
    t('北京山海艺术空间', '北京山海藝術空間', 'Shanhai Art Space'),
    t('北京市朝阳区酒仙桥路4号', '北京市朝陽區酒仙橋路4號', '4 Jiuxianqiao Rd, Chaoyang, Beijing'),
    39.9843,
    116.4954,
    2000,
  ),
  v(
    'VN1205',
    'BL1241',
    '110108',
    'CLUB',
    t('北京胡同喜剧社', '北京衚衕喜劇社', 'Hutong Comedy Club'),
    t('北京市海淀区中关村大街59号', '北京市海淀區中關村大街59號', '59 Zhongguancun St, Haidian, Beijing'),
    39.9688,
    116.3164,
    300,
  ),
  // Guangzhou
  v(
    'VN1301',
    'BL1201',
    '440106',
    'ARENA',
    t('广州海心体育馆', '廣州海心體育館', 'Haixin Arena'),
    t('广州市天河区天河路299号', '廣州市天河區天河路299號', '299 Tianhe Rd, Tianhe, Guangzhou'),
    23.1372,
    113.3251,
    15000,
  ),
  v(
    'VN1302',
    'BL1201',
    '440106',
    'THEATRE',
    t('广州珠江大剧院', '廣州珠江大劇院', 'Pearl River Grand Theatre'),
    t('广州市天河区珠江西路1号', '廣州市天河區珠江西路1號', '1 Zhujiang Rd W, Tianhe, Guangzhou'),
    23.1186,
    113.3245,
    1800,
  ),
  v(
    'VN1303',
    'BL1201',
    '440104',
    'LIVEHOUSE',
    t('广州木棉现场', '廣州木棉現場', 'Kapok Livehouse'),
    t('广州市越秀区中山四路246号', '廣州市越秀區中山四路246號', '246 Zhongshan 4th Rd, Yuexiu, Guangzhou'),
    23.1268,
    113.2811,
    600,
  ),
  // Shenzhen
  v(
    'VN1401',
    'BL1202',
    '440305',
    'ARENA',
    t('深圳南山体育馆', '深圳南山體育館', 'Nanshan Arena'),
    t('深圳市南山区滨海大道3001号', '深圳市南山區濱海大道3001號', '3001 Binhai Ave, Nanshan, Shenzhen'),
    22.5196,
    113.9416,
    13000,
  ),
  v(
    'VN1402',
    'BL1202',
    '440304',
    'CONCERT_HALL',
    t('深圳滨海音乐厅', '深圳濱海音樂廳', 'Bayside Concert Hall'),
    t('深圳市福田区福中一路2016号', '深圳市福田區福中一路2016號', '2016 Fuzhong 1st Rd, Futian, Shenzhen'),
    22.5431,
    114.0579,
    1600,
  ),
  v(
    'VN1403',
    'BL1202',
    '440304',
    'GALLERY',
    t('深圳创意展览中心', '深圳創意展覽中心', 'Creative Expo Centre'),
    t('深圳市福田区福华三路111号', '深圳市福田區福華三路111號', '111 Fuhua 3rd Rd, Futian, Shenzhen'),
    22.5362,
    114.0592,
    5000,
  ),
  // Hangzhou
  v(
    'VN1501',
    'BL1131',
    '330106',
    'THEATRE',
    t('杭州西湖剧院', '杭州西湖劇院', 'West Lake Theatre'),
    t('杭州市西湖区曙光路128号', '杭州市西湖區曙光路128號', '128 Shuguang Rd, Xihu, Hangzhou'),
    30.2741,
    120.1465,
    1232,
    'theatre-medium',
  ),
  v(
    'VN1502',
    'BL1131',
    '330108',
    'ARENA',
    t('杭州钱塘体育馆', '杭州錢塘體育館', 'Qiantang Arena'),
    t('杭州市滨江区飞虹路3号', '杭州市濱江區飛虹路3號', '3 Feihong Rd, Binjiang, Hangzhou'),
    30.2272,
    120.2285,
    16000,
  ),
  v(
    'VN1503',
    'BL1131',
    '330102',
    'CLUB',
    t('杭州运河喜剧社', '杭州運河喜劇社', 'Canal Comedy Club'),
    t('杭州市上城区中山中路88号', '杭州市上城區中山中路88號', '88 Zhongshan Rd M, Shangcheng, Hangzhou'),
    30.2495,
    120.1699,
    350,
  ),
  // Chengdu
  v(
    'VN1601',
    'BL1301',
    '510108',
    'ARENA',
    t('成都锦城体育馆', '成都錦城體育館', 'Jincheng Arena'),
    t('成都市成华区双林路1号', '成都市成華區雙林路1號', '1 Shuanglin Rd, Chenghua, Chengdu'),
    30.6631,
    104.1008,
    14000,
  ),
  v(
    'VN1602',
    'BL1301',
    '510105',
    'THEATRE',
    t('成都芙蓉大剧院', '成都芙蓉大劇院', 'Hibiscus Grand Theatre'),
    t('成都市青羊区人民中路2段', '成都市青羊區人民中路2段', 'Section 2, Renmin Rd M, Qingyang, Chengdu'),
    30.6705,
    104.0633,
    1500,
  ),
  v(
    'VN1603',
    'BL1301',
    '510104',
    'LIVEHOUSE',
    t('成都熊猫现场', '成都熊貓現場', 'Panda Livehouse'),
    t('成都市锦江区东大街99号', '成都市錦江區東大街99號', '99 Dongda St, Jinjiang, Chengdu'),
    30.6523,
    104.0858,
    700,
  ),
  // Macau
  v(
    'VN1701',
    'BL8201',
    '820003',
    'ARENA',
    t('澳门路氹综艺馆', '澳門路氹綜藝館', 'Cotai Arena'),
    t('澳门路氹连贯公路', '澳門路氹連貫公路', 'Estrada do Istmo, Cotai, Macau'),
    22.1467,
    113.5639,
    15000,
  ),
  v(
    'VN1702',
    'BL8201',
    '820001',
    'THEATRE',
    t('澳门濠江剧院', '澳門濠江劇院', 'Hou Kong Theatre'),
    t('澳门新马路200号', '澳門新馬路200號', '200 Avenida de Almeida Ribeiro, Macau'),
    22.1935,
    113.5418,
    904,
    'theatre-small',
  ),
  v(
    'VN1703',
    'BL8201',
    '820001',
    'GALLERY',
    t('澳门议事亭艺术空间', '澳門議事亭藝術空間', 'Senado Art Space'),
    t('澳门议事亭前地10号', '澳門議事亭前地10號', '10 Largo do Senado, Macau'),
    22.1937,
    113.5394,
    800,
  ),
  v(
    'VN1704',
    'BL8201',
    '820002',
    'CONCERT_HALL',
    t('澳门氹仔音乐厅', '澳門氹仔音樂廳', 'Taipa Concert Hall'),
    t('澳门氹仔广东大马路', '澳門氹仔廣東大馬路', 'Avenida de Guangdong, Taipa, Macau'),
    22.1573,
    113.5566,
    1000,
  ),
]

export interface CategorySeed {
  readonly code: string
  readonly seq: number
  readonly name: I18n
}

/** The nine categories of spec section 1 (backendCategoryCode). */
export const CATEGORIES: readonly CategorySeed[] = [
  { code: 'ALL', seq: 0, name: t('全部', '全部', 'All') },
  { code: 'CONCERT', seq: 1, name: t('演唱会', '演唱會', 'Concerts') },
  { code: 'DRAMA', seq: 2, name: t('话剧歌剧', '話劇歌劇', 'Drama & Opera') },
  { code: 'SPORTS', seq: 3, name: t('体育赛事', '體育賽事', 'Sports') },
  { code: 'MUSIC', seq: 4, name: t('音乐会', '音樂會', 'Classical & Music') },
  { code: 'EXHIBITION', seq: 5, name: t('展览休闲', '展覽休閒', 'Exhibitions') },
  { code: 'DANCE', seq: 6, name: t('舞蹈芭蕾', '舞蹈芭蕾', 'Dance & Ballet') },
  { code: 'CHILDREN', seq: 7, name: t('儿童亲子', '兒童親子', 'Kids & Family') },
  { code: 'COMEDY', seq: 8, name: t('曲苑杂坛', '曲苑雜壇', 'Comedy & Talk') },
]
