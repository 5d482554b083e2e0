/**
 * The staff workspace API (/api/admin/*): every request and response shape, shared by the
 * server (route schemas) and the workspace interface (app/workspace). Changed only by adding.
 *
 * Conventions
 * - Every path below is relative to WORKSPACE_API ("/api/admin").
 * - Times are ISO 8601 UTC strings; the interface shows them in WORKSPACE_TIME_ZONE with the zone.
 * - Dates in filters (from, to) are calendar days (YYYY-MM-DD) in WORKSPACE_TIME_ZONE, both inclusive.
 * - Errors are ApiError ({ error, message, requestId, fields? }, contracts/api.ts) with the codes
 *   of `workspaceErrorCodes`: 401 unauthenticated / invalid_credentials, 403 forbidden /
 *   passkey_required / cross-site, 404 not_found, 409 conflict, 410 token_invalid, 429 rate_limited.
 * - Requests that change something are POST, PATCH or DELETE with a JSON body (or none), sent
 *   from the site's own origin with the session cookie (credentials: "same-origin").
 */
import { z } from "zod";
import { hiringRoundStages as hiringRounds } from "./hiring";
import { submissionKinds, type SubmissionKind } from "./api";
import { channels } from "./lead-source";

export const WORKSPACE_API = "/api/admin";
/** @public for the interface */
export const WORKSPACE_TIME_ZONE = "Asia/Kolkata";

// ---------------------------------------------------------------- kinds, roles, statuses

export { submissionKinds, type SubmissionKind };
export const submissionKindSchema = z.enum(submissionKinds);

/** Kinds shown in the inbox (applications get their own view with issue 8). */
export const inboxKinds = ["quote", "contact"] as const;
/** @public for the interface */
export type InboxKind = (typeof inboxKinds)[number];
export const inboxKindSchema = z.enum(inboxKinds);

/** editor: marketing staff, who change the site's words and publish case studies and articles (docs/publishing.md). */
export const roles = ["admin", "sales", "recruiter", "editor"] as const;
export type Role = (typeof roles)[number];
export const roleSchema = z.enum(roles);
export const roleLabels: Record<Role, string> = {
  admin: "Admin",
  sales: "Sales",
  recruiter: "Recruiter",
  editor: "Editor",
};

/** Which roles see which kind of submission (the server enforces the same table). */
export const kindRoles: Record<SubmissionKind, readonly Role[]> = {
  quote: ["admin", "sales"],
  contact: ["admin", "sales"],
  application: ["admin", "recruiter"],
};

/** Whether a person with `roles` sees (and so may be assigned) submissions of `kind`. */
export const seesKind = (roles: readonly Role[], kind: SubmissionKind) =>
  kindRoles[kind].some((r) => roles.includes(r));

export const quoteStatuses = ["new", "in_progress", "won", "lost", "closed"] as const;
export const contactStatuses = ["new", "replied", "closed"] as const;
/** @public for the interface */
export type QuoteStatus = (typeof quoteStatuses)[number];
/** @public for the interface */
export type ContactStatus = (typeof contactStatuses)[number];

/**
 * An application's stages: Received, then each hiring round the site publishes
 * (contracts/hiring.ts, stored by the round's stable id; content/careers.ts describes them to candidates), then Offer and Hired;
 * Rejected can follow any stage (docs/decisions/0080-hiring-stages-from-content.md).
 */
export const applicationStages: readonly string[] = [
  "received",
  ...hiringRounds.map((r) => r.id),
  "offer",
  "hired",
  "rejected",
];
/** Statuses per kind, in workflow order. */
export const statusesByKind: Record<SubmissionKind, readonly string[]> = {
  quote: quoteStatuses,
  contact: contactStatuses,
  application: applicationStages,
};

/** Statuses per kind after which nothing waits for staff (the dashboard counts the others as open). */
export const finalStatusesByKind = {
  quote: ["won", "lost", "closed"],
  contact: ["replied", "closed"],
  application: ["hired", "rejected"],
} as const satisfies {
  quote: readonly QuoteStatus[];
  contact: readonly ContactStatus[];
  application: readonly string[];
};

