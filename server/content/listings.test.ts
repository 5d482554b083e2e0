/**
 * Listings as documents, through the workspace API on SQLite and PostgreSQL (docs/publishing.md):
 * the seed as the first revision, drafts, revisions, conflicts, publication, closing, reopening,
 * restoring, scheduling exactly once across two servers on one database, and the application
 * route agreeing with what is published.
 */
import { afterEach, expect, it } from "vitest";
import { seedContent } from "#content/site-content.ts";
import { setCurrentContent, currentContent } from "../site/current-content";
import { ListingService } from "./listings";
import { describeDb, formData, pdfOfSize, validApplicationFields } from "../../tests/support/server";
import { staffMember, testClock, workspaceApp } from "../../tests/support/workspace";

const L = "/api/admin/listings";
const json = { "content-type": "application/json" };

const draft = (over: Record<string, unknown> = {}) => ({
  kind: "job",
  title: "Site Reliability Engineer",
  slug: "site-reliability-engineer",
  workMode: "hybrid",
  location: "Bhubaneswar",
  region: "Odisha",
  employmentType: "FULL_TIME",
  experience: "4+ years",
  description: [
    "Keep the platforms our clients depend on fast, observable and calm, with a small team that automates what it repeats.",
    "What you will do:",
    "- Run and improve our Kubernetes and PostgreSQL estates",
    "- Write runbooks and the automation that retires them",
  ].join("\n"),
  pay: { currency: "INR", min: 1_200_000, max: 1_800_000, unit: "YEAR" },
  ...over,
});

afterEach(() => setCurrentContent(seedContent()));

