import { CustomButtons, CustomButtonsParams, Envelope } from '@showtix/contract'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { customButtonsOf } from '../../services/trade/custom-buttons'
import { langOf } from '../../services/trade/text'
import { SHOW } from '../catalogue/common'
import { LangQuery } from './schemas'

/** custom-button-list (issue 22, D10): a show's custom buttons; public (the page has no login). */
export default async function customButtonRoutes(app: App): Promise<void> {
  app.get(
    `${SHOW}/pub/v3/show/:showId/custom_buttons`,
    {
      schema: {
        tags: ['show: custom buttons'],
        summary: "A show's custom buttons (D10): title, icon and jump, in the merchant's order",
        params: CustomButtonsParams,
        querystring: LangQuery,
        response: { 200: Envelope(CustomButtons) },
      },
    },
    async (request) => ok(await customButtonsOf(app.storage, request.params.showId, langOf(request))),
  )
}
