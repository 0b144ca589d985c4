import { Envelope, SiteCode, SiteCodeCheckBody, SiteCodeHolder, SiteCodeQuery } from '@showtix/contract'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { checkSiteCode, issueSiteCode } from '../../services/services/site-code'
import { langOf } from '../../services/trade/text'
import { FULFILL, security } from '../trade/schemas'

const tags = ['services: on-site code']

/** The on-site code (issue 26, D5): services/services/site-code.ts. */
export default async function siteCodeRoutes(app: App): Promise<void> {
  const { storage } = app

  app.get(
    `${FULFILL}/buyer/v3/site_code`,
    {
      schema: {
        tags,
        security,
        summary: "The holder's on-site code (D5): valid 60 s, with the count of tickets it finds",
        querystring: SiteCodeQuery,
        response: { 200: Envelope(SiteCode) },
      },
    },
    async (request) => ok(await issueSiteCode(storage, request.userId, Date.now())),
  )

  app.post(
    `${FULFILL}/staff/v3/site_code/check`,
    {
      schema: {
        tags,
        security,
        summary: "Venue staff scan an on-site code: the holder's tickets still to use; a forged or old code is refused",
        querystring: SiteCodeQuery,
        body: SiteCodeCheckBody,
        response: { 200: Envelope(SiteCodeHolder) },
      },
    },
    async (request) => ok(await checkSiteCode(storage, request.body.code, langOf(request), Date.now())),
  )
}
