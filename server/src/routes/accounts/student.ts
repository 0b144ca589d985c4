import {
  Envelope,
  HtmlPage,
  StudentCertification,
  StudentCertificationCreated,
  StudentCertificationParams,
  StudentCreateQuery,
  StudentDecideBody,
  StudentSandboxQuery,
  StudentStatus,
} from '@showtix/contract'
import { Type } from '@sinclair/typebox'
import type { FastifyReply } from 'fastify'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { appOrigins } from '../../http/security'
import {
  certification,
  createCertification,
  decideCertification,
  pendingCertification,
  studentSandboxPage,
  studentSandboxPath,
  studentStatus,
} from '../../services/accounts/student'
import { USER, langFor, security } from './common'

const tags = ['user: student verification']
const HTML_ANSWER = { description: 'an HTML page', content: { 'text/html': { schema: HtmlPage } } }

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body)

/** Student verification (issue 24, D28; docs/decisions/membership.md): create, poll, status; the sandbox provider's page. */
export default async function studentRoutes(app: App): Promise<void> {
  const { storage } = app
  // The shop's own site: where the provider may send the browser back to (as for payments).
  const origins = appOrigins(app.config)

  app.get(
    `${USER}/buyer/v3/student/certification/create`,
    {
      schema: {
        tags,
        security,
        summary: 'Start a student certification with a provider channel: the provider page to open (s7)',
        querystring: StudentCreateQuery,
        response: { 200: Envelope(StudentCertificationCreated) },
      },
    },
    async (request) =>
      ok(
        await createCertification(
          storage,
          request.userId,
          request.query.authChannel,
          request.query.returnUrl,
          app.config.publicUrl,
          origins,
          Date.now(),
        ),
      ),
  )

  app.get(
    `${USER}/buyer/v3/student/certification/:certificationId`,
    {
      schema: {
        tags,
        security,
        summary: 'A student certification: PENDING until the provider decides (middle-verify polls it; path not in the spec)',
        params: StudentCertificationParams,
        response: { 200: Envelope(StudentCertification) },
      },
    },
    async (request) => ok(await certification(storage, request.userId, request.params.certificationId)),
  )

  app.get(
    `${USER}/buyer/v3/student/status`,
    {
      schema: {
        tags,
        security,
        summary: "The caller's student verification now (verified until when; path not in the spec)",
        response: { 200: Envelope(StudentStatus) },
      },
    },
    async (request) => ok(await studentStatus(storage, request.userId, Date.now())),
  )

  if (!app.config.sandboxPay) return
  app.get(
    `${USER}/pub/v3/student/sandbox/:certificationId`,
    {
      schema: {
        tags,
        summary: "The sandbox provider's page: verify or decline (HTML; dev and sandbox only)",
        params: StudentCertificationParams,
        querystring: StudentSandboxQuery,
        response: { 200: HTML_ANSWER, 404: HTML_ANSWER },
      },
    },
    async (request, reply) => {
      const row = await pendingCertification(storage, request.params.certificationId)
      if (!row) return html(reply, '<!doctype html><p>Not found</p>', 404)
      return html(reply, studentSandboxPage(row, langFor(request)))
    },
  )

  app.post(
    `${USER}/pub/v3/student/sandbox/:certificationId/decide`,
    {
      schema: {
        tags,
        summary: "The sandbox provider's decision; the browser goes back to the app's return URL",
        params: StudentCertificationParams,
        querystring: StudentSandboxQuery,
        body: StudentDecideBody,
        response: { 200: HTML_ANSWER, 302: Type.Null() },
      },
    },
    async (request, reply) => {
      const { returnUrl } = await decideCertification(
        storage,
        request.params.certificationId,
        request.body.verified === 'true',
        Date.now(),
      )
      if (returnUrl) return reply.redirect(returnUrl, 302)
      return reply.redirect(`${studentSandboxPath(request.params.certificationId)}?lang=${langFor(request)}`, 302)
    },
  )
}
