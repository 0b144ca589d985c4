/**
 * What a shop says about itself beyond its configuration (shops.ts): app versions, copywriting,
 * member levels and rights, policy documents, and the generated images' rows. The SQL of the
 * shop, info and static routes.
 */
import type { Queryable } from '../../storage'

export interface AppVersionRow {
  min_version: string
  latest_version: string
  release_note: string
  download_url: string | null
}

export async function appVersion(db: Queryable, productCode: string, clientCode: string): Promise<AppVersionRow | undefined> {
  return db.one<AppVersionRow>('SELECT * FROM app_versions WHERE product_code = ? AND client_code = ?', [productCode, clientCode])
}

/** The shop's texts for one client key (ALL, H5, ...): the parsed JSON, or {} when none. */
export async function copywriting(db: Queryable, merchantId: string, client: string): Promise<Record<string, unknown>> {
  const text = await db.value<string>('SELECT config FROM copywriting WHERE merchant_id = ? AND client = ?', [merchantId, client])
  return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

export interface MemberLevelRow {
  level: number
  name: string
  growth_min: number
  icon: string
  color: string
  birthday_gifts: string
}

export interface MemberRightRow {
  level: number
  type: string
  name: string
  description: string
  badge_desc: string
  icon: string
  is_highlight: number
  is_display: number
}

export async function memberLevels(db: Queryable, merchantId: string): Promise<MemberLevelRow[]> {
  return db.all<MemberLevelRow>('SELECT * FROM member_levels WHERE merchant_id = ? ORDER BY level', [merchantId])
}

export async function memberRights(db: Queryable, merchantId: string): Promise<MemberRightRow[]> {
  return db.all<MemberRightRow>('SELECT * FROM member_rights WHERE merchant_id = ? ORDER BY level, seq', [merchantId])
}

export interface PolicyRow {
  policy_type: string
  version: string
  title: string
  content: string
  updated_at: string
}

/** The shop's own policy document of a type in a language, or undefined. */
export async function shopPolicy(db: Queryable, merchantId: string, type: string, lang: string): Promise<PolicyRow | undefined> {
  return db.one<PolicyRow>('SELECT * FROM shop_policies WHERE merchant_id = ? AND policy_type = ? AND lang = ?', [
    merchantId,
    type,
    lang,
  ])
}

export interface ImageRow {
  id: string
  kind: string
  title: string
  subtitle: string
  hue: number
  hue2: number
}

export async function imageRow(db: Queryable, imageId: string): Promise<ImageRow | undefined> {
  return db.one<ImageRow>('SELECT * FROM images WHERE id = ?', [imageId])
}
