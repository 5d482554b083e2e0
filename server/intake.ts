/**
 * Accepting one submission (quote, contact or application): spam check, idempotency, and one
 * transaction holding the submission, its two outbox messages and the idempotency record.
 * The answer leaves only after that transaction committed (docs/decisions/0011-transactional-outbox.md).
 */
import { createHmac, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ApiCreated } from "#contracts/api.ts";
import { HONEYPOT_FIELD, MIN_FILL_MS, STARTED_AT_FIELD } from "#contracts/fields.ts";
import { isDatabaseUnavailable } from "./db";
import { commitStatements } from "./db/commit-queue";
import { expectOneChange, insertRows } from "./db/statements";
import type { SubmissionKind } from "./db/schema";
import {
  claimKey,
  completeKey,
  IDEMPOTENCY_HEADER,
  insertDoneKey,
  keyInserted,
  readIdempotencyKey,
  releaseKey,
} from "./idempotency";
import { newId } from "./lib/ids";
import { readSource, type SourceColumns } from "./lead-source";
import { sameHost } from "./plugins/cross-origin";
import { outboxStatements } from "./mail/messages";
import { registry, toColumns, type SubmissionFields } from "./registry";
import { eventStatement, receivedEvent } from "./events";
import { RESUME_MIME, commitUpload, discardUpload, type ResumeKind, type StagedUpload } from "./uploads";
import * as paths from "#content/paths.ts";
import { iso } from "./lib/clock";

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
  const started =
    typeof raw === "number" ? raw : typeof raw === "string" && /^\d{1,16}$/.test(raw.trim()) ? Number(raw) : NaN;
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
  if (typeof origin === "string" && app.allowedOrigins.has(origin) && !sameHost(origin, request.host))
    return `${origin}${path}`;
  return path;
}

const processSecret = randomBytes(32);

export function ipHash(secret: string | undefined, ip: string): string {
  return createHmac("sha256", secret ?? processSecret)
    .update(ip)
    .digest("hex")
    .slice(0, 32);
}

export interface Acceptance {
  kind: SubmissionKind;
  route: string;
  data: SubmissionFields;
  antiSpam: Record<string, unknown>;
  hash: string;
  upload?: { staged: StagedUpload; type: ResumeKind };
  /** The hidden source field as posted (server/lead-source.ts); the HTTP side reads it with the Referer. */
  sourceField?: unknown;
  /** The source's columns, when known (acceptSubmission fills them in). */
  source?: SourceColumns;
}

/** What accepting a submission needs, without HTTP: the CLI, tests and routes can all call it. */
export interface SubmissionServices {
  db: FastifyInstance["db"];
  config: FastifyInstance["config"];
  paths: FastifyInstance["paths"];
  now: () => number;
  /** Told after a commit that queued e-mails and events. */
  wakeRelay: () => void;
  log?: Pick<FastifyInstance["log"], "warn">;
}

export interface StoreInput extends Acceptance {
  /** Idempotency-Key header value as received (validated here). */
  idempotencyKey: string | string[] | undefined;
  clientIp: string;
}

/** The result of accepting: stored now, or a replay of an earlier answer for the same Idempotency-Key. */
export type StoreResult =
  | { outcome: "stored"; id: string; spam: SpamReason | null; status: 201; body: string }
  | { outcome: "replay"; status: number; body: string };

class KeyTakenMeanwhile extends Error {}

function claimOptions(s: SubmissionServices, a: StoreInput, key: string) {
  return {
    route: a.route,
    key,
    hash: a.hash,
    now: s.now(),
    ttlMs: s.config.idempotencyTtlMs,
    staleMs: Math.max(2 * s.config.requestTimeoutMs, 60_000),
  };
}

/**
 * Accepts one submission: spam check, idempotency claim, and one transaction holding the row,
 * its outbox messages and the idempotency record. Knows nothing of HTTP; the caller decides
 * how to answer (201 JSON, or 303 for a native form post).
 */
export async function storeSubmission(s: SubmissionServices, a: StoreInput): Promise<StoreResult> {
  let key: string | null;
  try {
    key = readIdempotencyKey(a.idempotencyKey);
  } catch (e) {
    await discardUpload(a.upload?.staged ?? null, s.paths.uploads);
    throw e;
  }

  // A key is taken to be new (the common case): it is recorded, with the answer, inside the
  // submission's own transaction. When a row holds it already (a retry, or a request with the same
  // key running now), that transaction undoes the submission, and the key is claimed first, as
  // server/idempotency.ts explains: a replay of the earlier answer, or stored again as claimed.
  let claimed = false;
  for (;;) {
    try {
      return await storeOnce(s, a, key, claimed);
    } catch (e) {
      if (!(e instanceof KeyTakenMeanwhile)) throw e;
    }
    let claim: Awaited<ReturnType<typeof claimKey>>;
    try {
      claim = await claimKey(s.db, claimOptions(s, a, key!));
    } catch (e) {
      await discardUpload(a.upload?.staged ?? null, s.paths.uploads);
      throw e;
    }
    if (claim.kind === "replay") {
      await discardUpload(a.upload?.staged ?? null, s.paths.uploads);
      return { outcome: "replay", status: claim.status, body: claim.body };
    }
    claimed = true;
  }
}

/**
 * One attempt at storing: the row, its messages and the key in one group commit. Throws
 * KeyTakenMeanwhile (and keeps the résumé, committed or staged, for the next attempt) when the key
 * was not new; on any other failure removes the résumé and releases a claimed key.
 */
