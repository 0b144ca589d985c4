/**
 * Custom buttons (issue 22, D10): the free real-name exhibition (REAL_NAME_SUPPLEMENT_SHOW, the
 * show the e2e journeys buy and transfer) has four, so its ticket shows three and "More".
 * Deterministic.
 */
import { t } from '../services/catalogue/i18n'
import type { Seeder } from './index'
import { REAL_NAME_SUPPLEMENT_SHOW } from './ticket-holder'

export const seedCustomButtons: Seeder = (db, config) => {
  const base = config.publicUrl.replace(/\/$/, '')
  const icon = (name: string) => `${base}/static/icons/${name}.svg?color=${encodeURIComponent('#FB5200')}`
  const show = db.prepare('SELECT venue_id FROM shows WHERE id = ?').get(REAL_NAME_SUPPLEMENT_SHOW) as
    { venue_id: string } | undefined
  if (!show) return { customButtons: 0 }
  const buttons = [
    {
      title: t('场馆指南', '場館指南', 'Venue guide'),
      icon: 'star',
      path: `/package-show/pages/venue/venue?venueId=${show.venue_id}`,
    },
    {
      title: t('停车缴费', '停車繳費', 'Parking'),
      icon: 'parking',
      path: '/package-parking/pages/parking-payment/parking-payment',
    },
    { title: t('周边领取', '周邊領取', 'Merch pickup'), icon: 'shop', path: '/pages/shop/shop' },
    { title: t('帮助与客服', '幫助與客服', 'Help'), icon: 'gift', path: '/package-user/pages/support/support' },
  ]
  const insert = db.prepare(
    `INSERT INTO show_custom_buttons (show_id, seq, title, icon, jump_type, jump_path, app_id) VALUES (?, ?, ?, ?, 'PAGE', ?, NULL)`,
  )
  buttons.forEach((button, seq) =>
    insert.run(REAL_NAME_SUPPLEMENT_SHOW, seq, JSON.stringify(button.title), icon(button.icon), button.path),
  )
  return { customButtons: buttons.length }
}
