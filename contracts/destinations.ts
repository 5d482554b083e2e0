/**
 * Destinations in the staff workspace (docs/deliveries.md): the shapes of the
 * /api/admin/destinations calls (admins only). Paths are relative to WORKSPACE_API ("/api/admin").
 * The events and their payloads are described once on the server (server/events.ts); the workspace
 * gets their names and labels from GET /destinations.
 */
import { z } from "zod";
import { pageOf, submissionKinds } from "./workspace";

export const DESTINATION_PATHS = {
  list: "/destinations",
  item: "/destinations/:id",
  test: "/destinations/:id/test",
  rotate: "/destinations/:id/rotate-secret",
  resume: "/destinations/:id/resume",
  pause: "/destinations/:id/pause",
  deliveries: "/destinations/:id/deliveries",
  redeliver: "/destinations/:id/deliveries/:deliveryId/redeliver",
} as const;

export const destinationKindSchema = z.enum(["webhook", "slack", "teams", "google_chat", "cdn"]);
export type DestinationKindName = z.infer<typeof destinationKindSchema>;
/** Kinds an admin can add (the CDN purge comes from CDN_PURGE_URL). */
export const addableKinds = ["webhook", "slack", "teams", "google_chat"] as const;

export const DESTINATION_LIMITS = { name: 80, url: 2000, graceHoursMax: 168 } as const;

const isoTime = z.string();

export const destinationSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: destinationKindSchema,
  url: z.string(),
  events: z.array(z.string()),
  kinds: z.array(z.enum(submissionKinds)),
  state: z.enum(["active", "paused"]),
  failingSince: isoTime.nullable(),
  pausedAt: isoTime.nullable(),
  /** While a rotation's grace period runs: until when the previous secret still signs. */
  previousSecretUntil: isoTime.nullable(),
  createdAt: isoTime,
  counts: z.object({ pending: z.number(), delivered: z.number(), failed: z.number() }),
});
export type Destination = z.infer<typeof destinationSchema>;

export const destinationListSchema = z.object({
  items: z.array(destinationSchema),
  /** The events a destination can choose, with their labels. */
  catalogue: z.array(z.object({ type: z.string(), label: z.string() })),
  /** DELIVERY_ALLOW_PRIVATE is on: http:// and private addresses are allowed (local testing only). */
  allowPrivate: z.boolean(),
});
export type DestinationList = z.infer<typeof destinationListSchema>;

export const destinationCreateRequestSchema = z.strictObject({
  name: z.string().trim().min(1, { error: "Give it a name." }).max(DESTINATION_LIMITS.name),
  kind: z.enum(addableKinds),
  url: z.string().trim().min(1, { error: "Enter the URL." }).max(DESTINATION_LIMITS.url),
  events: z.array(z.string().max(60)).min(1, { error: "Choose at least one event." }).max(20),
  kinds: z
    .array(z.enum(submissionKinds))
    .max(3)
    .default([...submissionKinds]),
});
export type DestinationCreateRequest = z.input<typeof destinationCreateRequestSchema>;

export const destinationUpdateRequestSchema = z.strictObject({
  name: destinationCreateRequestSchema.shape.name.optional(),
  url: destinationCreateRequestSchema.shape.url.optional(),
  events: destinationCreateRequestSchema.shape.events.optional(),
  kinds: z.array(z.enum(submissionKinds)).max(3).optional(),
});

/** A new destination, or a rotated secret: the only time the secret is shown. */
export const destinationSecretSchema = z.object({ destination: destinationSchema, secret: z.string() });

export const rotateRequestSchema = z.strictObject({
  /** Hours the previous secret keeps signing beside the new one (0: stops at once). */
  graceHours: z.number().int().min(0).max(DESTINATION_LIMITS.graceHoursMax).default(24),
});

export const attemptSchema = z.object({
  at: isoTime,
  statusCode: z.number().nullable(),
  latencyMs: z.number(),
  responseExcerpt: z.string().nullable(),
  error: z.string().nullable(),
});

export const deliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  eventLabel: z.string(),
  state: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number(),
  createdAt: isoTime,
  nextAttemptAt: isoTime.nullable(),
  deliveredAt: isoTime.nullable(),
  failedAt: isoTime.nullable(),
  lastStatus: z.number().nullable(),
  lastError: z.string().nullable(),
  log: z.array(attemptSchema),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryQuerySchema = z.strictObject({
  state: z.enum(["pending", "delivered", "failed"]).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const deliveryPageSchema = pageOf(deliverySchema).extend({ destination: destinationSchema });
export type DeliveryPage = z.infer<typeof deliveryPageSchema>;

export const testQueuedSchema = z.object({ eventId: z.string() });
