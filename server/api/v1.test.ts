/**
 * /api/v1's default deny, proved over EVERY route Fastify registered under it (its onRoute hook,
 * not a hand-written list): without a token 401; with each token of the scope table 403 unless its
 * scopes allow the route for the kind asked, and never any data then; revoked and expired tokens
 * are strangers. Then the routes themselves: paging, a status change (which fires its event),
 * the per-token rate limit, every use in the audit log, and the OpenAPI 3.1 document.
 */
import Fastify from "fastify";
import { expect, it } from "vitest";
import { apiScopes, type ApiScope } from "#contracts/api-v1.ts";
import { describeDb } from "../../tests/support/server";
import { seed, staffMember, workspaceApp } from "../../tests/support/workspace";
import { checkScopes } from "./v1";

const ERROR_KEYS = ["error", "message", "requestId"];
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describeDb("/api/v1", (suite) => {
  it("every route: 401 without a valid token, 403 for each scope set that does not allow it, never any data", async () => {
    const { app } = await workspaceApp(suite);
    await app.ready();
    const routes = app.apiV1Routes.filter((r) => r.method !== "HEAD");
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [
        "GET /api/v1/openapi.json",
        "GET /api/v1/submissions",
        "GET /api/v1/submissions/:kind/:id",
        "PATCH /api/v1/submissions/:kind/:id",
      ].sort(),
    );
    const table: ApiScope[][] = [
      ["leads:read"],
      ["applications:read"],
      ["statuses:write"],
      ["leads:read", "statuses:write"],
      ["applications:read", "statuses:write"],
      [...apiScopes],
    ];
    const tokens = await Promise.all(
      table.map((scopes) => app.apiTokens.create({ id: null }, { name: scopes.join("+"), scopes })),
    );
    const revoked = await app.apiTokens.create({ id: null }, { name: "revoked", scopes: [...apiScopes] });
    await app.apiTokens.revoke({ id: null }, revoked.item.id);

    const call = (r: (typeof routes)[number], kind: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: r.method as "GET",
        url: r.url.includes(":kind")
          ? r.url.replace(":kind", kind).replace(":id", "00000000-0000-4000-8000-000000000000")
          : `${r.url}?kind=${kind}`,
        headers: { ...headers, ...(r.method === "GET" ? {} : { "content-type": "application/json" }) },
        ...(r.method === "GET" ? {} : { payload: JSON.stringify({ status: "won" }) }),
      });
    let denied = 0;
    for (const r of routes) {
      if (r.scopes === "public") continue;
      for (const kind of ["quote", "contact", "application"]) {
        for (const headers of [{}, auth(revoked.token), auth("cvt_not-a-token"), { authorization: "Basic abc" }]) {
          const res = await call(r, kind, headers);
          expect(res.statusCode, `${r.method} ${r.url} ${kind} without a valid token`).toBe(401);
          expect(Object.keys(res.json()).sort()).toEqual(ERROR_KEYS);
        }
        for (const [i, scopes] of table.entries()) {
          const read = scopes.includes(kind === "application" ? "applications:read" : "leads:read");
          const allowed = r.scopes === "write-kind" ? read && scopes.includes("statuses:write") : read;
          const res = await call(r, kind, auth(tokens[i]!.token));
          const what = `${r.method} ${r.url} ${kind} with ${scopes.join("+")}`;
          if (allowed) expect([401, 403], what).not.toContain(res.statusCode);
          else {
            expect(res.statusCode, what).toBe(403);
            expect(Object.keys(res.json()).sort()).toEqual(ERROR_KEYS);
            denied++;
          }
        }
      }
    }
    expect(denied).toBeGreaterThan(20);
  });

  it("lists with cursor paging, reads one, changes its status (firing the event), audits every use", async () => {
    const { app } = await workspaceApp(suite);
    const admin = await staffMember(app, ["admin"]);
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await seed(app, "quote"));
    const made = await app.inject({
      method: "POST",
      url: "/api/admin/api-tokens",
      headers: { cookie: admin.cookie, "content-type": "application/json" },
      payload: { name: "CRM sync", scopes: ["leads:read", "statuses:write"] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { token, item } = made.json() as { token: string; item: { id: string; prefix: string } };
    expect(token).toMatch(/^cvt_/);
    const stored = await app.db.selectFrom("api_tokens").selectAll().executeTakeFirstOrThrow();
    expect(stored.hash).not.toContain(token.slice(4));
    const listed = await app.inject({ method: "GET", url: "/api/admin/api-tokens", headers: { cookie: admin.cookie } });
    expect(JSON.stringify(listed.json())).not.toContain(token);
    // What the workspace's list shows: the prefix (not the token), scopes, who made it, no use yet.
    expect(listed.json().items).toEqual([
      expect.objectContaining({
        id: item.id,
        name: "CRM sync",
        prefix: token.slice(0, 10),
        scopes: ["leads:read", "statuses:write"],
        createdBy: admin.id,
        createdByName: "admin person",
        expiresAt: null,
        revokedAt: null,
        lastUsedAt: null,
      }),
    ]);

    const first = await app.inject({
      method: "GET",
      url: "/api/v1/submissions?kind=quote&limit=3",
      headers: auth(token),
    });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json() as { items: { id: string }[]; nextCursor: string };
    expect(page1.items).toHaveLength(3);
    const second = await app.inject({
      method: "GET",
      url: `/api/v1/submissions?kind=quote&limit=3&cursor=${encodeURIComponent(page1.nextCursor)}`,
      headers: auth(token),
    });
    const page2 = second.json() as { items: { id: string }[]; nextCursor: string | null };
    expect([...page1.items, ...page2.items].map((x) => x.id).sort()).toEqual([...ids].sort());
    expect(page2.nextCursor).toBeNull();

    const one = await app.inject({ method: "GET", url: `/api/v1/submissions/quote/${ids[0]}`, headers: auth(token) });
    expect(one.json()).toMatchObject({ kind: "quote", id: ids[0], status: "new" });
    const bad = await app.inject({
      method: "PATCH",
      url: `/api/v1/submissions/quote/${ids[0]}`,
      headers: { ...auth(token), "content-type": "application/json" },
      payload: { status: "hired" },
    });
    expect(bad.statusCode).toBe(400);
    const changed = await app.inject({
      method: "PATCH",
      url: `/api/v1/submissions/quote/${ids[0]}`,
      headers: { ...auth(token), "content-type": "application/json" },
      payload: { status: "won" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().status).toBe("won");
    const events = await app.db
      .selectFrom("delivery_events")
      .select(["type", "subject_id"])
      .where("type", "=", "submission.status_changed")
      .execute();
    expect(events).toEqual([{ type: "submission.status_changed", subject_id: ids[0] }]);

    const uses = await app.db.selectFrom("audit_log").selectAll().where("action", "=", "api_token_used").execute();
    expect(uses.length).toBe(5);
    expect(uses.every((u) => u.target_id === item.id)).toBe(true);
    expect(JSON.stringify(uses)).not.toContain("Quote Person");

    // Revoked: a stranger at once.
    await app.inject({
      method: "POST",
      url: `/api/admin/api-tokens/${item.id}/revoke`,
      headers: { cookie: admin.cookie, "content-type": "application/json" },
      payload: {},
    });
    expect(
      (await app.inject({ method: "GET", url: "/api/v1/submissions?kind=quote", headers: auth(token) })).statusCode,
    ).toBe(401);
  });

  it("an expired token is refused; requests beyond the per-token limit get 429", async () => {
    const { app } = await workspaceApp(suite, { config: { apiRateLimit: { max: 3, windowMs: 60_000 } } });
    const soon = new Date(Date.now() + 60_000).toISOString();
    const t = await app.apiTokens.create({ id: null }, { name: "short", scopes: ["leads:read"], expiresAt: soon });
    const other = await app.apiTokens.create({ id: null }, { name: "other", scopes: ["leads:read"] });
    const get = (token: string) =>
      app.inject({ method: "GET", url: "/api/v1/submissions?kind=contact", headers: auth(token) });
    for (let i = 0; i < 3; i++) expect((await get(t.token)).statusCode).toBe(200);
    const limited = await get(t.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await get(other.token)).statusCode, "another token has its own limit").toBe(200);
    await app.db
      .updateTable("api_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", other.item.id)
      .execute();
    expect((await get(other.token)).statusCode).toBe(401);
    await expect(
      app.apiTokens.create(
        { id: null },
        { name: "past", scopes: ["leads:read"], expiresAt: "2020-01-01T00:00:00.000Z" },
      ),
    ).rejects.toThrow(/correct/);
  });

  it("serves an OpenAPI 3.1 document made from the same schemas, with every route and every event", async () => {
    const { app } = await workspaceApp(suite);
    const res = await app.inject({ method: "GET", url: "/api/v1/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
      webhooks: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual(["/api/v1/submissions", "/api/v1/submissions/{kind}/{id}"]);
    expect(Object.keys(doc.paths["/api/v1/submissions/{kind}/{id}"]!).sort()).toEqual(["get", "patch"]);
    expect(Object.keys(doc.webhooks)).toContain("quote.received");
    expect(Object.keys(doc.webhooks)).toContain("submission.status_changed");
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(["Submission", "SubmissionPage", "Error"]),
    );
  });

  it("a route without a scope declaration, or without a schema, stops the server from starting", async () => {
    const bare = Fastify();
    bare.addHook("onRoute", checkScopes);
    expect(() => bare.get("/api/v1/forgotten", { schema: {} }, async () => ({}))).toThrow(/declares no scopes/);
    expect(() => bare.get("/api/v1/no-schema", { config: { scopes: ["leads:read"] } }, async () => ({}))).toThrow(
      /no schema/,
    );
    await bare.close();
  });
});
