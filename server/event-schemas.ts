/**
 * The JSON Schema (draft 2020-12) of each event's body, made from its one description
 * (server/events.ts) by zod's own toJSONSchema. docs/events/<type>.schema.json hold them;
 * event-schemas.test.ts fails when they differ from what the code says, and `npx tsx
 * server/event-schemas.ts && npx prettier --write docs/events` writes them again.
 */
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import { envelopeSchema, eventData, type EventType } from "./events";

export function eventJsonSchemas(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const type of Object.keys(eventData) as EventType[]) {
    const schema = z.toJSONSchema(envelopeSchema(type, eventData[type]), { target: "draft-2020-12" });
    out[`${type}.schema.json`] =
      `${JSON.stringify({ $id: `https://www.corvanta.example/docs/events/${type}.schema.json`, ...schema }, null, 2)}\n`;
  }
  return out;
}

export const EVENTS_DIR = resolve(import.meta.dirname, "../docs/events");

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  for (const [name, body] of Object.entries(eventJsonSchemas())) writeFileSync(join(EVENTS_DIR, name), body);
  process.stdout.write(`wrote ${Object.keys(eventJsonSchemas()).length} schemas to docs/events/\n`);
}
