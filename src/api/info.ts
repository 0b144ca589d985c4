/**
 * The information pages' endpoints: policy documents (agreement), one announcement and its read
 * record (announce-detail), the shop's customer service (support) and the shop in brief
 * (shop-state). Every call is silent: the pages show their own loading, empty and error states.
 */
import type {
  Announcement,
  CustomerService as CustomerServiceAnswer,
  PolicyBrief,
  PolicyDocument,
  PolicyType,
  ShopBrief as ShopBriefAnswer,
} from '@showtix/contract'
import type { ReadRecord } from '@/domain/info'
import type { CustomerServiceConfig } from '@/domain/shop-config'
import { request } from '@/http'

/** A policy document's content is HTML from the merchant: shown only through the rich-text sanitiser. */
export type { PolicyBrief, PolicyDocument }

/** GET policies/{type}: the shop's document (else the default one) in the request's language. */
export function fetchPolicy(policyType: PolicyType): Promise<PolicyDocument> {
  return request<PolicyDocument>({ service: 'user', path: `/pub/v3/policies/${policyType}`, silent: true })
}

/** GET policies: the titles of the shop's documents (the agreement page's other documents). */
export function fetchPolicies(): Promise<PolicyBrief[]> {
  return request<PolicyBrief[]>({ service: 'user', path: '/pub/v3/policies', silent: true })
}

/** An announcement's content is HTML from the merchant: shown only through the rich-text sanitiser. */
export type { Announcement }

/** GET announcements/{id}: one announcement of the shop. */
export function fetchAnnouncement(noticeId: string): Promise<Announcement> {
  return request<Announcement>({
    service: 'home',
    path: `/pub/v3/announcements/${encodeURIComponent(noticeId)}`,
    silent: true,
  })
}

/** POST announcements/read_records (spec section 3, read record); bound to the user when logged in. */
export function recordAnnouncementRead(record: ReadRecord): Promise<{ readonly recorded?: boolean }> {
  return request({
    method: 'POST',
    service: 'home',
    path: '/pub/v3/announcements/read_records',
    data: { ...record },
    importance: 'low',
    silent: true,
  })
}

/** The shop's customer service (its configuration's keys, read by the shop-config rules) with a show's venue phone. */
export type CustomerService = CustomerServiceConfig & CustomerServiceAnswer

/** GET customer_service (spec section 7, Shop): the shop's service, with a show's venue phone. */
export function fetchCustomerService(bizShowId?: string): Promise<CustomerService> {
  return request<CustomerService>({
    service: 'gateway',
    path: '/pub/v3/customer_service',
    params: bizShowId ? { bizShowId } : {},
    silent: true,
  })
}

/** The shop in brief, its name read as the text it is. */
export type ShopBrief = Pick<ShopBriefAnswer, 'merchantId' | 'shopStatus' | 'shopName'>

/**
 * GET shops/get: the shop in brief. A shop that is not open answers RE030326003101 with its
 * name and state in `data` (the rejection's HttpError.data); silent, so the shop-state page
 * asking again does not open itself again.
 */
export function fetchShopBrief(): Promise<ShopBrief> {
  return request<ShopBrief>({ service: 'gateway', path: '/pub/v3/shops/get', silent: true })
}