export const statusLabels: Record<string, string> = {
  new: "New",
  in_progress: "In progress",
  won: "Won",
  lost: "Lost",
  closed: "Closed",
  replied: "Replied",
  received: "Received",
  ...Object.fromEntries(hiringRounds.map((r) => [r.id, r.title])),
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
};

export const kindLabels: Record<SubmissionKind, string> = {
  quote: "Quote",
  contact: "Contact",
  application: "Application",
};

/** A status value as sent in requests; the server checks it against the kind. */
export const statusSchema = z.string().trim().min(1).max(40);

// ---------------------------------------------------------------- errors

export const workspaceErrorCodes = [
  "unauthenticated",
  "invalid_credentials",
  "forbidden",
  "passkey_required",
  "not_found",
  "conflict",
  "token_invalid",
  "rate_limited",
  "validation",
  "weak_password",
] as const;
/** @public for the interface */
export type WorkspaceErrorCode = (typeof workspaceErrorCodes)[number];

/** @public for the interface */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});

// ---------------------------------------------------------------- shared pieces

const isoTime = z.string();
const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(254)
  .pipe(z.email({ error: "Enter a valid email address." }));
/** Password rules: PASSWORD_MIN..PASSWORD_MAX characters (code points); the server also checks strength. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;
export const passwordSchema = z
  .string({ error: "Password is required." })
  .refine((v) => [...v].length >= PASSWORD_MIN, { error: `Use at least ${PASSWORD_MIN} characters.` })
  .refine((v) => [...v].length <= PASSWORD_MAX, { error: `Use at most ${PASSWORD_MAX} characters.` });
/** Tokens from invitation and reset links (base64url). */
export const tokenSchema = z
  .string()
  .trim()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use a date like 2026-01-31." });
/** Opaque paging cursor: pass back `nextCursor` as it was received. */
const cursor = z.string().max(500);
const limit = z.coerce.number().int().min(1).max(100).default(50);

export const personSchema = z.object({ id: z.string(), name: z.string() });
export type Person = z.infer<typeof personSchema>;

// ---------------------------------------------------------------- session and sign-in

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(roleSchema),
  /** Kinds this person may see (from kindRoles). */
  kinds: z.array(submissionKindSchema),
  passkeyCount: z.number().int(),
  /** Passkeys are required and this person has none: only adding one (or signing out) is allowed. */
  mustAddPasskey: z.boolean(),
  session: z.object({ createdAt: isoTime, expiresAt: isoTime, idleExpiresAt: isoTime }),
});
export type Me = z.infer<typeof meSchema>;

/** POST /auth/sign-in -> 200 Me (sets the session cookie) | 401 invalid_credentials | 403 passkey_required | 429. */
export const signInRequestSchema = z.strictObject({ email, password: z.string().min(1).max(1024) });
/** @public for the interface */
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** GET /auth/me -> 200 Me | 401. POST /auth/sign-out -> 204. POST /auth/sign-out-everywhere -> 204 (every session of this person). */

/** POST /auth/password-strength (no session needed) -> 200: the server's judgement, to show while typing. */
export const passwordStrengthRequestSchema = z.strictObject({
  password: z.string().max(1024),
  /** Words the password must not lean on (the person's name, e-mail). */
  userInputs: z.array(z.string().max(254)).max(5).optional(),
});
export const passwordStrengthSchema = z.object({
  acceptable: z.boolean(),
  /** 0 (guessable) to 4 (very strong); at least 3 is required. */
  score: z.number().int().min(0).max(4),
  warning: z.string().nullable(),
  suggestions: z.array(z.string()),
});
export type PasswordStrength = z.infer<typeof passwordStrengthSchema>;

/** GET /auth/invitations/:token -> 200 | 410 token_invalid (used, expired, unknown, or account disabled). */
export const invitationInfoSchema = z.object({
  email: z.string(),
  name: z.string(),
  roles: z.array(roleSchema),
  expiresAt: isoTime,
});
/** @public for the interface */
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;
/** POST /auth/invitations/accept -> 200 Me (signed in) | 400 weak_password | 410 token_invalid. */
export const acceptInvitationRequestSchema = z.strictObject({ token: tokenSchema, password: passwordSchema });