describeDb("listings", (suite) => {
  it("a fresh install publishes the repository's listings as their first revision, exactly as the build shows them", async () => {
    const { app } = await workspaceApp(suite);
    const r = await staffMember(app, ["recruiter"]);
    const list = await app.inject({ method: "GET", url: L, headers: { cookie: r.cookie } });
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { id: string; state: string; version: number }[];
    expect(items.map((i) => i.id).sort()).toEqual(
      seedContent()
        .listings.map((l) => l.id)
        .sort(),
    );
    expect(items.every((i) => i.state === "published" && i.version === 1)).toBe(true);
    const snap = await app.listings.snapshot();
    expect(snap.listings.map((l) => ({ ...l }))).toEqual(
      seedContent().listings.map((l) => expect.objectContaining({ ...l }) as unknown),
    );
    // A second start seeds nothing again.
    expect(await app.listings.seed()).toBe(false);
  });

  it("drafts, revisions, conflicts naming who changed it, publication, closing, reopening and restoring", async () => {
    const clock = testClock(Date.parse("2026-11-26T06:00:00Z"));
    const { app } = await workspaceApp(suite, { clock });
    const priya = await staffMember(app, ["recruiter"]);
    const admin = await staffMember(app, ["admin"]);
    const send = (method: "POST" | "PUT", url: string, payload: unknown, cookie = priya.cookie) =>
      app.inject({ method, url, headers: { ...json, cookie }, payload: payload as object });

    // Bad input: refused at the field, nothing stored.
    const bad = await send("POST", L, {
      draft: draft({ title: "", pay: { currency: "INR", min: 9, max: 3, unit: "YEAR" } }),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(["title", "pay.max"]));
    const taken = await send("POST", L, { draft: draft({ slug: "software-engineer" }) });
    expect(taken.json().fields.slug).toMatch(/never reused/);
    expect((await send("POST", L, { draft: draft({ slug: "hiring-process" }) })).statusCode).toBe(400);

    const created = await send("POST", L, { draft: draft() });
    expect(created.statusCode).toBe(201);
    const d = created.json();
    expect(d).toMatchObject({ id: "job-site-reliability-engineer", state: "draft", version: 1, liveRevision: null });
    expect(currentContent().listings.map((l) => l.id)).not.toContain(d.id);

    const saved = await send("PUT", `${L}/${d.id}`, {
      version: 1,
      draft: draft({ title: "Senior Site Reliability Engineer" }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().revisions.map((r: { number: number }) => r.number)).toEqual([2, 1]);
    // The admin still has version 1 on screen: refused, told who and when.
    const stale = await send("PUT", `${L}/${d.id}`, { version: 1, draft: draft({ title: "Other" }) }, admin.cookie);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/recruiter person changed this listing at .* IST/);

    const published = await send("POST", `${L}/${d.id}/publish`, { version: 2 });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      state: "published",
      liveRevision: 2,
      firstPublishedAt: expect.any(String),
    });
    await app.siteState.sync();
    const live = currentContent().listings.find((l) => l.id === d.id)!;
    expect(live).toMatchObject({ title: "Senior Site Reliability Engineer", datePosted: "2026-11-26", revision: 2 });

    // An application to it is accepted and records the revision.
    const apply = () =>
      app.inject({
        method: "POST",
        url: "/api/applications",
        headers: { accept: "application/json" },
        payload: formData(validApplicationFields({ listingId: "site-reliability-engineer" }), [
          { filename: "cv.pdf", content: pdfOfSize(3000), type: "application/pdf" },
        ]),
      });
    const applied = await apply();
    expect(applied.statusCode).toBe(201);
    const row = await app.db
      .selectFrom("applications")
      .select(["listing_id", "listing_revision"])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ listing_id: d.id, listing_revision: 2 });

    // The slug of a published listing stays.
    const moved = await send("PUT", `${L}/${d.id}`, { version: 3, draft: draft({ slug: "sre" }) });
    expect(moved.json().fields.slug).toMatch(/keeps its address/);

    // Close now: refused applications, with the page's clear message.
    const closed = await send("POST", `${L}/${d.id}/close`, { version: 3 });
    expect(closed.json()).toMatchObject({ state: "closed", closedAt: expect.any(String) });
    await app.siteState.sync();
    const refused = await apply();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe("listing_closed");

    const reopened = await send("POST", `${L}/${d.id}/reopen`, { version: 4 });
    expect(reopened.json().state).toBe("published");

    // Restore revision 1: a new revision, published at once.
    const restored = await send("POST", `${L}/${d.id}/restore`, { version: 5, revision: 1 });
    expect(restored.json()).toMatchObject({ liveRevision: 3, title: "Site Reliability Engineer" });
    expect(restored.json().revisions[0]).toMatchObject({ number: 3, note: "Restored revision 1", live: true });
    const view = await app.inject({
      method: "GET",
      url: `${L}/${d.id}/revisions/2`,
      headers: { cookie: priya.cookie },
    });
    expect(view.json().draft.title).toBe("Senior Site Reliability Engineer");

    // Duplicate: a new draft with its own address.
    const copy = await send("POST", `${L}/${d.id}/duplicate`, { version: 6 });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ state: "draft", slug: "site-reliability-engineer-copy" });

    // Every action is in the audit log, without the listing's text.
    const actions = await app.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("target_id", "=", d.id)
      .orderBy("at")
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      "listing_created",
      "listing_saved",
      "listing_published",
      "listing_closed",
      "listing_reopened",
      "listing_restored",
    ]);
    expect(JSON.stringify(actions)).not.toContain("Reliability");

    // Sales has no business here; signed out, nothing.
    const sales = await staffMember(app, ["sales"]);
    expect((await app.inject({ method: "GET", url: L, headers: { cookie: sales.cookie } })).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: L })).statusCode).toBe(401);
  });

  it("a publication whose page cannot be rendered is refused with the reason and changes nothing", async () => {
    const { app } = await workspaceApp(suite);
    const r = await staffMember(app, ["recruiter"]);
    await app.ready();
    const rendered: string[][] = [];
    const service = new ListingService({
      db: app.db,
      now: app.now,
      onSiteChange: () => {
        throw new Error("nothing may change");
      },
      preflight: async (_content, paths) => {
        rendered.push(paths);
        throw new Error("the listing page answered 500");
      },
    });
    const d = await service.create({ id: r.id }, draft({ slug: "data-platform-engineer" }));
    const before = await service.generation();
    await expect(service.publish({ id: r.id }, d.id, d.version)).rejects.toMatchObject({
      code: "render",
      message: expect.stringMatching(/could not be made .* nothing was published \(the listing page answered 500\)/),
    });
    expect(rendered).toEqual([["/career", "/career/data-platform-engineer"]]);
    expect(await service.detail(d.id)).toMatchObject({ state: "draft", liveRevision: null, version: 1 });
    expect(await service.generation()).toBe(before);
  });

  it("a scheduled publication and a closing date happen when due, once, whichever server applies them", async () => {
    const clock = testClock(Date.parse("2026-11-26T06:00:00Z"));
    const one = await workspaceApp(suite, { clock });
    // The second server on the same database (SQLite: the same file; PostgreSQL: the suite's database).
    const two = await workspaceApp(suite, { clock, config: { dataDir: one.dataDir } });
    const r = await staffMember(one.app, ["recruiter"]);
    const send = (url: string, payload: unknown) =>
      one.app.inject({ method: "POST", url, headers: { ...json, cookie: r.cookie }, payload: payload as object });
    const d = (await send(L, { draft: draft({ slug: "platform-engineer", closesOn: "2026-11-28" }) })).json();
    const at = "2026-11-26T18:00:00+05:30";
    const scheduled = await send(`${L}/${d.id}/publish`, { version: 1, at });
    expect(scheduled.json()).toMatchObject({ state: "scheduled", publishAt: "2026-11-26T12:30:00.000Z" });
    expect(await one.app.listings.applyDue()).toBe(0);

    clock.advance(6.5 * 3_600_000 + 1000);
    const applied = await Promise.all([one.app.listings.applyDue(), two.app.listings.applyDue()]);
    expect(applied.reduce((a, b) => a + b, 0)).toBe(1);
    const snap = await two.app.listings.snapshot();
    expect(snap.listings.find((l) => l.id === d.id)).toMatchObject({ closedOn: null, datePosted: "2026-11-26" });

    // The closing date's end in India: closed once, by one of them.
    clock.t = Date.parse("2026-11-28T18:30:00.000Z");
    const closing = await Promise.all([one.app.listings.applyDue(), two.app.listings.applyDue()]);
    expect(closing.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await one.app.listings.snapshot()).listings.find((l) => l.id === d.id)!.closedOn).toBe("2026-11-28");
    const audits = await one.app.db
      .selectFrom("audit_log")
      .select("action")
      .where("target_id", "=", d.id)
      .where("actor_id", "is", null)
      .execute();
    expect(audits.map((a) => a.action).sort()).toEqual(["listing_closed", "listing_published"]);
    // Every server sees the change through the generation number.
    expect(await two.app.listings.generation()).toBe(await one.app.listings.generation());
  });
});
