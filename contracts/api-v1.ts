/**
 * The public API for developers, /api/v1 (docs/api.md): submissions listed with filters and
 * cursor paging, read one, change its status or stage, with a bearer API token whose scopes say
 * what it may do. These schemas validate the requests and answers and make the OpenAPI 3.1
 * document served at /api/v1/openapi.json (server/api/openapi.ts).
 */
import { z } from "zod";
import { pageOf, submissionKinds } from "./workspace";

export const API_V1 = "/api/v1";

export const apiScopes = ["leads:read", "applications:read", "statuses:write"] as const;
export type ApiScope = (typeof apiScopes)[number];
export const apiScopeLabels: Record<ApiScope, string> = {
  "leads:read": "Read leads (quote requests and contact messages)",
  "applications:read": "Read job applications",
  "statuses:write": "Change statuses and hiring stages (of what the token can read)",
};

export const API_V1_PATHS = {
  submissions: "/submissions",
  submission: "/submissions/:kind/:id",
  openapi: "/openapi.json",
} as const;

const isoTime = z.string().meta({ description: "UTC, ISO 8601" });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const listQuerySchema = z.strictObject({
  kind: z.enum(submissionKinds).meta({ description: "Which kind of submission to list." }),
  status: z.string().trim().min(1).max(40).optional().meta({ description: "Only this status (or hiring stage)." }),
  from: day.optional().meta({ description: "Received on or after this day (YYYY-MM-DD, India time)." }),
  to: day.optional().meta({ description: "Received on or before this day (YYYY-MM-DD, India time)." }),
  cursor: z.string().max(200).optional().meta({ description: "The nextCursor of the previous page." }),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const submissionSummarySchema = z
  .object({
    kind: z.enum(submissionKinds),
    id: z.string(),
    receivedAt: isoTime,
    name: z.string(),
    email: z.string(),
    topic: z.string().meta({ description: "The service asked about, the subject, or the position applied for." }),
    status: z.string(),
  })
  .meta({ id: "SubmissionSummary" });

export const listAnswerSchema = pageOf(submissionSummarySchema).meta({ id: "SubmissionPage" });

export const submissionParamsSchema = z.strictObject({
  kind: z.enum(submissionKinds),
  id: z.string().min(1).max(100),
});

export const submissionSchema = z
  .object({
    kind: z.enum(submissionKinds),
    id: z.string(),
    receivedAt: isoTime,
    status: z.string(),
    statuses: z.array(z.string()).meta({ description: "The statuses this kind can take, in order." }),
    fields: z
      .array(z.object({ name: z.string(), label: z.string(), value: z.string() }))
      .meta({ description: "What was submitted, in form order (a résumé as its name, type and size)." }),
  })
  .meta({ id: "Submission" });

export const statusChangeSchema = z
  .strictObject({ status: z.string().trim().min(1).max(40) })
  .meta({ id: "StatusChange" });

export const apiErrorSchema = z
  .object({ error: z.string(), message: z.string(), requestId: z.string() })
  .meta({ id: "Error" });

/**
 * API tokens in the staff workspace (admins only): the /api/admin/api-tokens calls, paths relative
 * to WORKSPACE_API. The token itself is in the creation's answer once; only its SHA-256 is stored.
 */
export const API_TOKEN_PATHS = { list: "/api-tokens", revoke: "/api-tokens/:id/revoke" } as const;
export const API_TOKEN_LIMITS = { name: 80 } as const;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The token's first characters, to tell tokens apart (cvt_ and six more). */
  prefix: z.string(),
  scopes: z.array(z.enum(apiScopes)),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** The name of the staff member who made it, when that account still exists. */
  createdByName: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiTokenItem = z.infer<typeof apiTokenSchema>;
export const apiTokenListSchema = z.object({ items: z.array(apiTokenSchema) });
export const apiTokenCreateSchema = z.strictObject({
  name: z.string().trim().min(1, { error: "Give the token a name." }).max(API_TOKEN_LIMITS.name),
  scopes: z.array(z.enum(apiScopes)).min(1, { error: "Choose at least one scope." }).max(apiScopes.length),
  expiresAt: z.iso.datetime().nullable().optional(),
});
export type ApiTokenCreateRequest = z.infer<typeof apiTokenCreateSchema>;
export const apiTokenCreatedSchema = z.object({ token: z.string(), item: apiTokenSchema });