/** POST /auth/password-reset/request -> 202 { message } whether or not the address has an account. */
export const passwordResetRequestSchema = z.strictObject({ email });
export const acceptedMessageSchema = z.object({ message: z.string() });
/** GET /auth/password-reset/:token -> 200 { email, expiresAt } | 410 token_invalid. */
export const passwordResetInfoSchema = z.object({ email: z.string(), expiresAt: isoTime });
/** POST /auth/password-reset/complete -> 200 Me (signed in; every other session ended) | 400 weak_password | 410. */
export const passwordResetCompleteRequestSchema = z.strictObject({ token: tokenSchema, password: passwordSchema });

/** POST /account/password (signed in) -> 204 | 401 invalid_credentials (current password wrong) | 400 weak_password. Other sessions end. */
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1).max(1024),
  newPassword: passwordSchema,
});

// ---------------------------------------------------------------- passkeys (WebAuthn, @simplewebauthn)

/**
 * Options and responses are the JSON forms @simplewebauthn/browser takes and returns
 * (PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON, ...), passed through as objects.
 */
const webauthnJson = z.record(z.string(), z.unknown());

/** POST /auth/passkeys/options (no session) -> 200 { challengeId, options } for startAuthentication(). */
export const passkeySignInOptionsSchema = z.object({ challengeId: z.string(), options: webauthnJson });
/** POST /auth/passkeys/verify -> 200 Me | 401 invalid_credentials | 429. */
export const passkeySignInVerifyRequestSchema = z.strictObject({
  challengeId: z.string().min(1).max(100),
  response: webauthnJson,
});

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: isoTime,
  lastUsedAt: isoTime.nullable(),
  /** "multiDevice" (synced) or "singleDevice". */
  deviceType: z.string(),
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
/** GET /passkeys -> 200 { items }. */
export const passkeyListSchema = z.object({ items: z.array(passkeySchema) });
/** POST /passkeys/options (signed in) -> 200 { challengeId, options } for startRegistration(). */
export const passkeyRegisterOptionsSchema = z.object({ challengeId: z.string(), options: webauthnJson });
/** POST /passkeys -> 201 Passkey | 400 (verification failed). */
export const passkeyRegisterRequestSchema = z.strictObject({
  challengeId: z.string().min(1).max(100),
  response: webauthnJson,
  name: z.string().trim().min(1).max(60).optional(),
});
/** DELETE /passkeys/:id -> 204 | 404 | 409 conflict (the last passkey while passkeys are required). */

// ---------------------------------------------------------------- lead source

/** Where a submission came from (server/lead-source.ts; docs/analytics.md). */
export const leadSourceSchema = z.object({
  channel: z.enum(channels),
  /** In plain words: "From a Google search, landed on /services/devops, sent from /quote." */
  summary: z.string(),
  /** The first page of the visit (path). */
  landingPage: z.string().nullable(),
  /** The referring site (host and path, no query). */
  referrer: z.string().nullable(),
  utm: z.object({
    source: z.string().nullable(),
    medium: z.string().nullable(),
    campaign: z.string().nullable(),
    term: z.string().nullable(),
    content: z.string().nullable(),
  }),
  /** The page the form was sent from (path). */
  sentFrom: z.string().nullable(),
  /** "script": sent by the page's JavaScript; "form": a plain HTML post. */
  via: z.enum(["script", "form"]),
});
export type LeadSource = z.infer<typeof leadSourceSchema>;

/** The source filters of the inbox, the applications view and the export. */
const sourceFilters = {
  /** A channel of contracts/lead-source.ts. */
  channel: z.enum(channels).optional(),
  /** A UTM campaign name, exactly. */
  campaign: z.string().trim().max(150).optional(),
};

// ---------------------------------------------------------------- inbox

/** GET /inbox?... -> 200 InboxPage. Also the filter of GET /export.csv. */
export const inboxQuerySchema = z.strictObject({
  kind: inboxKindSchema.optional(),
  status: statusSchema.optional(),
  /** "me", "none" (unassigned) or a staff id. */
  assignee: z.string().max(100).optional(),
  from: day.optional(),
  to: day.optional(),
  /** Search in name, e-mail, subject/service and message (case-insensitive, substring). */
  q: z.string().trim().max(200).optional(),
  unread: z.enum(["1", "0"]).optional(),
  ...sourceFilters,
  cursor: cursor.optional(),
  limit,
});
/** @public for the interface */
export type InboxQuery = z.input<typeof inboxQuerySchema>;

