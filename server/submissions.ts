/**
 * Accepting one submission (quote, contact or application): spam check, idempotency, and one
 * transaction holding the submission, its two outbox messages and the idempotency record.
 * The answer leaves only after that transaction committed (docs/decisions/0011-transactional-outbox.md).
 */
import { createHmac, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ApiCreated } from "../contracts/api";
import { HONEYPOT_FIELD, MIN_FILL_MS, STARTED_AT_FIELD } from "../contracts/fields";
import type { SubmissionKind } from "./db/schema";
import { claimKey, completeKey, IDEMPOTENCY_HEADER, readIdempotencyKey, releaseKey } from "./idempotency";
import { newId } from "./lib/ids";
import { sameHost } from "./plugins/cross-origin";
import { outboxRowsFor, type SubmissionFields } from "./mail/messages";
import { RESUME_MIME, commitUpload, discardUpload, type ResumeKind, type StagedUpload } from "./uploads";

export type SpamReason = "honeypot" | "too-fast";

/**
 * The honeypot must be empty; a form filled faster than MIN_FILL_MS after it was rendered is
 * flagged. A startedAt in the future (a client clock ahead of ours) or absent (no JavaScript)
 * is not held against the visitor.
 */
export function spamReason(antiSpam: Record<string, unknown>, now: number): SpamReason | null {
  const honeypot = antiSpam[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "honeypot";
  const raw = antiSpam[STARTED_AT_FIELD];
  const started = typeof raw === "number" ? raw : typeof raw === "string" && /^\d{1,16}$/.test(raw.trim()) ? Number(raw) : NaN;
  if (Number.isFinite(started) && started > 0) {
    const elapsed = now - started;
    if (elapsed >= 0 && elapsed < MIN_FILL_MS) return "too-fast";
  }
  return null;
}

/** Requests from a plain HTML form (no JavaScript): answered with redirects, not JSON. */
export function isNativeFormPost(request: FastifyRequest): boolean {
  const accept = String(request.headers.accept ?? "");
  if (/application\/json/i.test(accept)) return false;
  const type = String(request.headers["content-type"] ?? "").toLowerCase();
  return type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
}

/** Where a native post is sent after: the site's page, on the origin the form was posted from. */
export function formRedirect(app: FastifyInstance, request: FastifyRequest, path: string): string {
  const origin = request.headers.origin;
  if (typeof origin === "string" && app.allowedOrigins.has(origin) && !sameHost(origin, request.host)) return `${origin}${path}`;
  return path;
}

const processSecret = randomBytes(32);

export function ipHash(secret: string | undefined, ip: string): string {
  return createHmac("sha256", secret ?? processSecret).update(ip).digest("hex").slice(0, 32);
}

export interface Acceptance {
  kind: SubmissionKind;
  route: string;
  data: SubmissionFields;
  antiSpam: Record<string, unknown>;
  hash: string;
  upload?: { staged: StagedUpload; type: ResumeKind };
}

const iso = (ms: number) => new Date(ms).toISOString();

export async function acceptSubmission(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, a: Acceptance) {
  const native = isNativeFormPost(request);
  const thanks = formRedirect(app, request, `/thank-you/${a.kind}`);
  let key: string | null = null;
  try {
    key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
  } catch (e) {
    await discardUpload(a.upload?.staged ?? null, app.paths.uploads);
    throw e;
  }

  if (key) {
    let claim;
    try {
      claim = await claimKey(app.db, {
        route: a.route,
        key,
        hash: a.hash,
        now: app.now(),
        ttlMs: app.config.idempotencyTtlMs,
        staleMs: Math.max(2 * app.config.requestTimeoutMs, 60_000),
      });
    } catch (e) {
      await discardUpload(a.upload?.staged ?? null, app.paths.uploads);
      throw e;
    }
    if (claim.kind === "replay") {
      await discardUpload(a.upload?.staged ?? null, app.paths.uploads);
      request.log.info({ kind: a.kind }, "idempotent replay");
      reply.header("idempotent-replayed", "true");
      if (native) return reply.code(303).header("location", thanks).send();
      return reply.code(claim.status).type("application/json; charset=utf-8").send(claim.body);
    }
  }

  const now = app.now();
  const createdAt = iso(now);
  const id = newId();
  const spam = spamReason(a.antiSpam, now);
  const base = { id, created_at: createdAt, spam: spam ? 1 : 0, spam_reason: spam, ip_hash: ipHash(app.config.ipHashSecret, request.ip) };
  const response: ApiCreated = { id, status: "received" };
  const responseBody = JSON.stringify(response);

  try {
    let data = a.data;
    if (a.upload && data.kind === "application") {
      const file = await commitUpload(a.upload.staged, app.paths.uploads, a.upload.type);
      data = {
        kind: "application",
        fields: {
          ...data.fields,
          resume: { file, originalName: a.upload.staged.originalName, size: a.upload.staged.size, mime: RESUME_MIME[a.upload.type] },
        },
      };
    }
    const outbox = spam ? [] : outboxRowsFor(data, id, createdAt, app.config);
    await app.db.transaction().execute(async (trx) => {
      switch (data.kind) {
        case "quote": {
          const f = data.fields;
          await trx.insertInto("quotes").values({ ...base, name: f.name, email: f.email, services: f.services, message: f.message }).execute();
          break;
        }
        case "contact": {
          const f = data.fields;
          await trx.insertInto("contacts").values({ ...base, name: f.name, email: f.email, subject: f.subject, message: f.message }).execute();
          break;
        }
        case "application": {
          const f = data.fields;
          await trx
            .insertInto("applications")
            .values({
              ...base,
              listing_id: f.listingId,
              full_name: f.fullName,
              email: f.email,
              phone: f.phone,
              experience_years: f.experienceYears,
              address: f.address,
              last_company: f.lastCompany,
              resume_file: f.resume.file,
              resume_original_name: f.resume.originalName,
              resume_size: f.resume.size,
              resume_sha256: a.upload?.staged.sha256 ?? "",
              resume_mime: f.resume.mime,
            })
            .execute();
          break;
        }
      }
      if (outbox.length) await trx.insertInto("outbox").values(outbox).execute();
      if (key) await completeKey(trx, a.route, key, 201, responseBody);
    });
  } catch (e) {
    await discardUpload(a.upload?.staged ?? null, app.paths.uploads);
    if (key) await releaseKey(app.db, a.route, key).catch(() => {});
    throw e;
  }

  if (!spam) app.relay.wake();
  request.log.info({ kind: a.kind, submissionId: id, spam: spam ?? false }, "submission stored");
  if (native) return reply.code(303).header("location", thanks).send();
  return reply.code(201).type("application/json; charset=utf-8").send(responseBody);
}
