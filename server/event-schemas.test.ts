/** docs/events/*.schema.json are what server/events.ts describes (regenerate: npx tsx server/event-schemas.ts && npx prettier --write docs/events). */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EVENTS_DIR, eventJsonSchemas } from "./event-schemas";

describe("published event schemas", () => {
  it("one schema per event, each equal to what the code generates", () => {
    const made = eventJsonSchemas();
    const files = readdirSync(EVENTS_DIR).filter((f) => f.endsWith(".schema.json"));
    expect(files.sort()).toEqual(Object.keys(made).sort());
    // Compared as JSON: the files are kept in the project's formatting (prettier).
    for (const [name, body] of Object.entries(made))
      expect(JSON.parse(readFileSync(join(EVENTS_DIR, name), "utf8")), name).toEqual(JSON.parse(body));
    const quote = JSON.parse(made["quote.received.schema.json"]!) as { properties: { data: { required: string[] } } };
    expect(quote.properties.data.required).toEqual(expect.arrayContaining(["id", "name", "email", "message"]));
  });
});
