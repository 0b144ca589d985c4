/**
 * Page layouts (HOME, TOPIC, ...) and announcements with their read records: the SQL of the
 * layout and announcement routes (routes/catalogue/home.ts).
 */
import type { Queryable } from '../../storage'

export interface LayoutRow {
  id: string
  merchant_id: string
  page_type: string
  topic_id: string | null
  title: string
  components: string
}

export interface AnnouncementRow {
  id: string
  merchant_id: string
  title: string
  content: string
  more_url: string | null
  show_ids: string
  page_sources: string
  start_time: number
  end_time: number
  seq: number
}

export async function layoutById(db: Queryable, layoutId: string, merchantId: string): Promise<LayoutRow | undefined> {
  return db.one<LayoutRow>('SELECT * FROM page_layouts WHERE id = ? AND merchant_id = ?', [layoutId, merchantId])
}

export async function layoutOfTopic(
  db: Queryable,
  merchantId: string,
  pageType: string,
  topicId: string,
): Promise<LayoutRow | undefined> {
  return db.one<LayoutRow>('SELECT * FROM page_layouts WHERE merchant_id = ? AND page_type = ? AND topic_id = ?', [
    merchantId,
    pageType,
    topicId,
  ])
}

/** The shop's first layout of a page type. */
export async function layoutOfPage(db: Queryable, merchantId: string, pageType: string): Promise<LayoutRow | undefined> {
  return db.one<LayoutRow>('SELECT * FROM page_layouts WHERE merchant_id = ? AND page_type = ? ORDER BY seq, id LIMIT 1', [
    merchantId,
    pageType,
  ])
}

/** The shop's announcements showing at `now`. */
export async function currentAnnouncements(db: Queryable, merchantId: string, now: number): Promise<AnnouncementRow[]> {
  return db.all<AnnouncementRow>(
    'SELECT * FROM announcements WHERE merchant_id = ? AND start_time <= ? AND end_time > ? ORDER BY seq, id',
    [merchantId, now, now],
  )
}

export async function findAnnouncement(db: Queryable, id: string, merchantId: string): Promise<AnnouncementRow | undefined> {
  return db.one<AnnouncementRow>('SELECT * FROM announcements WHERE id = ? AND merchant_id = ?', [id, merchantId])
}

/** The announcements a user has read. */
export async function readAnnouncementIds(db: Queryable, userId: string): Promise<Set<string>> {
  return new Set(await db.column<string>('SELECT DISTINCT announcement_id FROM announcement_reads WHERE user_id = ?', [userId]))
}

export interface AnnouncementRead {
  readonly announcementId: string
  readonly userId: string | null
  readonly showId: string | null
  readonly pageSource: string | null
  readonly clientReadTime: number | null
  readonly traceId: string | null
  readonly at: number
}

export async function recordAnnouncementRead(db: Queryable, read: AnnouncementRead): Promise<void> {
  await db.run(
    `INSERT INTO announcement_reads (announcement_id, user_id, show_id, page_source, client_read_time, trace_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [read.announcementId, read.userId, read.showId, read.pageSource, read.clientReadTime, read.traceId, read.at],
  )
}
