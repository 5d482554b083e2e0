/**
 * What one delivery sends: the body for the destination's kind (the event's JSON for a webhook,
 * a card for a chat service, the changed paths for the CDN purge) and its headers, signed as the
 * Standard Webhooks specification says (webhook-id, webhook-timestamp, webhook-signature) with
 * the destination's secret, and with the previous secret too during a rotation's grace period.
 * Signing is the specification's own library (standardwebhooks).
 */
import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import type { DestinationRow } from "../db/delivery-schema";
import type { DeliveryEvent, EventData } from "../events";
import { googleChatMessage, slackMessage, summarize, teamsMessage } from "./chat";

export const destinationKinds = ["webhook", "slack", "teams", "google_chat", "cdn"] as const;
export type DestinationKind = (typeof destinationKinds)[number];

/** The hosts each chat service's webhook URLs live on (checked unless DELIVERY_ALLOW_PRIVATE is set). */
export const chatHosts: Partial<Record<DestinationKind, { hosts: RegExp; example: string }>> = {
  slack: { hosts: /^hooks\.slack\.com$/, example: "https://hooks.slack.com/services/..." },
  teams: {
    hosts: /(^|\.)(logic\.azure\.com|powerplatform\.com|powerautomate\.com)$/,
    example: "https://....logic.azure.com/workflows/... or https://....powerplatform.com/...",
  },
  google_chat: {
    hosts: /^chat\.googleapis\.com$/,
    example: "https://chat.googleapis.com/v1/spaces/.../messages?key=...",
  },
};

/** A new signing secret: "whsec_" and 32 random bytes in base64, as Standard Webhooks libraries expect. */
export const newSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

export const USER_AGENT = "Corvanta-Deliveries/1 (+https://www.standardwebhooks.com)";

export interface OutgoingRequest {
  headers: Record<string, string>;
  body: string;
}

/** The body for the destination's kind. */
export function bodyFor(kind: DestinationKind, event: DeliveryEvent, eventId: string): string {
  switch (kind) {
    case "webhook":
      return JSON.stringify(event);
    case "cdn": {
      const d = event.data as EventData<"site.published">;
      return JSON.stringify({ paths: d.paths ?? [], publishedAt: event.timestamp });
    }
    case "slack":
      return JSON.stringify(slackMessage(summarize(event)));
    case "teams":
      return JSON.stringify(teamsMessage(summarize(event)));
    case "google_chat":
      return JSON.stringify(googleChatMessage(summarize(event), eventId));
  }
}

/** The secrets that sign now: the current one, and the previous one until its grace period ends. */
export function signingSecrets(
  d: Pick<DestinationRow, "secret" | "previous_secret" | "previous_secret_until">,
  now: number,
) {
  const secrets = [d.secret];
  if (d.previous_secret && d.previous_secret_until && Date.parse(d.previous_secret_until) > now)
    secrets.push(d.previous_secret);
  return secrets;
}

export function buildRequest(
  d: Pick<
    DestinationRow,
    "kind" | "secret" | "previous_secret" | "previous_secret_until" | "header_name" | "header_value"
  >,
  eventId: string,
  event: DeliveryEvent,
  now: number,
): OutgoingRequest {
  const body = bodyFor(d.kind as DestinationKind, event, eventId);
  const at = new Date(Math.floor(now / 1000) * 1000);
  const signature = signingSecrets(d, now)
    .map((s) => new Webhook(s).sign(eventId, at, body))
    .join(" ");
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "user-agent": USER_AGENT,
    "webhook-id": eventId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": signature,
  };
  if (d.header_name && d.header_value) headers[d.header_name.toLowerCase()] = d.header_value;
  return { headers, body };
}