export const inboxItemSchema = z.object({
  kind: inboxKindSchema,
  id: z.string(),
  /** The reference the sender was given (their acknowledgement e-mail quotes it). */
  reference: z.string(),
  receivedAt: isoTime,
  name: z.string(),
  email: z.string(),
  /** Quote: the services asked for; contact: the subject. */
  topic: z.string(),
  /** The first characters of the message. */
  excerpt: z.string(),
  status: z.string(),
  assignee: personSchema.nullable(),
  unread: z.boolean(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;
/**
 * One page of a list read by cursor: its items, in the list's order, and the cursor of the next page
 * (null on the last one), which the list's next request sends as `cursor`.
 */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
export const inboxPageSchema = pageOf(inboxItemSchema);
export type InboxPage = z.infer<typeof inboxPageSchema>;

// ---------------------------------------------------------------- one submission

export const outboxStateSchema = z.enum(["pending", "sent", "failed", "none"]);
export const mailStateSchema = z.object({
  /** "notify": to the company; "ack": the acknowledgement to the sender; "reject": an application's rejection. */
  kind: z.enum(["notify", "ack", "reject"]),
  state: outboxStateSchema,
  to: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: isoTime.nullable(),
  failedAt: isoTime.nullable(),
  nextAttemptAt: isoTime.nullable(),
});
export type MailState = z.infer<typeof mailStateSchema>;

export const noteSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: personSchema.nullable(),
  createdAt: isoTime,
});
/** @public for the interface */
export type Note = z.infer<typeof noteSchema>;

/** @public for the interface */
export const historyActions = [
  "received",
  "status",
  "assignee",
  "note",
  "released",
  "spam_release",
  "read",
  "rejection_email",
] as const;
export const historyEntrySchema = z.object({
  id: z.string(),
  at: isoTime,
  /** null: the system (e.g. the submission arriving). */
  actor: personSchema.nullable(),
  action: z.string(),
  /** For status: the status values; for assignee: the person's name (or null). */
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** One field of a submission, in form order, with a readable label. */
export const fieldSchema = z.object({ name: z.string(), label: z.string(), value: z.string() });

/** GET /submissions/:kind/:id -> 200 SubmissionDetail (marks it read for this person) | 403 | 404. */
export const submissionDetailSchema = z.object({
  kind: submissionKindSchema,
  id: z.string(),
  reference: z.string(),
  receivedAt: isoTime,
  name: z.string(),
  email: z.string(),
  topic: z.string(),
  fields: z.array(fieldSchema),
  /** Where it came from; null for submissions from before sources were kept. */
  source: leadSourceSchema.nullable(),
  spam: z.boolean(),
  spamReason: z.string().nullable(),
  status: z.string(),
  /** The statuses this kind can take, in order (for the status menu). */
  statuses: z.array(z.string()),
  assignee: personSchema.nullable(),
  mail: z.array(mailStateSchema),
  notes: z.array(noteSchema),
  history: z.array(historyEntrySchema),
});
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

/** PATCH /submissions/:kind/:id -> 200 SubmissionDetail. assigneeId null: unassign. */
export const submissionUpdateRequestSchema = z
  .strictObject({ status: statusSchema.optional(), assigneeId: z.string().max(100).nullable().optional() })
  .refine((v) => v.status !== undefined || v.assigneeId !== undefined, { error: "Send a status or an assignee." });
/** POST /submissions/:kind/:id/notes -> 201 Note. */
export const noteRequestSchema = z.strictObject({
  body: z.string().trim().min(1, { error: "Write a note first." }).max(5000),
});
/** POST /submissions/:kind/:id/unread -> 204 (marks it unread for this person again). */
/** DELETE /submissions/:kind/:id -> 204: erasure on request (admin): row, notes, history, files, queued e-mails. */

// ---------------------------------------------------------------- hiring (applications)

/** GET /applications?... -> 200 ApplicantsPage: non-spam applications, newest first (recruiter, admin). */
export const applicantsQuerySchema = z.strictObject({
  /** A listing id (GET /listings of contracts/listings.ts). */
  listing: z.string().trim().max(80).optional(),
  /** A stage of applicationStages. */
  stage: statusSchema.optional(),
  /** "me", "none" (unassigned) or a staff id. */
  assignee: z.string().max(100).optional(),
  from: day.optional(),
  to: day.optional(),
  /** Search in name, e-mail, phone and last company (case-insensitive, substring). */
  q: z.string().trim().max(200).optional(),
  ...sourceFilters,
  cursor: cursor.optional(),
  limit,
});
/** @public for the interface */
export type ApplicantsQuery = z.input<typeof applicantsQuerySchema>;

export const applicantItemSchema = z.object({
  id: z.string(),
  reference: z.string(),
  receivedAt: isoTime,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  experienceYears: z.string(),
  listingId: z.string(),
  listingTitle: z.string(),
  stage: z.string(),
  assignee: personSchema.nullable(),
  unread: z.boolean(),
});
export type ApplicantItem = z.infer<typeof applicantItemSchema>;
export const applicantsPageSchema = pageOf(applicantItemSchema);
export type ApplicantsPage = z.infer<typeof applicantsPageSchema>;

/**
 * GET /applications/:id/resume -> 200 the file as sent (recruiter, admin), with a file name the
 * server chooses, Content-Disposition: attachment, X-Content-Type-Options: nosniff and a
 * sandboxing Content-Security-Policy. Every download is in the audit log.
 */

/** GET /applications/:id/rejection-email -> 200: the exact e-mail "Reject and send" would queue. */
export const rejectionEmailSchema = z.object({
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
});
export type RejectionEmail = z.infer<typeof rejectionEmailSchema>;
/**
 * POST /applications/:id/reject -> 200 SubmissionDetail: moves it to "rejected" and, with
 * sendEmail, queues the rejection e-mail in the same transaction (both in its history). 409 when
 * it is already rejected.
 */
export const rejectRequestSchema = z.strictObject({ sendEmail: z.boolean() });

// ---------------------------------------------------------------- spam

/** GET /spam?kind=&cursor=&limit= -> 200 SpamPage: the kinds this person may see, newest first, full content. */
export const spamQuerySchema = z.strictObject({
  kind: submissionKindSchema.optional(),
  cursor: cursor.optional(),
  limit,
});
export const spamItemSchema = z.object({
  kind: submissionKindSchema,
  id: z.string(),
  receivedAt: isoTime,
  reason: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  topic: z.string(),
  fields: z.array(fieldSchema),
});
export type SpamItem = z.infer<typeof spamItemSchema>;
export const spamPageSchema = pageOf(spamItemSchema);
/** POST /spam/:kind/:id/release -> 200 SubmissionDetail (now in the inbox, its two e-mails queued) | 404 | 409 not spam. */
/** DELETE /spam/:kind/:id -> 204 (erased for good) | 404 | 409 not spam. */

// ---------------------------------------------------------------- export

/**
 * GET /export.csv?<inbox filter, without cursor/limit> -> 200 text/csv; charset=utf-8 with a BOM,
 * Content-Disposition: attachment; filename="corvanta-inbox-YYYY-MM-DD.csv". Recorded in the audit log.
 */
export const exportQuerySchema = inboxQuerySchema.omit({ cursor: true, limit: true });

// ---------------------------------------------------------------- outbox health

export const outboxItemSchema = z.object({
  id: z.string(),
  /** "notify", "ack" (submissions) or "invite", "reset" (staff e-mails). */
  kind: z.string(),
  submissionKind: z.string(),
  submissionId: z.string(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  createdAt: isoTime,
  nextAttemptAt: isoTime.nullable(),
  failedAt: isoTime.nullable(),
  lastError: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;
/** GET /outbox (admin) -> 200. */
export const outboxHealthSchema = z.object({
  counts: z.object({ pending: z.number().int(), failed: z.number().int(), sent: z.number().int() }),
  oldestPendingAt: isoTime.nullable(),
  pending: z.array(outboxItemSchema),
  failed: z.array(outboxItemSchema),
});
export type OutboxHealth = z.infer<typeof outboxHealthSchema>;
/** POST /outbox/:id/retry -> 204 | 404 | 409 (not failed). POST /outbox/retry-failed -> 200 { count }. */
export const countSchema = z.object({ count: z.number().int() });

// ---------------------------------------------------------------- dashboard

/** GET /dashboard -> 200, limited to the kinds this person may see. */
export const dashboardSchema = z.object({
  kinds: z.array(
    z.object({
      kind: submissionKindSchema,
      /** Status "new" (or the first status). */
      new: z.number().int(),
      /** Received in the last 7 days. */
      lastWeek: z.number().int(),
      unassigned: z.number().int(),
      spam: z.number().int(),
    }),
  ),
  /** Open items (not in a final status) assigned to this person. */
  mine: z.number().int(),
  /** Open items per assignee (null: unassigned). */
  waiting: z.array(z.object({ assignee: personSchema.nullable(), count: z.number().int() })),
  /** Counts only (the list is on /outbox, for admins). */
  mail: z.object({ pending: z.number().int(), failed: z.number().int(), oldestPendingAt: isoTime.nullable() }),
  /** Destinations paused after a day of failures (admins only; empty for others). */
  pausedDestinations: z.array(z.object({ id: z.string(), name: z.string(), pausedAt: isoTime.nullable() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---------------------------------------------------------------- staff accounts (admin)

export const staffStatusSchema = z.enum(["invited", "active", "disabled"]);
export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(roleSchema),
  status: staffStatusSchema,
  createdAt: isoTime,
  lastSignInAt: isoTime.nullable(),
  passkeyCount: z.number().int(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
/** GET /staff (admin) -> 200 { items }. */
export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });
/** GET /people (any staff) -> 200 { items }: active colleagues, for the assignee menu and filter. */
export const peopleSchema = z.object({ items: z.array(personSchema.extend({ roles: z.array(roleSchema) })) });

const rolesList = z.array(roleSchema).min(1, { error: "Choose at least one role." }).max(roles.length);
/** POST /staff/invitations (admin) -> 201 { member, invitationUrl, expiresAt }; also re-invites an invited account. 409: already active. */
export const inviteRequestSchema = z.strictObject({ email, name: z.string().trim().min(1).max(100), roles: rolesList });
export const invitationCreatedSchema = z.object({
  member: staffMemberSchema,
  invitationUrl: z.string(),
  expiresAt: isoTime,
});
/** PATCH /staff/:id (admin) -> 200 StaffMember. 409: would leave no active admin. */
export const staffUpdateRequestSchema = z
  .strictObject({ name: z.string().trim().min(1).max(100).optional(), roles: rolesList.optional() })
  .refine((v) => v.name !== undefined || v.roles !== undefined, { error: "Send a name or roles." });
/** POST /staff/:id/disable (admin) -> 200 StaffMember (its sessions end at once; 409 for the last admin). POST /staff/:id/enable -> 200. */

// ---------------------------------------------------------------- audit log (admin)

export const auditActions = [
  "sign_in",
  "sign_in_failed",
  "sign_in_throttled",
  "sign_out",
  "sign_out_everywhere",
  "passkey_added",
  "passkey_removed",
  "password_changed",
  "password_reset_requested",
  "password_reset",
  "invitation_created",
  "invitation_accepted",
  "account_updated",
  "account_disabled",
  "account_enabled",
  "settings_changed",
  "status_changed",
  "assignee_changed",
  "note_added",
  "spam_released",
  "submission_erased",
  "export",
  "outbox_retry",
  "retention_purge",
  "resume_downloaded",
  "rejection_email_queued",
  "certificate_issued",
  "certificate_revoked",
  "certificate_reinstated",
  "listing_created",
  "listing_saved",
  "listing_published",
  "listing_scheduled",
  "listing_unscheduled",
  "listing_closed",
  "listing_reopened",
  "listing_restored",
  "listing_duplicated",
  "destination_created",
  "destination_updated",
  "destination_deleted",
  "destination_paused",
  "destination_resumed",
  "destination_secret_rotated",
  "destination_test_sent",
  "delivery_redelivered",
  "api_token_created",
  "api_token_revoked",
  "api_token_used",
  "content_created",
  "content_saved",
  "content_published",
  "content_scheduled",
  "content_unscheduled",
  "content_restored",
  "content_unpublished",
  "content_discarded",
  "image_uploaded",
  "image_deleted",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** GET /audit?action=&cursor=&limit= (admin) -> 200 AuditPage, newest first. Never holds submission content. */
export const auditQuerySchema = z.strictObject({
  action: z.enum(auditActions).optional(),
  cursor: cursor.optional(),
  limit,
});
export const auditEntrySchema = z.object({
  id: z.string(),
  at: isoTime,
  actor: personSchema.nullable(),
  action: z.string(),
  /** e.g. "quote", "staff", "outbox"; with targetId, what the action was about. */
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** Non-personal detail: from/to status, roles, counts, filter used. */
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);

// ---------------------------------------------------------------- settings and retention (admin)

/** GET /settings (admin) -> 200 Settings; PATCH /settings -> 200 Settings. */
export const settingsSchema = z.object({ requirePasskeys: z.boolean() });
/** @public for the interface */
export type Settings = z.infer<typeof settingsSchema>;
export const settingsUpdateRequestSchema = z.strictObject({ requirePasskeys: z.boolean() });

// ---------------------------------------------------------------- traffic (docs/analytics.md)

/** Who sees the Traffic view: admins, sales and editors (docs/analytics.md). */
export const analyticsRoles: readonly Role[] = ["admin", "sales", "editor"];

/** GET /traffic?from=&to= -> 200 TrafficReport. Both days inclusive (IST); default the last 30 days. */
export const trafficQuerySchema = z.strictObject({ from: day.optional(), to: day.optional() });
/** @public for the interface */
export type TrafficQuery = z.input<typeof trafficQuerySchema>;

const count = z.number().int().min(0);
export const trafficRowSchema = z.object({ value: z.string(), pageviews: count, visitors: count, visits: count });
export type TrafficRow = z.infer<typeof trafficRowSchema>;
const trafficTotals = z.object({ visitors: count, pageviews: count, visits: count, conversions: count });
export const conversionRowSchema = z.object({
  value: z.string(),
  /** Visits that began with this source or page in the period. */
  visits: count,
  quotes: count,
  contacts: count,
  applications: count,
  /** (quotes + contacts + applications) / visits; null without visits. */
  rate: z.number().nullable(),
});
export type ConversionRow = z.infer<typeof conversionRowSchema>;
export const trafficReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  totals: trafficTotals,
  previous: trafficTotals,
  /** One entry per day of the period, days without visits included. */
  days: z.array(z.object({ day: z.string(), visitors: count, pageviews: count, visits: count })),
  pages: z.array(trafficRowSchema),
  entryPages: z.array(trafficRowSchema),
  referrers: z.array(trafficRowSchema),
  channels: z.array(trafficRowSchema),
  campaigns: z.array(trafficRowSchema),
  devices: z.array(trafficRowSchema),
  browsers: z.array(trafficRowSchema),
  conversions: z.object({
    byChannel: z.array(conversionRowSchema),
    byCampaign: z.array(conversionRowSchema),
    byLandingPage: z.array(conversionRowSchema),
  }),
  /**
   * When the period holds today: how far today's figures are counted (docs/analytics.md "Today's
   * figures"). `countedUpTo` is the moment of the last count (null before the first), `counting`
   * whether page views newer than it are still to be counted.
   */
  today: z.object({ countedUpTo: isoTime.nullable(), counting: z.boolean() }).nullable(),
});
export type TrafficReport = z.infer<typeof trafficReportSchema>;
/** The figures of a report, without how far today is counted (server/analytics/report.ts). */
export type TrafficFigures = Omit<TrafficReport, "today">;

/** GET /retention (admin) -> 200; POST /retention/run (admin) -> 200 (runs the purge now). */
export const retentionStatusSchema = z.object({
  /** Days each kind of data is kept (the privacy page states the same numbers). */
  periods: z.object({ enquiries: z.number().int(), applications: z.number().int(), spam: z.number().int() }),
  lastRun: z
    .object({
      startedAt: isoTime,
      finishedAt: isoTime.nullable(),
      ok: z.boolean(),
      /** What was deleted: quotes, contacts, applications, resumes, outbox, ... */
      counts: z.record(z.string(), z.number()),
      error: z.string().nullable(),
    })
    .nullable(),
  nextRunAt: isoTime.nullable(),
});
export type RetentionStatus = z.infer<typeof retentionStatusSchema>;

/** What each count of a retention run (`lastRun.counts`) is, as an admin reads it. */
export const retentionCountLabels: Record<string, string> = {
  quotes: "quotes",
  contacts: "contact messages",
  applications: "applications",
  resumes: "résumés",
  outbox: "e-mails",
  idempotencyKeys: "expired duplicate-send guards",
  notes: "notes",
  history: "history entries",
  staffMails: "staff e-mails",
  sessions: "expired sessions",
  deliveryEvents: "delivery log entries",
  analyticsDaysRolledUp: "days of visits summarised",
  analyticsEvents: "raw visits past their days",
  analyticsRollups: "old visit summaries",
  analyticsSalts: "old daily visitor keys",
};

/** A count's words; a count added later without words here still reads as words, not code. */
export function retentionCountLabel(key: string): string {
  return retentionCountLabels[key] ?? key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}

// ---------------------------------------------------------------- paths

/** Every workspace API path (relative to WORKSPACE_API); ":kind" and ":id" are filled in by the caller. */
export const WORKSPACE_PATHS = {
  signIn: "/auth/sign-in",
  signOut: "/auth/sign-out",
  signOutEverywhere: "/auth/sign-out-everywhere",
  me: "/auth/me",
  passwordStrength: "/auth/password-strength",
  invitation: "/auth/invitations/:token",
  acceptInvitation: "/auth/invitations/accept",
  passwordResetRequest: "/auth/password-reset/request",
  passwordReset: "/auth/password-reset/:token",
  passwordResetComplete: "/auth/password-reset/complete",
  passkeySignInOptions: "/auth/passkeys/options",
  passkeySignInVerify: "/auth/passkeys/verify",
  changePassword: "/account/password",
  passkeys: "/passkeys",
  passkeyRegisterOptions: "/passkeys/options",
  passkey: "/passkeys/:id",
  inbox: "/inbox",
  submission: "/submissions/:kind/:id",
  submissionNotes: "/submissions/:kind/:id/notes",
  submissionUnread: "/submissions/:kind/:id/unread",
  applications: "/applications",
  applicationResume: "/applications/:id/resume",
  applicationRejectionEmail: "/applications/:id/rejection-email",
  applicationReject: "/applications/:id/reject",
  spam: "/spam",
  spamRelease: "/spam/:kind/:id/release",
  spamItem: "/spam/:kind/:id",
  export: "/export.csv",
  outbox: "/outbox",
  outboxRetry: "/outbox/:id/retry",
  outboxRetryFailed: "/outbox/retry-failed",
  dashboard: "/dashboard",
  people: "/people",
  staff: "/staff",
  staffInvite: "/staff/invitations",
  staffMember: "/staff/:id",
  staffDisable: "/staff/:id/disable",
  staffEnable: "/staff/:id/enable",
  audit: "/audit",
  settings: "/settings",
  retention: "/retention",
  traffic: "/traffic",
  retentionRun: "/retention/run",
} as const;

/** The full URL path of a workspace API call: workspacePath("submission", { kind: "quote", id }). */
export function workspacePath(name: keyof typeof WORKSPACE_PATHS, params: Record<string, string> = {}): string {
  return (
    WORKSPACE_API + WORKSPACE_PATHS[name].replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(params[k] ?? ""))
  );
}

/** Workspace pages in the browser (app/workspace): invitation and reset links in e-mails point here. */
export const WORKSPACE_PAGES = {
  home: "/admin",
  acceptInvitation: "/admin/invitation",
  resetPassword: "/admin/reset-password",
} as const;
/** Links carry the token in the fragment (#token=...) so it never reaches a server log or a Referer. */
export const tokenLink = (origin: string, page: string, token: string) => `${origin}${page}#token=${token}`;
