/** Tables of deliveries and API tokens, as Kysely sees them (server/db/delivery-migrations.ts creates them). */
import type { Selectable } from "kysely";

export interface DestinationsTable {
  id: string;
  name: string;
  /** server/deliveries/requests.ts `destinationKinds`. */
  kind: string;
  url: string;
  /** JSON array of event types (server/events.ts). */
  events: string;
  /** JSON array of submission kinds the submission events are sent for. */
  kinds: string;
  /** The signing secret (whsec_...), kept to sign with; shown to an admin once. */
  secret: string;
  /** After a rotation: the secret before, still signing until previous_secret_until. */
  previous_secret: string | null;
  previous_secret_until: string | null;
  /** An extra header sent with each request (the CDN purge's credentials). */
  header_name: string | null;
  header_value: string | null;
  state: "active" | "paused";
  /** The first failure since the last success; null while it answers. */
  failing_since: string | null;
  paused_at: string | null;
  created_at: string;
  updated_at: string;
  created_by: string | null;
}

export interface DeliveryEventsTable {
  /** The event's id, sent as webhook-id: the same on every attempt and redelivery. */
  id: string;
  type: string;
  /** What the event is about (a submission's kind and id, "certificate", "site"), for erasure and the log. */
  subject_kind: string | null;
  subject_id: string | null;
  /** Only this destination (a test event); null: every destination that chose the type. */
  destination_id: string | null;
  /** The JSON body as the receivers get it. */
  payload: string;
  created_at: string;
  /** 1 once its deliveries were made (server/deliveries/relay.ts). */
  fanned_out: number;
}

export interface DeliveriesTable {
  id: string;
  event_id: string;
  destination_id: string;
  state: "pending" | "delivered" | "failed";
  attempts: number;
  next_attempt_at: string;
  /** Retried until then, then failed (created, resumed or redelivered + the retry window). */
  retry_until: string;
  created_at: string;
  delivered_at: string | null;
  failed_at: string | null;
  last_status: number | null;
  last_error: string | null;
}

export interface DeliveryAttemptsTable {
  id: string;
  delivery_id: string;
  destination_id: string;
  at: string;
  status_code: number | null;
  latency_ms: number;
  /** The first bytes of the answer, as text, control characters removed. */
  response_excerpt: string | null;
  /** Why no answer came (refused address, timeout, connection error). */
  error: string | null;
}

export interface ApiTokensTable {
  id: string;
  name: string;
  /** SHA-256 of the token; the token itself is shown once and never stored. */
  hash: string;
  /** The token's first characters, to tell tokens apart in lists. */
  prefix: string;
  /** JSON array of scopes. */
  scopes: string;
  created_at: string;
  created_by: string | null;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
}

export interface DeliveryTables {
  destinations: DestinationsTable;
  delivery_events: DeliveryEventsTable;
  deliveries: DeliveriesTable;
  delivery_attempts: DeliveryAttemptsTable;
  api_tokens: ApiTokensTable;
}

export type DestinationRow = Selectable<DestinationsTable>;
export type DeliveryRow = Selectable<DeliveriesTable>;