async function storeOnce(
  s: SubmissionServices,
  a: StoreInput,
  key: string | null,
  claimed: boolean,
): Promise<StoreResult> {
  const def = registry[a.kind];
  const now = s.now();
  const createdAt = iso(now);
  const id = newId();
  const spam = spamReason(a.antiSpam, now);
  const base = {
    id,
    created_at: createdAt,
    spam: spam ? 1 : 0,
    spam_reason: spam,
    ip_hash: ipHash(s.config.ipHashSecret, a.clientIp),
    status: def.initialStatus,
  };
  const response: ApiCreated = { id, status: "received" };
  const responseBody = JSON.stringify(response);

  try {
    let data = a.data;
    let sha256 = "";
    if (a.upload && data.kind === "application") {
      // Committed by an earlier attempt whose key was not new, or now.
      const file = a.upload.staged.finalName ?? (await commitUpload(a.upload.staged, s.paths.uploads, a.upload.type));
      sha256 = a.upload.staged.sha256;
      data = {
        kind: "application",
        fields: {
          ...data.fields,
          resume: {
            file,
            originalName: a.upload.staged.originalName,
            size: a.upload.staged.size,
            mime: RESUME_MIME[a.upload.type],
          },
        },
      };
    }
    const columns = {
      ...base,
      ...a.source,
      ...toColumns(data),
      ...(data.kind === "application" ? { resume_sha256: sha256 } : {}),
    };
    // The e-mails read the row as stored, like those of a submission released from spam later.
    const outbox = spam ? [] : def.outboxRows(columns, id, createdAt, s.config);
    // Group commit: committed together with the submissions arriving meanwhile; resolves only
    // after the COMMIT. The submission's statements need no answer from one another (the row, its
    // messages with the acknowledgement cap, the key), so the batch's statements travel together
    // (server/db/statements.ts), and a failing one is told apart by savepoints (commit-queue.ts).
    const done = { route: a.route, key: key ?? "", hash: a.hash, now, status: 201, body: responseBody };
    await commitStatements(
      s.db,
      (trx) => [
        // The registry's columns for this kind's table (checked by the registry tests).
        insertRows(trx, def.table, [columns]),
        ...outboxStatements(trx, outbox, now),
        // The alerts (chat, webhooks) of a submission not flagged as spam: its received event.
        ...(spam
          ? []
          : [
              eventStatement(trx, receivedEvent(a.kind, id, createdAt, columns, s.config.siteOrigin), {
                kind: a.kind,
                id,
              }),
            ]),
        ...(key && claimed
          ? [completeKey(trx, a.route, key, 201, responseBody)]
          : key
            ? // Inserted, or the key was taken meanwhile and this submission is undone (the check below).
              [expectOneChange(insertDoneKey(trx, done))]
            : []),
      ],
      (results) => {
        if (key && !claimed && !keyInserted(results.at(-1)!)) throw new KeyTakenMeanwhile();
      },
    );
  } catch (e) {
    // A row held the key already: this submission stored nothing (its work was undone), and the
    // caller claims the key.
    if (e instanceof KeyTakenMeanwhile) throw e;
    // A connection lost during the transaction (the database crashed) leaves its outcome unknown:
    // the COMMIT may have been durable before the answer was lost, and the row would then point at
    // this résumé. Keep the file (at worst an orphan) rather than risk deleting an accepted one.
    const outcomeUnknown = a.upload?.staged.finalName != null && isDatabaseUnavailable(e as Error);
    if (outcomeUnknown) s.log?.warn({ kind: a.kind }, "database connection lost during the commit; résumé kept");
    else await discardUpload(a.upload?.staged ?? null, s.paths.uploads);
    if (key && claimed) await releaseKey(s.db, a.route, key).catch(() => {});
    throw e;
  }

  if (!spam) s.wakeRelay();
  return { outcome: "stored", id, spam, status: 201, body: responseBody };
}

export const submissionServices = (app: FastifyInstance): SubmissionServices => ({
  db: app.db,
  config: app.config,
  paths: app.paths,
  now: app.now,
  wakeRelay: () => {
    app.relay.wake();
    app.deliveries.wake();
  },
  log: app.log,
});

/**
 * The HTTP side: stores through storeSubmission(), then answers 201 JSON or 303 for a native form.
 * `onStored` runs once a new submission was committed (not for a replay), before the answer.
 */
export async function acceptSubmission(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  a: Acceptance,
  onStored?: () => Promise<void>,
) {
  const native = isNativeFormPost(request);
  const thanks = formRedirect(app, request, paths.thankYou(a.kind));
  const source = readSource({
    field: a.sourceField,
    referer: request.headers.referer,
    host: request.host,
    native,
  });
  const result = await storeSubmission(submissionServices(app), {
    ...a,
    source,
    idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
    clientIp: request.ip,
  });
  if (result.outcome === "replay") {
    request.log.info({ kind: a.kind }, "idempotent replay");
    reply.header("idempotent-replayed", "true");
    if (native) return reply.code(303).header("location", thanks).send();
    return reply.code(result.status).type("application/json; charset=utf-8").send(result.body);
  }
  request.log.info({ kind: a.kind, submissionId: result.id, spam: result.spam ?? false }, "submission stored");
  if (onStored) await onStored();
  if (native) return reply.code(303).header("location", thanks).send();
  return reply.code(201).type("application/json; charset=utf-8").send(result.body);
}
