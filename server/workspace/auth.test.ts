/**
 * Sign-in, sessions, invitations, resets and passwords, through app.inject() on SQLite and
 * PostgreSQL: session fixation, cookie flags, CSRF, throttling, enumeration (by message and by
 * the work done), timeouts, one-time links.
 */
import { expect, it } from "vitest";
import { hashStats } from "../staff/passwords";
import { describeDb } from "../../tests/support/server";
import { cookieOf, staffMember, STRONG_PASSWORD, testClock, workspaceApp } from "../../tests/support/workspace";

const A = "/api/admin";
const json = { "content-type": "application/json" };
const HOUR = 3_600_000;

describeDb("workspace sign-in", (suite) => {
  it("signs in with the right password only; a new session id every time (no fixation)", async () => {
    const { app } = await workspaceApp(suite);
    const m = await staffMember(app, ["sales"], "priya@corvanta.example");
    const planted = `${m.cookie.split("=")[0]}=${"P".repeat(43)}`;
    const res = await app.inject({
      method: "POST",
      url: `${A}/auth/sign-in`,
      headers: { ...json, cookie: planted },
      payload: { email: "Priya@Corvanta.example", password: m.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: "priya@corvanta.example",
      roles: ["sales"],
      kinds: ["quote", "contact"],
    });
    const fresh = cookieOf(res);
    expect(fresh).not.toBe(planted);
    expect(fresh).not.toBe(m.cookie);
    expect((await app.inject({ method: "GET", url: `${A}/auth/me`, headers: { cookie: planted } })).statusCode).toBe(
      401,
    );
    // Signing in again while signed in replaces the old session instead of keeping it.
    const again = await app.inject({
      method: "POST",
      url: `${A}/auth/sign-in`,
      headers: { ...json, cookie: fresh },
      payload: { email: m.email, password: m.password },
    });
    expect(cookieOf(again)).not.toBe(fresh);
    expect((await app.inject({ method: "GET", url: `${A}/auth/me`, headers: { cookie: fresh } })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: "GET", url: `${A}/auth/me`, headers: { cookie: cookieOf(again) } })).statusCode,
    ).toBe(200);
    // The database holds only hashes of session ids.
    const rows = await app.db.selectFrom("staff_sessions").select("id_hash").execute();
    expect(rows.every((r) => !cookieOf(again).includes(r.id_hash))).toBe(true);
  });

  it("the same answer for an unknown e-mail and a wrong password, after the same work (one scrypt each)", async () => {
    const { app } = await workspaceApp(suite);
    const m = await staffMember(app, ["admin"]);
    const attempt = async (email: string) => {
      const before = hashStats.derivations;
      const r = await app.inject({
        method: "POST",
        url: `${A}/auth/sign-in`,
        headers: json,
        payload: { email, password: "not-the-password-at-all" },
      });
      return {
        status: r.statusCode,
        body: { ...r.json(), requestId: "x" },
        derivations: hashStats.derivations - before,
      };
    };
    const unknown = await attempt("nobody@corvanta.example");
    const wrong = await attempt(m.email);
    await app.staff.disable(m.email, null).catch(() => {}); // last admin: refused, stays active
    const invited = await app.staff.invite({ email: "later@corvanta.example", name: "Later", roles: ["sales"] }, null);
    const notYet = await attempt(invited.member.email);
    expect(unknown).toEqual(wrong);
    expect(notYet).toEqual(wrong);
    expect(wrong.status).toBe(401);
    expect(wrong.derivations).toBe(1);
  });

  it("cookie flags: HttpOnly, SameSite=Lax, Path=/; Secure and __Host- over TLS, plain name otherwise", async () => {
    const tls = await workspaceApp(suite, { config: { siteOrigin: "https://www.corvanta.example" } });
    const a = await staffMember(tls.app, ["admin"]);
    const res = await tls.app.inject({
      method: "POST",
      url: `${A}/auth/sign-in`,
      headers: json,
      payload: { email: a.email, password: a.password },
    });
    const set = String(res.headers["set-cookie"]);
    expect(set).toMatch(/^__Host-corvanta_staff=[A-Za-z0-9_-]{43};/);
    expect(set).toMatch(/; HttpOnly/);
    expect(set).toMatch(/; Secure/);
    expect(set).toMatch(/; SameSite=Lax/);
    expect(set).toMatch(/; Path=\//);
    expect(set).not.toMatch(/Domain=/);
    const plain = await workspaceApp(suite, { config: { siteOrigin: "http://127.0.0.1:3210" } });
    const b = await staffMember(plain.app, ["admin"]);
    const res2 = await plain.app.inject({
      method: "POST",
      url: `${A}/auth/sign-in`,
      headers: json,
      payload: { email: b.email, password: b.password },
    });
    const set2 = String(res2.headers["set-cookie"]);
    expect(set2).toMatch(/^corvanta_staff=/);
    expect(set2).not.toMatch(/Secure/);
    expect(set2).toMatch(/HttpOnly/);
    // A plain-named cookie is not accepted where the __Host- one is expected.
    expect(
      (
        await tls.app.inject({
          method: "GET",
          url: `${A}/auth/me`,
          headers: { cookie: `corvanta_staff=${a.cookie.split("=")[1]}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("refuses state changes from another origin or site, even CORS_ORIGINS and same-site neighbours", async () => {
    const { app } = await workspaceApp(suite, { config: { corsOrigins: ["https://cdn.corvanta.example"] } });
    app.allowedOrigins.add("https://cdn.corvanta.example");
    const m = await staffMember(app, ["admin"]);
    const post = (headers: Record<string, string>) =>
      app.inject({
        method: "POST",
        url: `${A}/auth/sign-out-everywhere`,
        headers: { ...json, cookie: m.cookie, ...headers },
        payload: "{}",
      });
    const cases: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://cdn.corvanta.example" },
      { origin: "null" },
    ];
    for (const headers of cases) {
      const r = await post(headers);
      expect(r.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect((await app.inject({ method: "GET", url: `${A}/auth/me`, headers: { cookie: m.cookie } })).statusCode).toBe(
      200,
    );
    const ok = await post({ origin: "https://www.corvanta.example", "sec-fetch-site": "same-origin" });
    expect(ok.statusCode).toBe(204);
    expect((await app.inject({ method: "GET", url: `${A}/auth/me`, headers: { cookie: m.cookie } })).statusCode).toBe(
      401,
    );
  });

  it("throttles: slowed after 5 failures, 429 after 10 for the account (even with the right password), free again after the block", async () => {
    const clock = testClock();
    const sleeps: number[] = [];
    const { app } = await workspaceApp(suite, { clock, sleeps });
    const m = await staffMember(app, ["sales"]);
    const signIn = (password: string, ip = "198.51.100.7") =>
      app.inject({
        method: "POST",
        url: `${A}/auth/sign-in`,
        headers: json,
        payload: { email: m.email, password },
        remoteAddress: ip,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await signIn(`wrong-password-${i}`)).statusCode);
    expect(statuses).toEqual(Array(10).fill(401));
    expect(sleeps.length).toBeGreaterThanOrEqual(5);
    expect(sleeps[0]).toBeGreaterThan(0);
    const blocked = await signIn(m.password, "192.0.2.50");
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json().error).toBe("rate_limited");
    clock.advance(5 * 60_000 + 1000);
    expect((await signIn(m.password, "192.0.2.50")).statusCode).toBe(200);
    const audit = await app.db.selectFrom("audit_log").select("action").execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["sign_in_failed", "sign_in_throttled", "sign_in"]),
    );
  });

  it("throttles one address trying many accounts (429), without blocking those accounts elsewhere", async () => {
    const { app } = await workspaceApp(suite, { sleeps: [] });
    const m = await staffMember(app, ["sales"]);
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (
        await app.inject({
          method: "POST",
          url: `${A}/auth/sign-in`,
          headers: json,
          payload: { email: `guess${i}@corvanta.example`, password: "wrong-password-123" },
          remoteAddress: "203.0.113.66",
        })
      ).statusCode;
    }
    expect(last).toBe(429);
    const fromThere = await app.inject({
      method: "POST",
      url: `${A}/auth/sign-in`,
      headers: json,
      payload: { email: m.email, password: m.password },
      remoteAddress: "203.0.113.66",
    });
    expect(fromThere.statusCode).toBe(429);
    const elsewhere = await app.inject({
      method: "POST",
      url: `${A}/auth/sign-in`,
      headers: json,
      payload: { email: m.email, password: m.password },
      remoteAddress: "203.0.113.67",
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("sessions end after 8 idle hours and after 7 days whatever the activity; sign out and sign out everywhere", async () => {
    const clock = testClock();
    const { app } = await workspaceApp(suite, { clock });
    const m = await staffMember(app, ["sales"]);
    const me = (cookie: string) => app.inject({ method: "GET", url: `${A}/auth/me`, headers: { cookie } });
    clock.advance(7 * HOUR);
    expect((await me(m.cookie)).statusCode).toBe(200);
    clock.advance(8 * HOUR + 60_000);
    expect((await me(m.cookie)).statusCode).toBe(401);

    const s = await staffMember(app, ["sales"]);
    for (let i = 0; i < 23; i++) {
      clock.advance(7 * HOUR);
      expect((await me(s.cookie)).statusCode).toBe(200);
    }
    clock.advance(7 * HOUR);
    expect((await me(s.cookie)).statusCode).toBe(401);

    const two = await staffMember(app, ["admin"]);
    const second = cookieOf(
      await app.inject({
        method: "POST",
        url: `${A}/auth/sign-in`,
        headers: json,
        payload: { email: two.email, password: two.password },
      }),
    );
    const out = await app.inject({ method: "POST", url: `${A}/auth/sign-out`, headers: { cookie: second } });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers["set-cookie"])).toMatch(/Max-Age=0/);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(two.cookie)).statusCode).toBe(200);
    const third = cookieOf(
      await app.inject({
        method: "POST",
        url: `${A}/auth/sign-in`,
        headers: json,
        payload: { email: two.email, password: two.password },
      }),
    );
    expect(
      (await app.inject({ method: "POST", url: `${A}/auth/sign-out-everywhere`, headers: { cookie: third } }))
        .statusCode,
    ).toBe(204);
    expect((await me(two.cookie)).statusCode).toBe(401);
    expect((await me(third)).statusCode).toBe(401);
  });

  it("disabling an account ends its sessions at once", async () => {
    const { app } = await workspaceApp(suite);
    const admin = await staffMember(app, ["admin"]);
    const m = await staffMember(app, ["sales"]);
    const r = await app.inject({
      method: "POST",
      url: `${A}/staff/${m.id}/disable`,
      headers: { ...json, cookie: admin.cookie },
      payload: "{}",
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().status).toBe("disabled");
    expect((await app.inject({ method: "GET", url: `${A}/auth/me`, headers: { cookie: m.cookie } })).statusCode).toBe(
      401,
    );
    // The last admin cannot be disabled.
    expect(
      (
        await app.inject({
          method: "POST",
          url: `${A}/staff/${admin.id}/disable`,
          headers: { ...json, cookie: admin.cookie },
          payload: "{}",
        })
      ).statusCode,
    ).toBe(409);
  });

  it("invitations: single use, 72 hours, dead for disabled accounts, replaced by a new one, unguessable", async () => {
    const clock = testClock();
    const { app } = await workspaceApp(suite, { clock });
    const accept = (token: string) =>
      app.inject({
        method: "POST",
        url: `${A}/auth/invitations/accept`,
        headers: json,
        payload: { token, password: STRONG_PASSWORD },
      });
    const a = await app.staff.invite({ email: "a@corvanta.example", name: "A", roles: ["sales"] }, null);
    expect((await app.inject({ method: "GET", url: `${A}/auth/invitations/${a.token}` })).json()).toMatchObject({
      email: "a@corvanta.example",
      roles: ["sales"],
    });
    expect((await accept(a.token)).statusCode).toBe(200);
    expect((await accept(a.token)).statusCode).toBe(410);

    const b = await app.staff.invite({ email: "b@corvanta.example", name: "B", roles: ["sales"] }, null);
    clock.advance(72 * HOUR + 1000);
    expect((await accept(b.token)).statusCode).toBe(410);

    const c = await app.staff.invite({ email: "c@corvanta.example", name: "C", roles: ["sales"] }, null);
    const c2 = await app.staff.invite({ email: "c@corvanta.example", name: "C", roles: ["sales", "recruiter"] }, null);
    expect((await accept(c.token)).statusCode).toBe(410);
    const d = await app.staff.invite({ email: "d@corvanta.example", name: "D", roles: ["sales"] }, null);
    await app.staff.disable("d@corvanta.example", null);
    expect((await accept(d.token)).statusCode).toBe(410);
    expect((await accept("A".repeat(43))).statusCode).toBe(410);
    expect((await app.inject({ method: "GET", url: `${A}/auth/invitations/${"B".repeat(43)}` })).statusCode).toBe(410);
    expect((await accept(c2.token)).json().roles).toEqual(["sales", "recruiter"]);
    expect(a.url).toMatch(/\/admin\/invitation#token=[A-Za-z0-9_-]{43}$/);
  });

  it("password reset: same answer for any address, e-mail through the outbox, one hour, single use, ends sessions", async () => {
    const clock = testClock();
    const { app } = await workspaceApp(suite, { clock });
    const m = await staffMember(app, ["sales"]);
    const ask = async (email: string) => {
      const r = await app.inject({
        method: "POST",
        url: `${A}/auth/password-reset/request`,
        headers: json,
        payload: { email },
      });
      await new Promise((r2) => setTimeout(r2, 50));
      for (
        let i = 0;
        i < 40 &&
        !(await app.db
          .selectFrom("audit_log")
          .select("id")
          .where("action", "=", "password_reset_requested")
          .executeTakeFirst());
        i++
      )
        await new Promise((r2) => setTimeout(r2, 25));
      return r;
    };
    const unknown = await app.inject({
      method: "POST",
      url: `${A}/auth/password-reset/request`,
      headers: json,
      payload: { email: "nobody@corvanta.example" },
    });
    const known = await ask(m.email);
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    const mail = await app.db.selectFrom("outbox").selectAll().where("kind", "=", "reset").execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to_address).toBe(m.email);
    const token = /#token=([A-Za-z0-9_-]+)/.exec(mail[0]!.text_body)![1]!;
    const complete = (password: string) =>
      app.inject({
        method: "POST",
        url: `${A}/auth/password-reset/complete`,
        headers: json,
        payload: { token, password },
      });
    expect((await complete("short")).statusCode).toBe(400);
    const done = await complete("new-quiet-harbour-lamp-72");
    expect(done.statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: `${A}/auth/me`, headers: { cookie: m.cookie } })).statusCode).toBe(
      401,
    );
    expect((await complete("another-quiet-harbour-73")).statusCode).toBe(410);
    const signIn = await app.inject({
      method: "POST",
      url: `${A}/auth/sign-in`,
      headers: json,
      payload: { email: m.email, password: "new-quiet-harbour-lamp-72" },
    });
    expect(signIn.statusCode).toBe(200);

    await app.db.deleteFrom("audit_log").execute();
    await ask(m.email);
    const second = await app.db
      .selectFrom("outbox")
      .selectAll()
      .where("kind", "=", "reset")
      .orderBy("created_at", "desc")
      .execute();
    const token2 = /#token=([A-Za-z0-9_-]+)/.exec(second.find((x) => !x.text_body.includes(token))!.text_body)![1]!;
    clock.advance(HOUR + 1000);
    expect(
      (
        await app.inject({
          method: "POST",
          url: `${A}/auth/password-reset/complete`,
          headers: json,
          payload: { token: token2, password: "late-quiet-harbour-lamp-74" },
        })
      ).statusCode,
    ).toBe(410);
  });

  it("passwords: 11 characters and common ones refused, long Unicode accepted (any normalisation form)", async () => {
    const { app } = await workspaceApp(suite);
    const inv = async () =>
      (
        await app.staff.invite(
          { email: `p${Math.random().toString(36).slice(2)}@corvanta.example`, name: "Pat", roles: ["sales"] },
          null,
        )
      ).token;
    const accept = async (password: string, token?: string) =>
      app.inject({
        method: "POST",
        url: `${A}/auth/invitations/accept`,
        headers: json,
        payload: { token: token ?? (await inv()), password },
      });
    const eleven = await accept("abcdefghijk");
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().fields.password).toMatch(/12/);
    for (const common of ["password1234", "qwertyuiop123", "corvanta2024!"]) {
      const r = await accept(common);
      expect(r.statusCode, common).toBe(400);
      expect(r.json().error).toMatch(/weak_password|validation/);
    }
    const unicode = "Ünïcødé-pässwörd-🔐-ñandú-çava-日本語のパスワード";
    const token = await inv();
    const ok = await accept(unicode, token);
    expect(ok.statusCode).toBe(200);
    const email = ok.json().email as string;
    const nfd = await app.inject({
      method: "POST",
      url: `${A}/auth/sign-in`,
      headers: json,
      payload: { email, password: unicode.normalize("NFD") },
    });
    expect(nfd.statusCode).toBe(200);
    const strength = await app.inject({
      method: "POST",
      url: `${A}/auth/password-strength`,
      headers: json,
      payload: { password: "password1234" },
    });
    expect(strength.json()).toMatchObject({ acceptable: false });
  });

  it("an admin without a passkey cannot require them, which would lock that admin out", async () => {
    const { app } = await workspaceApp(suite);
    const admin = await staffMember(app, ["admin"]);
    const set = await app.inject({
      method: "PATCH",
      url: `${A}/settings`,
      headers: { ...json, cookie: admin.cookie },
      payload: { requirePasskeys: true },
    });
    expect(set.statusCode).toBe(409);
    expect(set.json().message).toMatch(/^Add a passkey to your own account first/);
    const now = await app.inject({ method: "GET", url: `${A}/settings`, headers: { cookie: admin.cookie } });
    expect(now.json()).toEqual({ requirePasskeys: false });
    const inbox = await app.inject({ method: "GET", url: `${A}/inbox`, headers: { cookie: admin.cookie } });
    expect(inbox.statusCode).toBe(200);
  });

  it("required passkeys: a person without one may only add one; a password alone no longer opens an account that has one", async () => {
    const { app } = await workspaceApp(suite);
    const admin = await staffMember(app, ["admin"]);
    // The admin who requires passkeys has one.
    await app.db
      .insertInto("staff_passkeys")
      .values({
        id: "cred-1",
        account_id: admin.id,
        public_key: "AA",
        counter: 0,
        transports: null,
        device_type: "singleDevice",
        backed_up: 0,
        name: "Key",
        created_at: new Date().toISOString(),
        last_used_at: null,
      })
      .execute();
    const set = await app.inject({
      method: "PATCH",
      url: `${A}/settings`,
      headers: { ...json, cookie: admin.cookie },
      payload: { requirePasskeys: true },
    });
    expect(set.json()).toEqual({ requirePasskeys: true });
    // Someone without one may only add one.
    const other = await staffMember(app, ["sales"]);
    const me = await app.inject({ method: "GET", url: `${A}/auth/me`, headers: { cookie: other.cookie } });
    expect(me.json().mustAddPasskey).toBe(true);
    const inbox = await app.inject({ method: "GET", url: `${A}/inbox`, headers: { cookie: other.cookie } });
    expect(inbox.statusCode).toBe(403);
    expect(inbox.json().error).toBe("passkey_required");
    const options = await app.inject({
      method: "POST",
      url: `${A}/passkeys/options`,
      headers: { ...json, cookie: other.cookie },
      payload: "{}",
    });
    expect(options.statusCode).toBe(200);
    expect(options.json().options).toMatchObject({
      rp: { id: "www.corvanta.example" },
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
    });
    // With a passkey on file, the right password is answered "use your passkey".
    const pw = await app.inject({
      method: "POST",
      url: `${A}/auth/sign-in`,
      headers: json,
      payload: { email: admin.email, password: admin.password },
    });
    expect(pw.statusCode).toBe(403);
    expect(pw.json().error).toBe("passkey_required");
    // A forged passkey answer is refused like a wrong password.
    const opts = (
      await app.inject({ method: "POST", url: `${A}/auth/passkeys/options`, headers: json, payload: "{}" })
    ).json();
    const forged = await app.inject({
      method: "POST",
      url: `${A}/auth/passkeys/verify`,
      headers: json,
      payload: {
        challengeId: opts.challengeId,
        response: { id: "cred-1", rawId: "cred-1", type: "public-key", response: {} },
      },
    });
    expect(forged.statusCode).toBe(401);
    // The challenge was used up.
    const again = await app.inject({
      method: "POST",
      url: `${A}/auth/passkeys/verify`,
      headers: json,
      payload: { challengeId: opts.challengeId, response: { id: "cred-1" } },
    });
    expect(again.statusCode).toBe(401);
  });
});
