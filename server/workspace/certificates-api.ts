/**
 * The certificate routes of the workspace API (contracts/certificate-admin.ts), for recruiters
 * and admins. Registered by api.ts inside the workspace plugin, so the gate, the error mapping
 * and the route enumeration of access.test.ts apply to them as to every other route.
 */
import type { FastifyRequest } from "fastify";
import type { TypedApp } from "../plugins/zod";
import { z } from "zod";
import {
  adminCertificateSchema,
  batchPreviewSchema,
  batchResultSchema,
  CERTIFICATE_LIMITS,
  CERTIFICATE_PATHS as P,
  certificateBatchRequestSchema,
  certificateIssueRequestSchema,
  certificateListQuerySchema,
  certificateListSchema,
  certificateRevokeRequestSchema,
} from "#contracts/certificate-admin.ts";
import type { Role } from "#contracts/workspace.ts";
import { clientIpHash, empty, unauthenticated } from "./access";
import { HttpError } from "../lib/errors";
import { certificatePdf, CertificatePdfError } from "./certificate-pdf";
import { CertificateService } from "./certificates";

const access: readonly Role[] = ["admin", "recruiter"];
const idParams = z.strictObject({ id: z.string().min(1).max(64) });
// A CSV upload travels as JSON text: room for the file's limit after JSON escaping.
const batchBodyLimit = CERTIFICATE_LIMITS.csvBytes * 2 + 4096;

export async function registerCertificateRoutes(app: TypedApp) {
  const service = new CertificateService({ db: app.db, now: app.now, siteOrigin: app.config.siteOrigin });
  const actor = (request: FastifyRequest) => {
    if (!request.staff) throw unauthenticated();
    return { id: request.staff.account.id, ipHash: clientIpHash(app, request) };
  };

  app.get(
    P.list,
    {
      schema: { querystring: certificateListQuerySchema, response: { 200: certificateListSchema } },
      config: { access },
    },
    async (request) => service.list(request.query),
  );

  app.post(
    P.list,
    {
      schema: { body: certificateIssueRequestSchema, response: { 201: adminCertificateSchema } },
      config: { access, accepts: ["json"] },
    },
    async (request, reply) => {
      const created = await service.issue(actor(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    P.item,
    { schema: { params: idParams, response: { 200: adminCertificateSchema } }, config: { access } },
    async (request) => service.get(request.params.id),
  );

  app.post(
    P.revoke,
    {
      schema: { params: idParams, body: certificateRevokeRequestSchema, response: { 200: adminCertificateSchema } },
      config: { access, accepts: ["json"] },
    },
    async (request) => service.revoke(actor(request), request.params.id, request.body.reason),
  );

  app.post(
    P.reinstate,
    { schema: { params: idParams, body: empty, response: { 200: adminCertificateSchema } }, config: { access } },
    async (request) => service.reinstate(actor(request), request.params.id),
  );

  app.get(P.pdf, { schema: { params: idParams }, config: { access } }, async (request, reply) => {
    const c = await service.get(request.params.id);
    // The workspace offers the printable page instead when `pdfCannotDraw` is set; this answers a
    // direct request the same way rather than print a wrong name.
    const pdf = await certificatePdf(c, { staticDir: app.config.staticDir }).catch((e: unknown) => {
      if (e instanceof CertificatePdfError)
        throw new HttpError(
          422,
          "pdf_cannot_draw",
          `The PDF cannot draw ${e.characters} in this certificate's name or programme. Print it from its printable page: the browser draws every script.`,
        );
      throw e;
    });
    return reply
      .type("application/pdf")
      .header("cache-control", "no-store")
      .header("content-disposition", `attachment; filename="corvanta-certificate-${c.id}.pdf"`)
      .send(pdf);
  });

  app.post(
    P.batchPreview,
    {
      bodyLimit: batchBodyLimit,
      schema: { body: certificateBatchRequestSchema, response: { 200: batchPreviewSchema } },
      config: { access, accepts: ["json"] },
    },
    async (request) => service.previewBatch(request.body.csv),
  );

  app.post(
    P.batch,
    {
      bodyLimit: batchBodyLimit,
      schema: { body: certificateBatchRequestSchema, response: { 201: batchResultSchema } },
      config: { access, accepts: ["json"] },
    },
    async (request, reply) => reply.code(201).send(await service.issueBatch(actor(request), request.body.csv)),
  );
}
