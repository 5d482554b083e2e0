/**
 * Hiring in the workspace (docs/workspace.md "Hiring"): the recruiters' view of applications,
 * the résumé download and the rejection e-mail. Stages are the application's statuses
 * (contracts/workspace.ts `applicationStages`, from the hiring rounds the site publishes), so
 * moving an applicant, notes, the assignee and the history are the submission's own
 * (submissions.ts). Like submissions.ts, every function takes the viewer and refuses a viewer
 * whose roles do not cover applications.
 */
import { createReadStream } from "node:fs";
import type { TypedApp } from "../plugins/zod";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { sql, type RawBuilder } from "kysely";
import {
  applicantsPageSchema,
  applicantsQuerySchema,
  kindRoles,
  rejectionEmailSchema,
  rejectRequestSchema,
  submissionDetailSchema,
  WORKSPACE_PATHS,
  type ApplicantItem,
  type ApplicantsPage,
  type RejectionEmail,
  type SubmissionDetail,
} from "#contracts/workspace.ts";
import { newId } from "../lib/ids";
import { ackAddress, careersSender, listingTitle, rejectionEmail } from "../mail/messages";
import { audit } from "../staff/audit";
import { queueEvent, statusChangedEvent } from "../events";
import { idParams, viewer } from "./access";
import { decodeCursor, WorkspaceError, type InboxFilter, type Viewer, type WorkspaceService } from "./submissions";
import { iso } from "../lib/clock";

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

export interface ApplicantsFilter {
  listing?: string;
  stage?: string;
  assignee?: string;
  from?: string;
  to?: string;
  q?: string;
  channel?: InboxFilter["channel"];
  campaign?: string;
  cursor?: string;
  limit: number;
}

const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
};

/**
 * The résumé's download name, chosen by the server: ASCII only, from the applicant's name (accents
 * dropped) and the reference, never from the name of the file they sent.
 */
export function resumeFileName(fullName: string, id: string, mime: string): string {
  const name = fullName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return `resume-${name ? `${name}-` : ""}${id.slice(0, 8)}.${EXTENSIONS[mime] ?? "bin"}`;
}

export class HiringService {
  constructor(private readonly workspace: WorkspaceService) {}

  private get deps() {
    return this.workspace.deps;
  }

  /** Applications (never spam), newest first, with the recruiters' filters; keyset paging as the inbox. */
  async applicants(viewer: Viewer, f: ApplicantsFilter): Promise<ApplicantsPage> {
    const def = this.workspace.def(viewer, "application");
    if (f.stage && !def.statuses.includes(f.stage))
      throw new WorkspaceError("validation", `Unknown stage "${f.stage}".`, { stage: "Unknown stage." });
    const where: RawBuilder<unknown>[] = f.listing ? [sql`${sql.ref("s.listing_id")} = ${f.listing}`] : [];
    const filter: InboxFilter = {
      status: f.stage,
      assignee: f.assignee,
      from: f.from,
      to: f.to,
      q: f.q,
      channel: f.channel,
      campaign: f.campaign,
    };
    const rows = await this.workspace.matching(def, filter, viewer, {
      limit: f.limit + 1,
      after: decodeCursor(f.cursor),
      full: true,
      where,
    });
    const { rows: page, next } = this.workspace.merge([rows], f.limit);
    const people = await this.workspace.people(page.map((r) => r.assignee_id as string | null));
    const items: ApplicantItem[] = page.map((r: Row) => ({
      id: str(r.id),
      reference: str(r.id),
      receivedAt: str(r.created_at),
      name: str(r.full_name),
      email: str(r.email),
      phone: str(r.phone),
      experienceYears: str(r.experience_years),
      listingId: str(r.listing_id),
      listingTitle: listingTitle(str(r.listing_id)),
      stage: str(r.status),
      assignee: r.assignee_id ? (people.get(str(r.assignee_id)) ?? null) : null,
      unread: Number(r.is_read) !== 1,
    }));
    return { items, nextCursor: next };
  }

  /** The stored résumé, for a download; recorded in the audit log before any byte leaves. */
  async resume(viewer: Viewer, id: string): Promise<{ path: string; fileName: string; mime: string; size: number }> {
    const def = this.workspace.def(viewer, "application");
    const row = await this.workspace.row(def, id);
    const file = str(row.resume_file);
    const path = join(this.deps.paths.uploads, file);
    const info = file ? await stat(path).catch(() => null) : null;
    if (!info?.isFile()) throw new WorkspaceError("not_found", "The résumé file is no longer on the server.");
    const mime = str(row.resume_mime) || "application/octet-stream";
    await audit(this.deps.db, this.deps.now(), {
      actorId: viewer.id,
      action: "resume_downloaded",
      targetType: "application",
      targetId: id,
      ipHash: viewer.ipHash,
      detail: { bytes: info.size },
    });
    return { path, fileName: resumeFileName(str(row.full_name), id, mime), mime, size: info.size };
  }

