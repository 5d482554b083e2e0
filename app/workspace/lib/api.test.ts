import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiFailure, onUnauthorized, request, retryText, withQuery } from "./api";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

afterEach(() => vi.unstubAllGlobals());

async function failure(promise: Promise<unknown>): Promise<ApiFailure> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof ApiFailure) return e;
    throw e;
  }
  throw new Error("expected a failure");
}

describe("request", () => {
  it("sends JSON with the session cookie and checks the answer against its schema", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json(200, { id: "a", extra: 1 }));
    vi.stubGlobal("fetch", fetch);
    const data = await request("/api/admin/x", {
      method: "POST",
      body: { a: 1 },
      schema: z.object({ id: z.string() }),
    });
    expect(data).toEqual({ id: "a" });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/admin/x");
    expect(init.credentials).toBe("same-origin");
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)["content-type"]).toBe("application/json");
  });

  it("refuses an answer of the wrong shape instead of showing it", async () => {
    vi.stubGlobal("fetch", async () => json(200, { id: 5 }));
    const err = vi.spyOn(console, "error").mockImplementation(() => {});
    const f = await failure(request("/x", { schema: z.object({ id: z.string() }) }));
    expect(f.kind).toBe("server");
    expect(err).toHaveBeenCalledOnce();
  });

  it("turns a 429 into a message saying when to retry", async () => {
    vi.stubGlobal("fetch", async () =>
      json(429, { error: "rate_limited", message: "Too many sign-in attempts." }, { "retry-after": "120" }),
    );
    const f = await failure(request("/x"));
    expect(f.kind).toBe("rate-limited");
    expect(f.retryAfter).toBe(120);
    expect(f.message).toBe("Too many sign-in attempts. Try again in 2 minutes.");
  });

  it("explains a 403 and keeps the server's field errors of a 400", async () => {
    vi.stubGlobal("fetch", async () =>
      json(403, { error: "forbidden", message: "Sales accounts cannot see applications." }),
    );
    expect((await failure(request("/x"))).message).toBe("Sales accounts cannot see applications.");
    vi.stubGlobal("fetch", async () =>
      json(400, { error: "weak_password", message: "Too easy to guess.", fields: { password: "Add a word." } }),
    );
    const f = await failure(request("/x"));
    expect(f.kind).toBe("validation");
    expect(f.code).toBe("weak_password");
    expect(f.fields).toEqual({ password: "Add a word." });
  });

  it("a network failure says nothing typed was lost", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const f = await failure(request("/x"));
    expect(f.kind).toBe("network");
    expect(f.message).toMatch(/what you typed is still here/);
  });

  it("a 5xx names the request id and never the server's internals", async () => {
    vi.stubGlobal(
      "fetch",
      async () => new Response("<html>proxy error</html>", { status: 502, headers: { "x-request-id": "req-42" } }),
    );
    const f = await failure(request("/x"));
    expect(f.kind).toBe("server");
    expect(f.message).toContain("req-42");
    expect(f.message).not.toContain("proxy");
  });

  it("a 401 tells the session listeners, except on the sign-in calls", async () => {
    const heard = vi.fn();
    const stop = onUnauthorized(heard);
    vi.stubGlobal("fetch", async () => json(401, { error: "unauthenticated", message: "Sign in first." }));
    await failure(request("/x"));
    expect(heard).toHaveBeenCalledOnce();
    await failure(request("/sign-in", { session: false }));
    expect(heard).toHaveBeenCalledOnce();
    stop();
  });
});

describe("helpers", () => {
  it("builds query strings without empty values", () => {
    expect(withQuery("/inbox", { kind: "quote", q: "", status: undefined, limit: 25 })).toBe(
      "/inbox?kind=quote&limit=25",
    );
    expect(withQuery("/inbox", {})).toBe("/inbox");
  });
  it("words retry times", () => {
    expect(retryText(null)).toBe("Try again in a moment.");
    expect(retryText(1)).toBe("Try again in 1 second.");
    expect(retryText(45)).toBe("Try again in 45 seconds.");
    expect(retryText(600)).toBe("Try again in 10 minutes.");
  });
});
