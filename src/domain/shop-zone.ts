/**
 * The shops' zone as numbers, without dayjs (shop-time.ts formats with it): what the H5 boot
 * script needs (show-lists' date ranges) stays free of dayjs, which it would otherwise inline
 * into index.html (src/boot/README.md). The shops' configuration names no zone. The mainland
 * shops are in Asia/Shanghai and the Macau shop in Asia/Macau: both UTC+8 all year, without
 * daylight saving, so one fixed offset serves every shop. A shop in another zone would add its
 * offset here.
 */

/** The shops' zones (IANA names) and the offset they share. */
export const SHOP_TIME_ZONES = { mainland: 'Asia/Shanghai', macau: 'Asia/Macau' } as const

/** Minutes east of UTC of every shop's zone (Asia/Shanghai and Asia/Macau: UTC+8, no daylight saving). */
export const SHOP_UTC_OFFSET_MINUTES = 8 * 60

/** The same offset in milliseconds, for arithmetic on instants. */
export const SHOP_UTC_OFFSET_MS = SHOP_UTC_OFFSET_MINUTES * 60 * 1000