  /** The exact e-mail that rejecting with an e-mail would queue. */
  async rejectionPreview(viewer: Viewer, id: string): Promise<RejectionEmail> {
    const def = this.workspace.def(viewer, "application");
    const row = await this.workspace.row(def, id);
    const mail = rejectionEmail(str(row.listing_id), id);
    return {
      to: ackAddress(str(row.email)),
      from: careersSender(this.deps.config),
      subject: mail.subject,
      text: mail.text,
    };
  }

  /**
   * Moves an application to Rejected and, when asked, queues the rejection e-mail, in one
   * transaction: both go into its history and the audit log, or neither happens.
   */
  async reject(viewer: Viewer, id: string, sendEmail: boolean): Promise<SubmissionDetail> {
    const def = this.workspace.def(viewer, "application");
    const now = this.deps.now();
    await this.deps.db.transaction().execute(async (trx) => {
      const r = await sql<Row>`select status, spam, email, listing_id from applications where id = ${id}`.execute(trx);
      const row = r.rows[0];
      if (!row) throw new WorkspaceError("not_found", "This submission does not exist (it may have been erased).");
      if (row.status === "rejected") throw new WorkspaceError("conflict", "This application is already rejected.");
      if (sendEmail && Number(row.spam) === 1)
        throw new WorkspaceError(
          "conflict",
          "This application is marked as spam: release it before writing to the sender.",
        );
      // The e-mail's entry is a millisecond after the move, so the history lists them in that order.
      const event = (action: string, from: string | null, to: string | null, at = now) =>
        trx
          .insertInto("submission_events")
          .values({
            id: newId(),
            submission_kind: def.kind,
            submission_id: id,
            at: iso(at),
            actor_id: viewer.id,
            action,
            from_value: from,
            to_value: to,
          })
          .execute();
      await sql`update applications set status = 'rejected' where id = ${id}`.execute(trx);
      await event("status", str(row.status), "rejected");
      await queueEvent(
        trx,
        statusChangedEvent("application", id, row.status, "rejected", iso(now), this.deps.config.siteOrigin),
        { kind: "application", id },
      );
      await audit(trx, now, {
        actorId: viewer.id,
        action: "status_changed",
        targetType: def.kind,
        targetId: id,
        ipHash: viewer.ipHash,
        detail: { from: row.status, to: "rejected" },
      });
      if (sendEmail) {
        const mail = rejectionEmail(str(row.listing_id), id);
        const config = this.deps.config;
        await trx
          .insertInto("outbox")
          .values({
            id: newId(),
            kind: "reject",
            submission_kind: def.kind,
            submission_id: id,
            to_address: ackAddress(str(row.email)),
            reply_to: config.careersEmail,
            from_address: careersSender(config),
            subject: mail.subject,
            text_body: mail.text,
            attempts: 0,
            next_attempt_at: iso(now),
            created_at: iso(now),
          })
          .execute();
        await event("rejection_email", null, null, now + 1);
        await audit(trx, now, {
          actorId: viewer.id,
          action: "rejection_email_queued",
          targetType: def.kind,
          targetId: id,
          ipHash: viewer.ipHash,
        });
      }
    });
    if (sendEmail) this.deps.wakeRelay();
    return this.workspace.detail(viewer, "application", id, { markRead: false });
  }
}

// ------------------------------------------------------------ routes (registered by inbox-api.ts)

const recruiters = kindRoles.application;

/** The hiring routes under /api/admin; each declares its roles like every workspace route (access.ts). */
export function registerHiringRoutes(app: TypedApp) {
  const P = WORKSPACE_PATHS;
  app.get(
    P.applications,
    {
      schema: { querystring: applicantsQuerySchema, response: { 200: applicantsPageSchema } },
      config: { access: recruiters },
    },
    async (request) => app.hiring.applicants(viewer(app, request), request.query),
  );

  app.get(
    P.applicationResume,
    { schema: { params: idParams }, config: { access: recruiters } },
    async (request, reply) => {
      const file = await app.hiring.resume(viewer(app, request), request.params.id);
      return reply
        .type(file.mime)
        .header("content-length", String(file.size))
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "no-store")
        .send(createReadStream(file.path));
    },
  );

  app.get(
    P.applicationRejectionEmail,
    { schema: { params: idParams, response: { 200: rejectionEmailSchema } }, config: { access: recruiters } },
    async (request) => app.hiring.rejectionPreview(viewer(app, request), request.params.id),
  );

  app.post(
    P.applicationReject,
    {
      schema: { params: idParams, body: rejectRequestSchema, response: { 200: submissionDetailSchema } },
      config: { access: recruiters, accepts: ["json"] },
    },
    async (request) => app.hiring.reject(viewer(app, request), request.params.id, request.body.sendEmail),
  );
}
