/**
 * The dev events page (issue 27): the tracking events as the collector received them, newest batch
 * first, as one plain HTML page a tester opens in a browser (or the app's debug build opens from
 * settings). Dev mode only (routes/dev.ts). Every value is escaped: events carry page names and
 * marks a client chose.
 */
import type { Queryable } from '../../storage'
import { lastEvents } from './tracking'

/** How many events the page lists. */
export const TRACK_PAGE_EVENTS = 200
/** The page reloads itself this often, so a tester watches events arrive. */
export const TRACK_PAGE_REFRESH_S = 5

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)

/** 'MM-DD HH:MM:SS' UTC: the year is in the caption's date, the table stays narrow on a phone. */
const time = (ms: number): string => new Date(ms).toISOString().slice(5, 19).replace('T', ' ')

export async function trackEventsPage(db: Queryable, merchantId: string): Promise<string> {
  const events = await lastEvents(db, merchantId, TRACK_PAGE_EVENTS)
  const rows = events
    .map(
      (event) =>
        `<tr><td>${time(event.received_at)}</td><td>${time(event.at)}</td><td>${escape(event.kind)}</td><td>${escape(event.page)}</td>` +
        `<td>${escape(event.mark ?? '')}</td><td>${event.seconds ?? ''}</td><td>${escape(event.session_id)}</td></tr>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${TRACK_PAGE_REFRESH_S}">
<title>Tracking events · ${escape(merchantId)}</title>
<style>
:root { color-scheme: light dark; font: 14px system-ui, sans-serif; }
body { margin: 16px; }
h1 { font-size: 20px; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-size: 13px; }
th, td { text-align: left; padding: 4px 8px; white-space: nowrap; border-bottom: 1px solid color-mix(in srgb, currentColor 20%, transparent); }
caption { text-align: left; padding-bottom: 8px; }
</style></head>
<body>
<h1>Tracking events</h1>
<div class="scroll"><table>
<caption>Shop ${escape(merchantId)}: the last ${events.length} events the collector stored (UTC), newest batch first; refreshes every ${TRACK_PAGE_REFRESH_S} s.</caption>
<thead><tr><th>Received</th><th>At</th><th>Kind</th><th>Page</th><th>Mark</th><th>Seconds</th><th>Session</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="7">No events yet: browse the app with tracking on (the shop\'s IS_OPEN_TD).</td></tr>'}
</tbody></table></div>
</body></html>`
}
