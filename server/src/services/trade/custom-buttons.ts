/**
 * Custom buttons (issue 22, D10; migration 153): the extra actions a merchant sets on a show's
 * tickets, in the banner jump format. Served on the ticket detail and, public, for
 * custom-button-list (its page has no login).
 */
import type { CustomButton } from '@showtix/contract'
import type { Queryable } from '../../storage'
import { pick, type I18n } from '../catalogue/i18n'
import type { Lang } from './text'

interface ButtonRow {
  title: string
  icon: string
  jump_type: string
  jump_path: string
  app_id: string | null
}

/** A show's custom buttons in their order, titled in `lang`. */
export async function customButtonsOf(db: Queryable, showId: string, lang: Lang): Promise<CustomButton[]> {
  const rows = await db.all<ButtonRow>(
    'SELECT title, icon, jump_type, jump_path, app_id FROM show_custom_buttons WHERE show_id = ? ORDER BY seq',
    [showId],
  )
  return rows.map((row) => ({
    title: pick(JSON.parse(row.title) as I18n, lang),
    icon: row.icon,
    jumpDetails: { type: row.jump_type, path: row.jump_path, appId: row.app_id },
  }))
}
