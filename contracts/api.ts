/** Shapes of API answers shared by the forms and the server. */
import type { z } from "zod";
import type { createdSchema } from "./created";

/**
 * The three things a visitor can submit: the one list the forms' pages, the server's registry,
 * the outbox, the CLI and the workspace all name them from.
 */
export const submissionKinds = ["quote", "contact", "application"] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

/** Reasons a native (no-JavaScript) form post can fail; each has its own page (/form-error/<reason>). */
export const formErrorReasons = ["invalid", "too-large", "file-type", "rate-limited", "unavailable"] as const;
export type FormErrorReason = (typeof formErrorReasons)[number];

/** 201 answer of every submission route (the schema is in created.ts, kept out of the pages' bundles). */
export type ApiCreated = z.infer<typeof createdSchema>;
export interface ApiError {
  error: string;
  message: string;
  requestId?: string;
  /** For 400: one message per field that failed. */
  fields?: Record<string, string>;
}

/**
 * Where the browser sends API calls: the site's own origin by default; set VITE_API_ORIGIN
 * at build time for a split deployment (static files on a CDN, API elsewhere).
 */
export const apiOrigin: string = (import.meta.env?.VITE_API_ORIGIN as string | undefined)?.replace(/\/+$/, "") ?? "";
export const apiUrl = (path: string) => `${apiOrigin}${path}`;

/** The API's paths (the forms' `action` attributes and the fetch calls use the same ones). */
export const API_PATHS = {
  quote: "/api/quotes",
  contact: "/api/contacts",
  application: "/api/applications",
  /** GET `${API_PATHS.certificate}/${encodeURIComponent(id)}` */
  certificate: "/api/certificates",
  /** POST: a page view from the page's beacon (app/lib/beacon.js; docs/analytics.md). Same origin only. */
  event: "/api/event",
} as const;

/** Sent with every POST; one value per filled form, reused for retries of the same submission. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
