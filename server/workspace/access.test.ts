/**
 * The workspace's default deny, proved over EVERY route Fastify registered under /api/admin
 * (taken from its onRoute hook, not a hand-written list): signed out -> 401 with no data, and
 * each role outside a route's declaration -> 403 with no data. A new route without a
 * declaration cannot even start (last test).
 */
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { roles, type Role } from "#contracts/workspace.ts";
import { sqliteApps } from "../../tests/support/server";
import { checkRouteDeclaration } from "./access";
import { staffMember, workspaceApp } from "../../tests/support/workspace";

const fill = (url: string) =>
  url.replace(":id", "00000000-0000-4000-8000-000000000000").replace(":token", "A".repeat(43)).replace("*", "anything");
const ERROR_KEYS = ["error", "message", "requestId"];

describe("workspace routes: default deny", () => {
  const suite = sqliteApps();

  it("every route: 401 signed out, 403 for each role it does not declare, never any data", async () => {
    const { app } = await workspaceApp(suite);
    await app.ready();
    const routes = app.workspaceRoutes.filter((r) => r.method !== "HEAD");
    expect(routes.length).toBeGreaterThan(30);
    // The admin-only integrations are in the table (registered inside the workspace plugin).
    const listed = routes.map((r) => `${r.method} ${r.url}`);
    for (const route of [
      "GET /api/admin/api-tokens",
      "POST /api/admin/api-tokens",
      "POST /api/admin/api-tokens/:id/revoke",
      "GET /api/admin/destinations",
      "POST /api/admin/destinations/:id/rotate-secret",
      "POST /api/admin/destinations/:id/deliveries/:deliveryId/redeliver",
      "POST /api/admin/content",
      "POST /api/admin/images",
      "GET /api/admin/images",
      "DELETE /api/admin/images/:id",
    ])
      expect(listed, route).toContain(route);
    for (const r of routes.filter((x) => x.url.startsWith("/api/admin/api-tokens")))
      expect(r.access, `${r.method} ${r.url}`).toEqual(["admin"]);
    for (const r of routes.filter(
      (x) => x.url.startsWith("/api/admin/images") || x.url.startsWith("/api/admin/content"),
    ))
      expect(r.access, `${r.method} ${r.url}`).toEqual(["admin", "editor"]);
    const sessions = {} as Record<Role, string>;
    const ids = {} as Record<Role, string>;
    for (const role of roles) {
      const m = await staffMember(app, [role]);
      sessions[role] = m.cookie;
      ids[role] = m.id;
    }

    const call = (r: (typeof routes)[number], cookie?: string) =>
      app.inject({
        method: r.method as "GET",
        url: fill(r.url),
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(r.method === "GET"
            ? {}
            : {
                "content-type":
                  r.accepts?.includes("json") === false && r.accepts.includes("multipart")
                    ? "multipart/form-data; boundary=x"
                    : "application/json",
              }),
        },
        ...(r.method === "GET" ? {} : { payload: "{}" }),
      });

    let checked401 = 0;
    let checked403 = 0;
    for (const r of routes) {
      if (r.access === "public") continue;
      const anon = await call(r);
      expect(anon.statusCode, `${r.method} ${r.url} signed out`).toBe(401);
      expect(Object.keys(anon.json()).sort(), `${r.method} ${r.url}`).toEqual(ERROR_KEYS);
      expect(anon.json().error).toBe("unauthenticated");
      checked401++;
      for (const role of roles) {
        const res = await call(r, sessions[role]);
        // Signing out everywhere ends the session this table uses: take a new one.
        if (r.url.endsWith("sign-out-everywhere"))
          sessions[role] =
            `${sessions[role].split("=")[0]}=${(await app.staff.createSession(ids[role], "password")).secret}`;
        const allowed = r.access === "session" || r.access.includes(role);
        if (allowed) {
          expect([401, 403], `${r.method} ${r.url} as ${role} must be let through`).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, `${r.method} ${r.url} as ${role}`).toBe(403);
          expect(Object.keys(res.json()).sort()).toEqual(ERROR_KEYS);
          checked403++;
        }
      }
    }
    expect(checked401).toBeGreaterThan(25);
    expect(checked403).toBeGreaterThan(20);
  });

  it("a sales account asking for an application gets 403 and no data; a recruiter does not", async () => {
    const { app } = await workspaceApp(suite);
    const sales = await staffMember(app, ["sales"]);
    const recruiter = await staffMember(app, ["recruiter"]);
    const url = "/api/admin/submissions/application/00000000-0000-4000-8000-000000000000";
    const s = await app.inject({ method: "GET", url, headers: { cookie: sales.cookie } });
    expect(s.statusCode).toBe(403);
    expect(s.body).not.toContain("fields");
    const r = await app.inject({ method: "GET", url, headers: { cookie: recruiter.cookie } });
    expect(r.statusCode).toBe(404);
    const inbox = await app.inject({ method: "GET", url: "/api/admin/inbox", headers: { cookie: recruiter.cookie } });
    expect(inbox.statusCode).toBe(403);
  });

  it("unknown workspace paths say 401 to strangers and 404 to staff", async () => {
    const { app } = await workspaceApp(suite);
    expect((await app.inject({ method: "GET", url: "/api/admin/secret-things" })).statusCode).toBe(401);
    const admin = await staffMember(app, ["admin"]);
    expect(
      (await app.inject({ method: "GET", url: "/api/admin/secret-things", headers: { cookie: admin.cookie } }))
        .statusCode,
    ).toBe(404);
  });

  it("a route without an access declaration, or without a schema, stops the server from starting", async () => {
    const bare = Fastify();
    bare.addHook("onRoute", checkRouteDeclaration);
    expect(() => bare.get("/api/admin/forgotten", { schema: {} }, async () => ({ secret: 1 }))).toThrow(
      /declares no access/,
    );
    expect(() =>
      bare.get("/api/admin/no-schema", { config: { access: ["admin"] } }, async () => ({ secret: 1 })),
    ).toThrow(/no schema/);
    expect(() =>
      bare.get("/api/admin/empty", { schema: {}, config: { access: [] } }, async () => ({ secret: 1 })),
    ).toThrow(/invalid access/);
    await bare.close();
  });
});
