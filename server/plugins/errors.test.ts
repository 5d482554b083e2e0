import { describe, expect, it } from "vitest";
import { sqliteApps, validQuote } from "../../tests/support/server";

const suite = sqliteApps();
const LEAKS =
  /SqliteError|sqlite|kysely|driver|stack|at \w+ \(|\/work\/|node_modules|select |insert into|destroyed|SQL/i;

describe("errors", () => {
  it("a failure inside (the database gone) is a 500 with a generic body and nothing internal", async () => {
    const { app, logs } = await suite.app();
    await app.dbHandle.close();
    const res = await app.inject({ method: "POST", url: "/api/quotes", payload: validQuote() });
    expect(res.statusCode).toBe(500);
    expect(Object.keys(res.json()).sort()).toEqual(["error", "message", "requestId"]);
    expect(res.json()).toMatchObject({
      error: "internal",
      message: "Something went wrong on our side. Please try again.",
    });
    expect(res.body).not.toMatch(LEAKS);
    // The details are in the log, for the operator.
    expect(logs.text).toContain('"level":50');
    expect(logs.text).toContain(res.json().requestId);
  });

  it("a native post that fails inside is sent to the 'unavailable' page", async () => {
    const { app } = await suite.app();
    await app.dbHandle.close();
    const res = await app.inject({
      method: "POST",
      url: "/api/quotes",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=a&email=a%40b.co&services=x&message=y",
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/form-error/unavailable");
  });

  it("a database that cannot be reached is a 503 with Retry-After", async () => {
    const { mapError } = await import("./errors");
    for (const err of [
      Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), { code: "ECONNREFUSED" }),
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      new Error("timeout exceeded when trying to connect"),
    ]) {
      const m = mapError(err);
      expect(m.status).toBe(503);
      expect(m.message).not.toMatch(/ECONN|10\.0\.0\.5|administrator/);
    }
  });

  it("client errors keep the { error, message, requestId } shape", async () => {
    const { app } = await suite.app();
    const cases = [
      {
        method: "POST" as const,
        url: "/api/quotes",
        headers: { "content-type": "application/json" },
        payload: "{oops",
      },
      { method: "POST" as const, url: "/api/quotes", headers: { "content-type": "application/json" }, payload: "" },
      { method: "GET" as const, url: "/api/nope" },
      { method: "PUT" as const, url: "/api/quotes" },
    ];
    for (const c of cases) {
      const res = await app.inject(c);
      expect(res.statusCode, c.url).toBeGreaterThanOrEqual(400);
      expect(Object.keys(res.json()).sort()).toEqual(["error", "message", "requestId"]);
      expect(res.body).not.toMatch(LEAKS);
    }
  });
});
