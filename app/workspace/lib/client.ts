/**
 * Typed calls to the workspace API, one per endpoint of contracts/workspace.ts, each checking the
 * answer against the contract's schema.
 */
import {
  acceptedMessageSchema,
  applicantsPageSchema,
  auditPageSchema,
  countSchema,
  dashboardSchema,
  inboxPageSchema,
  invitationCreatedSchema,
  invitationInfoSchema,
  meSchema,
  noteSchema,
  outboxHealthSchema,
  passkeyListSchema,
  passkeyRegisterOptionsSchema,
  passkeySchema,
  passkeySignInOptionsSchema,
  passwordResetInfoSchema,
  passwordStrengthSchema,
  peopleSchema,
  rejectionEmailSchema,
  retentionStatusSchema,
  settingsSchema,
  spamPageSchema,
  staffListSchema,
  staffMemberSchema,
  submissionDetailSchema,
  trafficReportSchema,
  workspacePath as path,
  type Role,
} from "#contracts/workspace.ts";
import { request, type Query } from "./api";

const noSession = { session: false } as const;

export const api = {
  // session and sign-in
  me: () => request(path("me"), { schema: meSchema, session: false }),
  signIn: (email: string, password: string) =>
    request(path("signIn"), { method: "POST", body: { email, password }, schema: meSchema, ...noSession }),
  signOut: () => request(path("signOut"), { method: "POST", ...noSession }),
  signOutEverywhere: () => request(path("signOutEverywhere"), { method: "POST" }),
  passwordStrength: (password: string, userInputs: string[], signal?: AbortSignal) =>
    request(path("passwordStrength"), {
      method: "POST",
      body: { password, userInputs: userInputs.filter(Boolean).slice(0, 5) },
      schema: passwordStrengthSchema,
      signal,
      ...noSession,
    }),
  invitation: (token: string) => request(path("invitation", { token }), { schema: invitationInfoSchema, ...noSession }),
  acceptInvitation: (token: string, password: string) =>
    request(path("acceptInvitation"), { method: "POST", body: { token, password }, schema: meSchema, ...noSession }),
  requestReset: (email: string) =>
    request(path("passwordResetRequest"), {
      method: "POST",
      body: { email },
      schema: acceptedMessageSchema,
      ...noSession,
    }),
  resetInfo: (token: string) =>
    request(path("passwordReset", { token }), { schema: passwordResetInfoSchema, ...noSession }),
  completeReset: (token: string, password: string) =>
    request(path("passwordResetComplete"), {
      method: "POST",
      body: { token, password },
      schema: meSchema,
      ...noSession,
    }),
  passkeySignInOptions: () =>
    request(path("passkeySignInOptions"), { method: "POST", schema: passkeySignInOptionsSchema, ...noSession }),
  passkeySignInVerify: (challengeId: string, response: unknown) =>
    request(path("passkeySignInVerify"), {
      method: "POST",
      body: { challengeId, response },
      schema: meSchema,
      ...noSession,
    }),
  changePassword: (currentPassword: string, newPassword: string) =>
    request(path("changePassword"), { method: "POST", body: { currentPassword, newPassword } }),

  // passkeys of the signed-in person
  passkeys: () => request(path("passkeys"), { schema: passkeyListSchema }),
  passkeyRegisterOptions: () =>
    request(path("passkeyRegisterOptions"), { method: "POST", schema: passkeyRegisterOptionsSchema }),
  passkeyRegister: (challengeId: string, response: unknown, name?: string) =>
    request(path("passkeys"), {
      method: "POST",
      body: { challengeId, response, ...(name ? { name } : {}) },
      schema: passkeySchema,
    }),
  passkeyRemove: (id: string) => request(path("passkey", { id }), { method: "DELETE" }),

  // leads
  dashboard: () => request(path("dashboard"), { schema: dashboardSchema }),
  people: () => request(path("people"), { schema: peopleSchema }),
  inbox: (query: Query, signal?: AbortSignal) => request(path("inbox"), { query, schema: inboxPageSchema, signal }),
  submission: (kind: string, id: string) =>
    request(path("submission", { kind, id }), { schema: submissionDetailSchema }),
  updateSubmission: (kind: string, id: string, change: { status?: string; assigneeId?: string | null }) =>
    request(path("submission", { kind, id }), { method: "PATCH", body: change, schema: submissionDetailSchema }),
  addNote: (kind: string, id: string, body: string) =>
    request(path("submissionNotes", { kind, id }), { method: "POST", body: { body }, schema: noteSchema }),
  markUnread: (kind: string, id: string) => request(path("submissionUnread", { kind, id }), { method: "POST" }),
  erase: (kind: string, id: string) => request(path("submission", { kind, id }), { method: "DELETE" }),
  spam: (query: Query) => request(path("spam"), { query, schema: spamPageSchema }),
  releaseSpam: (kind: string, id: string) =>
    request(path("spamRelease", { kind, id }), { method: "POST", schema: submissionDetailSchema }),
  deleteSpam: (kind: string, id: string) => request(path("spamItem", { kind, id }), { method: "DELETE" }),
  exportUrl: (query: Query) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query))
      if (v !== undefined && v !== null && v !== "" && k !== "cursor" && k !== "limit") params.set(k, String(v));
    const s = params.toString();
    return `${path("export")}${s ? `?${s}` : ""}`;
  },

  // traffic
  traffic: (query: Query, signal?: AbortSignal) =>
    request(path("traffic"), { query, schema: trafficReportSchema, signal }),

  // hiring
  applicants: (query: Query, signal?: AbortSignal) =>
    request(path("applications"), { query, schema: applicantsPageSchema, signal }),
  /** A plain link: the browser downloads the file with the session cookie. */
  resumeUrl: (id: string) => path("applicationResume", { id }),
  rejectionEmail: (id: string) => request(path("applicationRejectionEmail", { id }), { schema: rejectionEmailSchema }),
  reject: (id: string, sendEmail: boolean) =>
    request(path("applicationReject", { id }), { method: "POST", body: { sendEmail }, schema: submissionDetailSchema }),

  // e-mail health
  outbox: () => request(path("outbox"), { schema: outboxHealthSchema }),
  retryOutbox: (id: string) => request(path("outboxRetry", { id }), { method: "POST" }),
  retryAllFailed: () => request(path("outboxRetryFailed"), { method: "POST", schema: countSchema }),

  // administration
  staff: () => request(path("staff"), { schema: staffListSchema }),
  invite: (input: { email: string; name: string; roles: Role[] }) =>
    request(path("staffInvite"), { method: "POST", body: input, schema: invitationCreatedSchema }),
  updateStaff: (id: string, change: { name?: string; roles?: Role[] }) =>
    request(path("staffMember", { id }), { method: "PATCH", body: change, schema: staffMemberSchema }),
  disableStaff: (id: string) => request(path("staffDisable", { id }), { method: "POST", schema: staffMemberSchema }),
  enableStaff: (id: string) => request(path("staffEnable", { id }), { method: "POST", schema: staffMemberSchema }),
  audit: (query: Query) => request(path("audit"), { query, schema: auditPageSchema }),
  settings: () => request(path("settings"), { schema: settingsSchema }),
  updateSettings: (requirePasskeys: boolean) =>
    request(path("settings"), { method: "PATCH", body: { requirePasskeys }, schema: settingsSchema }),
  retention: () => request(path("retention"), { schema: retentionStatusSchema }),
  runRetention: () => request(path("retentionRun"), { method: "POST", schema: retentionStatusSchema }),
};
