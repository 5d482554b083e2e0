/**
 * The editors' content kinds as documents (content/kinds.ts, docs/publishing.md "Content kinds"),
 * through the workspace API on SQLite and PostgreSQL: the repository's company details as the
 * first revision, editors and admins only, validation at the field with nothing stored, a stale
 * save refused naming who saved and when, publication into the site's snapshot and generation,
 * revisions and restoring, the audit trail, a refused render, and a scheduled publication applied
 * once by two servers on one database.
 */
import { afterEach, expect, it } from "vitest";
import type { ProductPage } from "#content/kinds.ts";
import { seedContent, type SiteContent } from "#content/site-content.ts";
import { setCurrentContent } from "../site/current-content";
import { priorityPaths, removedFiles } from "../site/publisher";
import { DocumentService } from "./documents";
import { describeDb } from "../../tests/support/server";
import { staffMember, testClock, workspaceApp } from "../../tests/support/workspace";

type App = Awaited<ReturnType<typeof workspaceApp>>["app"];
/** The content service over a test app's database, its site changes ignored. */
const documentsOf = (app: App) =>
  new DocumentService({
    db: app.db,
    now: app.now,
    snapshot: () => app.listings.snapshot(),
    onSiteChange: () => undefined,
  });

const C = "/api/admin/content";
const json = { "content-type": "application/json" };
const seedCompany = () => structuredClone(seedContent().company);

afterEach(() => setCurrentContent(seedContent()));

describeDb("content documents", (suite) => {
  it("company details: seeded, editors and admins only, checked at the field, conflicts named, published, restored, audited", async () => {
    const clock = testClock(Date.parse("2026-11-26T06:00:00Z"));
    const { app } = await workspaceApp(suite, { clock });
    const meera = await staffMember(app, ["editor"]);
    const admin = await staffMember(app, ["admin"]);
    const send = (method: "POST" | "PUT", url: string, payload: unknown, cookie = meera.cookie) =>
      app.inject({ method, url, headers: { ...json, cookie }, payload: payload as object });

    // Only editors and admins; signed out, nothing.
    for (const role of ["sales", "recruiter"] as const) {
      const other = await staffMember(app, [role]);
      expect((await app.inject({ method: "GET", url: C, headers: { cookie: other.cookie } })).statusCode).toBe(403);
    }
    expect((await app.inject({ method: "GET", url: C })).statusCode).toBe(401);
    const list = await app.inject({ method: "GET", url: C, headers: { cookie: meera.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json().kinds.map((k: { kind: string }) => k.kind)).toContain("company");
    const company = list.json().items.find((i: { kind: string }) => i.kind === "company");
    expect(company).toMatchObject({ id: "company", state: "published", version: 1, unpublishedChanges: false });
    const first = (await app.inject({ method: "GET", url: `${C}/company`, headers: { cookie: admin.cookie } })).json();
    expect(first.data).toEqual(seedCompany());
    expect(first.revisions).toEqual([
      expect.objectContaining({ number: 1, note: "First revision, from the repository", live: true }),
    ]);
    expect((await app.listings.snapshot()).company).toEqual(seedCompany());

    // Bad input: a message at each field, nothing stored.
    const broken = seedCompany();
    broken.phone.e164 = "0674 298";
    broken.social[0]!.href = "javascript:alert(1)";
    broken.address.street = "";
    const bad = await send("PUT", `${C}/company`, { version: 1, data: broken });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(
      expect.arrayContaining(["phone.e164", "social.0.href", "address.street"]),
    );
    const mismatch = seedCompany();
    mismatch.phone.display = "+91 674 298 0000";
    expect((await send("PUT", `${C}/company`, { version: 1, data: mismatch })).json().fields["phone.display"]).toMatch(
      /differ/,
    );
    expect(
      (await app.inject({ method: "GET", url: `${C}/company`, headers: { cookie: meera.cookie } })).json(),
    ).toMatchObject({
      version: 1,
      revisions: [expect.objectContaining({ number: 1 })],
    });

    // A draft: the site keeps the published details until it is published.
    const next = seedCompany();
    next.phone = { display: "+91 674 355 0199", e164: "+916743550199" };
    const saved = await send("PUT", `${C}/company`, { version: 1, data: next });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, unpublishedChanges: true, liveRevision: 1 });
    expect((await app.listings.snapshot()).company.phone.e164).toBe(seedCompany().phone.e164);

    // The admin saving on the version they opened (1) is refused, naming the editor.
    const stale = await send("PUT", `${C}/company`, { version: 1, data: seedCompany() }, admin.cookie);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^editor person changed this document at .* IST, after you opened it/);

    // Publishing: the snapshot and the generation move.
    const generation = await app.documents.generation();
    const published = await send("POST", `${C}/company/publish`, { version: 2 });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ state: "published", liveRevision: 2, unpublishedChanges: false });
    expect((await app.listings.snapshot()).company.phone).toEqual(next.phone);
    expect(await app.documents.generation()).toBeGreaterThan(generation);

    // An earlier revision: looked at, then restored as a new revision, published at once.
    const r1 = await app.inject({ method: "GET", url: `${C}/company/revisions/1`, headers: { cookie: meera.cookie } });
    expect(r1.json().data).toEqual(seedCompany());
    const restored = await send("POST", `${C}/company/restore`, { version: 3, revision: 1 });
    expect(restored.json()).toMatchObject({ liveRevision: 3, version: 4 });
    expect(restored.json().revisions[0]).toMatchObject({
      number: 3,
      note: "Restored revision 1",
      author: "editor person",
    });
    expect((await app.listings.snapshot()).company).toEqual(seedCompany());

    const audits = await app.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("target_type", "=", "content")
      .where("target_id", "=", "company")
      .orderBy("at")
      .execute();
    expect(audits.map((a) => a.action)).toEqual(["content_saved", "content_published", "content_restored"]);
    // Ids, kinds and numbers: never the text.
    expect(audits.map((a) => a.detail).join(" ")).not.toContain("674");
  });

  it("testimonials: each a document marked as a sample, in the page's order; a published change reaches only /testimonial", async () => {
    const { app } = await workspaceApp(suite);
    const e = await staffMember(app, ["editor"]);
    const send = (method: "POST" | "PUT", url: string, payload: unknown) =>
      app.inject({ method, url, headers: { ...json, cookie: e.cookie }, payload: payload as object });
    const list = (await app.inject({ method: "GET", url: C, headers: { cookie: e.cookie } })).json();
    const items = list.items.filter((i: { kind: string }) => i.kind === "testimonial");
    const seeded = seedContent().testimonials;
    expect(items).toHaveLength(seeded.length);
    expect(items[0]).toMatchObject({
      id: "testimonial-kalinga-fresh-mart",
      title: `${seeded[0]!.name}, ${seeded[0]!.company}`,
      state: "published",
    });
    expect(items.every((i: { sample?: boolean }) => i.sample === true)).toBe(true);

    // Checked at the field as the build checks it: a quote too short to say anything.
    const short = await send("PUT", `${C}/testimonial-kalinga-fresh-mart`, {
      version: 1,
      data: { ...seeded[0], quote: "Great." },
    });
    expect(short.statusCode).toBe(400);
    // In the workspace's words, with the figures, never zod's ("Too small: expected string...").
    expect(short.json().fields.quote).toMatch(/^Use at least \d+ characters \(6 so far\)\.$/);

    const real = {
      ...seeded[0]!,
      quote:
        "Our cashiers learnt the new counters in a morning, and stock now reconciles overnight. When a scanner failed on a Sunday evening, their support had us billing again within the hour.",
      sample: false,
    };
    expect((await send("PUT", `${C}/testimonial-kalinga-fresh-mart`, { version: 1, data: real })).statusCode).toBe(200);
    const rendered: string[][] = [];
    const service = new DocumentService({
      db: app.db,
      now: app.now,
      snapshot: () => app.listings.snapshot(),
      onSiteChange: () => undefined,
      preflight: async (_content, paths) => {
        rendered.push(paths);
      },
    });
    await service.publish({ id: e.id }, "testimonial-kalinga-fresh-mart", 2);
    expect(rendered).toEqual([["/testimonial"]]);
    const published = (await app.listings.snapshot()).testimonials;
    expect(published[0]).toEqual(real);
    expect(published.slice(1)).toEqual(seeded.slice(1));
  });

  it("facts and counters: one document; a counter re-renders /about first, a fact the three pages that state it", async () => {
    const { app } = await workspaceApp(suite);
    const e = await staffMember(app, ["editor"]);
    const seeded = structuredClone(seedContent().figures);
    const service = documentsOf(app);
    expect(await service.detail("figures")).toMatchObject({ kind: "figures", liveRevision: 1 });

    // As strict as the build: Home states exactly three facts.
    await expect(
      service.save({ id: e.id }, "figures", 1, { ...seeded, homeFacts: seeded.homeFacts.slice(0, 2) }),
    ).rejects.toMatchObject({ code: "validation" });

    const first = await app.listings.snapshot();
    const counters = seeded.aboutCounters.map((c, i) => (i === 1 ? { ...c, countNumber: c.countNumber + 9 } : c));
    const saved = await service.save({ id: e.id }, "figures", 1, { ...seeded, aboutCounters: counters });
    await service.publish({ id: e.id }, "figures", saved.version);
    const second = await app.listings.snapshot();
    expect(second.figures).toEqual({ ...seeded, aboutCounters: counters });
    // The publisher renders first the pages the change touches (server/site/publisher.ts; /career
    // always comes first, whatever changed).
    const touched = (a: typeof first, b: typeof first) => priorityPaths(a, b).filter((p) => p !== "/career");
    expect(touched(first, second)).toEqual(["/about"]);

    const facts = seeded.homeFacts.map((f, i) => (i === 0 ? { ...f, label: "Clients served" } : f));
    const again = await service.save({ id: e.id }, "figures", saved.version + 1, {
      homeFacts: facts,
      aboutCounters: counters,
    });
    await service.publish({ id: e.id }, "figures", again.version);
    expect(touched(second, await app.listings.snapshot()).sort()).toEqual(["/", "/feature", "/testimonial"]);
  });

  it("service pages: one document each; a card re-renders its own page, a heading also the pages that list it; a repeated card title is refused at the field", async () => {
    const { app } = await workspaceApp(suite);
    const e = await staffMember(app, ["editor"]);
    const send = (payload: unknown) =>
      app.inject({
        method: "PUT",
        url: `${C}/service-devops`,
        headers: { ...json, cookie: e.cookie },
        payload: payload as object,
      });
    const listed = await app.inject({ method: "GET", url: C, headers: { cookie: e.cookie } });
    const items = (listed.json().items as { kind: string }[]).filter((i) => i.kind === "service");
    expect(items).toHaveLength(seedContent().services.length);

    const seeded = seedContent().services.find((s) => s.slug === "devops")!;
    const detail = (
      await app.inject({ method: "GET", url: `${C}/service-devops`, headers: { cookie: e.cookie } })
    ).json();
    // The structure (slug, menu, category, icon) is not the editor's: only the page's words are.
    expect(Object.keys(detail.data).sort()).toEqual(["cards", "ctaLabel", "intro", "summary", "title"]);
    expect(detail.data.title).toBe(seeded.title);

    const twice = structuredClone(detail.data);
    twice.cards[3].title = twice.cards[0].title;
    const refused = await send({ version: 1, data: twice });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(["cards.3.title"]);

    const service = documentsOf(app);
    const touched = (a: SiteContent, b: SiteContent) => priorityPaths(a, b).filter((p) => p !== "/career");
    const first = await app.listings.snapshot();
    const cards = structuredClone(detail.data.cards);
    cards[0].description =
      "Pipelines that build, test and ship every change the same way, with a rollback one click away.";
    const saved = await service.save({ id: e.id }, "service-devops", 1, { ...detail.data, cards });
    await service.publish({ id: e.id }, "service-devops", saved.version);
    const second = await app.listings.snapshot();
    const devops = second.services.find((s) => s.slug === "devops")!;
    expect(devops).toEqual({ ...seeded, cards });
    expect(touched(first, second)).toEqual(["/services/devops"]);

    const renamed = await service.save({ id: e.id }, "service-devops", saved.version + 1, {
      ...detail.data,
      cards,
      title: "DevOps and Platform Engineering",
    });
    await service.publish({ id: e.id }, "service-devops", renamed.version);
    const third = await app.listings.snapshot();
    expect(third.services.find((s) => s.slug === "devops")).toMatchObject({
      title: "DevOps and Platform Engineering",
      menuLabel: seeded.menuLabel,
    });
    const pages = touched(second, third);
    expect(pages).toEqual(
      expect.arrayContaining(["/services/devops", "/services", "/quote", "/quotesec", "/services/ai-ml"]),
    );
    expect(pages).not.toContain("/");
  });

  it("product pages: a section's words re-render that page only; two sections with one address are refused at the field", async () => {
    const { app } = await workspaceApp(suite);
    const e = await staffMember(app, ["editor"]);
    const service = documentsOf(app);
    const seeded = seedContent().products.find((p) => p.slug === "crm-solutions")!;
    const detail = (await service.detail("product-crm-solutions")) as unknown as { data: ProductPage; version: number };
    expect(Object.keys(detail.data).sort()).toEqual(["eyebrow", "intro", "sections", "summary", "title"]);

    const twice = structuredClone(detail.data);
    twice.sections[1]!.id = twice.sections[0]!.id;
    await expect(service.save({ id: e.id }, "product-crm-solutions", detail.version, twice)).rejects.toMatchObject({
      code: "validation",
      fields: { "sections.1.id": "Another section of this page has this address." },
    });

    const before = await app.listings.snapshot();
    const changed = structuredClone(detail.data);
    changed.sections[0]!.heading = "Everything a sales team needs in one place";
    const saved = await service.save({ id: e.id }, "product-crm-solutions", detail.version, changed);
    await service.publish({ id: e.id }, "product-crm-solutions", saved.version);
    const after = await app.listings.snapshot();
    expect(after.products.find((p) => p.slug === "crm-solutions")).toEqual({ ...seeded, ...changed });
    expect(priorityPaths(before, after).filter((p) => p !== "/career")).toEqual(["/products/crm-solutions"]);
  });

  it("the pricing page, the features page, the privacy policy and the client logos: one document each, published to the pages that show them only", async () => {
    const { app } = await workspaceApp(suite);
    const e = await staffMember(app, ["editor"]);
    const service = documentsOf(app);
    const seed = seedContent();
    const cases = [
      {
        kind: "pricing",
        change: () => {
          const pricing = structuredClone(seed.pricing);
          pricing.faq[0]!.answer = `${pricing.faq[0]!.answer} We put the change in the statement of work.`;
          return pricing;
        },
        read: (c: SiteContent) => c.pricing,
        pages: ["/price"],
      },
      {
        kind: "features",
        change: () => {
          const page = structuredClone(seed.featuresPage);
          page.sellingPoints[2]!.title = "Support that answers";
          return page;
        },
        read: (c: SiteContent) => c.featuresPage,
        pages: ["/feature"],
      },
      {
        kind: "privacy",
        change: () => ({ ...seed.privacy, updated: "2026-12-01" }),
        read: (c: SiteContent) => c.privacy,
        pages: ["/privacy"],
      },
      {
        kind: "client-logos",
        change: () => ({ ...seed.clientLogos, label: "Trusted by retailers, travel firms, clinics and lenders" }),
        read: (c: SiteContent) => c.clientLogos,
        pages: ["/", "/testimonial"],
      },
    ];
    for (const c of cases) {
      expect(await service.detail(c.kind)).toMatchObject({ kind: c.kind, liveRevision: 1 });
      const before = await app.listings.snapshot();
      const data = c.change();
      const saved = await service.save({ id: e.id }, c.kind, 1, data);
      await service.publish({ id: e.id }, c.kind, saved.version);
      const after = await app.listings.snapshot();
      expect(c.read(after)).toEqual(data);
      expect(
        priorityPaths(before, after)
          .filter((p) => p !== "/career")
          .sort(),
      ).toEqual(c.pages);
    }
    // As strict as the build: the pricing page states five models, with an address each.
    const six = structuredClone(seed.pricing);
    six.models[1]!.id = six.models[0]!.id;
    await expect(service.save({ id: e.id }, "pricing", 2, six)).rejects.toMatchObject({
      code: "validation",
      fields: { "models.1.id": "Another model already has this address." },
    });
  });

  it("page words: one document per page, each checked by its own page's schema, published to that page only", async () => {
    const { app } = await workspaceApp(suite);
    const e = await staffMember(app, ["editor"]);
    const service = documentsOf(app);
    const seed = seedContent();
    expect(await service.detail("page-quote")).toMatchObject({ kind: "page", slug: "quote", liveRevision: 1 });
    const before = await app.listings.snapshot();
    const quote = structuredClone(seed.pages.quote);
    quote.hero.title = "Tell us what you need";
    quote.steps[1]!.title = "We reply, {response promise}";
    const saved = await service.save({ id: e.id }, "page-quote", 1, quote);
    await service.publish({ id: e.id }, "page-quote", saved.version);
    const after = await app.listings.snapshot();
    expect(after.pages.quote).toEqual(quote);
    expect(after.pages.contact).toEqual(seed.pages.contact);
    expect(
      priorityPaths(before, after)
        .filter((p) => p !== "/career")
        .sort(),
    ).toEqual(["/quote", "/quotesec"]);
    // Each page's own shape: the quote page's words are not the contact page's, whose headings they lack.
    await expect(service.save({ id: e.id }, "page-contact", 1, quote)).rejects.toMatchObject({
      code: "validation",
      fields: { "sections.reach-us": expect.any(String) },
    });
    // A fact the site does not know, and a button to a page it does not have, are refused at their fields.
    const wrong = structuredClone(seed.pages.price);
    wrong.undecided.text = "Describe your project and we will call you back on {mobile} with a recommendation.";
    wrong.hero.actions[0]!.href = "/rates";
    await expect(service.save({ id: e.id }, "page-price", 1, wrong)).rejects.toMatchObject({
      code: "validation",
      fields: {
        "undecided.text": expect.stringMatching(/no placeholder \{mobile\}/),
        "hero.actions.0.href": expect.any(String),
      },
    });
    expect((await service.detail("page-price")).revisions).toHaveLength(1);
  });

  it("a publication whose page cannot be rendered is refused with the reason and changes nothing", async () => {
    const { app } = await workspaceApp(suite);
    const e = await staffMember(app, ["editor"]);
    await app.ready();
    const rendered: string[][] = [];
    const service = new DocumentService({
      db: app.db,
      now: app.now,
      snapshot: () => app.listings.snapshot(),
      onSiteChange: () => {
        throw new Error("nothing may change");
      },
      preflight: async (_content, paths) => {
        rendered.push(paths);
        throw new Error("the contact page answered 500");
      },
    });
    const saved = await service.save({ id: e.id }, "company", 1, {
      ...seedCompany(),
      hours: "Mon–Fri, 10 am – 6 pm IST",
    });
    const before = await service.generation();
    await expect(service.publish({ id: e.id }, "company", saved.version)).rejects.toMatchObject({
      code: "render",
      message: expect.stringMatching(/nothing was published \(the contact page answered 500\)/),
    });
    expect(rendered).toEqual([["/contact"]]);
    expect(await service.detail("company")).toMatchObject({ liveRevision: 1, version: 2 });
    expect(await service.generation()).toBe(before);
  });

  it("case studies: added from the workspace as drafts, slugs unique and fixed once published, published to their pages, their services' pages and Home", async () => {
    const { app } = await workspaceApp(suite);
    const e = await staffMember(app, ["editor"]);
    const sales = await staffMember(app, ["sales"]);
    const send = (method: "POST" | "PUT", url: string, payload: unknown, cookie = e.cookie) =>
      app.inject({ method, url, headers: { ...json, cookie }, payload: payload as object });
    const seeded = seedContent().caseStudies;
    const list = (await app.inject({ method: "GET", url: C, headers: { cookie: e.cookie } })).json();
    expect(list.kinds.find((k: { kind: string }) => k.kind === "caseStudy")).toMatchObject({ creatable: true });
    expect(list.kinds.find((k: { kind: string }) => k.kind === "company")).toMatchObject({ creatable: false });
    const items = list.items.filter((i: { kind: string }) => i.kind === "caseStudy");
    expect(items).toHaveLength(3);
    expect(items.every((i: { sample: boolean; state: string }) => i.sample && i.state === "published")).toBe(true);

    const fresh = {
      ...structuredClone(seeded[0]!),
      title: "A single stock ledger for a chain of pharmacies",
      slug: "pharmacy-stock-ledger",
      client: "A pharmacy chain in Cuttack",
      services: ["erp-crm"],
      sample: false,
    };
    // Only editors and admins add; a kind that is one document, or unknown, is not added to.
    expect((await send("POST", C, { kind: "caseStudy", data: fresh }, sales.cookie)).statusCode).toBe(403);
    expect((await send("POST", C, { kind: "company", data: seedCompany() })).statusCode).toBe(404);
    expect((await send("POST", C, { kind: "nope", data: {} })).statusCode).toBe(404);
    // Refused at the field, nothing stored: an empty required field, an address another one has.
    const empty = await send("POST", C, { kind: "caseStudy", data: { ...fresh, challenge: "" } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.challenge).toBe("Fill in this field.");
    const dup = await send("POST", C, { kind: "caseStudy", data: { ...fresh, slug: seeded[1]!.slug } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().fields.slug).toMatch(/address/);
    const count = async () =>
      (await app.db.selectFrom("content_documents").select("id").where("kind", "=", "caseStudy").execute()).length;
    expect(await count()).toBe(3);

    const created = await send("POST", C, { kind: "caseStudy", data: fresh });
    expect(created.statusCode).toBe(201);
    const doc = created.json();
    expect(doc).toMatchObject({
      kind: "caseStudy",
      slug: "pharmacy-stock-ledger",
      state: "draft",
      sample: false,
      liveRevision: null,
      previewPath: "/case-studies/pharmacy-stock-ledger",
    });
    expect(doc.revisions).toEqual([expect.objectContaining({ number: 1, note: "Created", author: "editor person" })]);
    expect((await app.listings.snapshot()).caseStudies.map((c) => c.slug)).not.toContain("pharmacy-stock-ledger");

    // A draft's address can change, but not to another's.
    const taken = await send("PUT", `${C}/${doc.id}`, { version: 1, data: { ...fresh, slug: seeded[0]!.slug } });
    expect(taken.json().fields.slug).toMatch(/address/);
    const moved = await send("PUT", `${C}/${doc.id}`, { version: 1, data: { ...fresh, slug: "pharmacy-ledger" } });
    expect(moved.json()).toMatchObject({ slug: "pharmacy-ledger", version: 2 });

    const rendered: string[][] = [];
    const service = new DocumentService({
      db: app.db,
      now: app.now,
      snapshot: () => app.listings.snapshot(),
      onSiteChange: () => undefined,
      preflight: async (_content, paths) => {
        rendered.push(paths);
      },
    });
    const before = await app.listings.snapshot();
    await service.publish({ id: e.id }, doc.id, 2);
    expect(rendered).toEqual([["/case-studies/pharmacy-ledger"]]);
    const after = await app.listings.snapshot();
    // Newest first: the new one leads /case-studies and Home's strip.
    expect(after.caseStudies.map((c) => c.slug)).toEqual(["pharmacy-ledger", ...seeded.map((c) => c.slug)]);
    expect(priorityPaths(before, after).sort()).toEqual(
      ["/", "/career", "/case-studies", "/case-studies/pharmacy-ledger", "/services/erp-crm"].sort(),
    );

    // Published: the address stays.
    const rename = await send("PUT", `${C}/${doc.id}`, { version: 3, data: { ...fresh, slug: "pharmacy-ledger-2" } });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().fields.slug).toMatch(/keeps its address/);

    const audits = await app.db
      .selectFrom("audit_log")
      .select("action")
      .where("target_id", "=", doc.id)
      .orderBy("at")
      .execute();
    expect(audits.map((a) => a.action)).toEqual(["content_created", "content_saved", "content_published"]);
  });

  it("a scheduled publication happens when due, once, whichever server applies it", async () => {
    const clock = testClock(Date.parse("2026-11-26T06:00:00Z"));
    const one = await workspaceApp(suite, { clock });
    const two = await workspaceApp(suite, { clock, config: { dataDir: one.dataDir } });
    const e = await staffMember(one.app, ["editor"]);
    const send = (method: "POST" | "PUT", url: string, payload: unknown) =>
      one.app.inject({ method, url, headers: { ...json, cookie: e.cookie }, payload: payload as object });
    const next = { ...seedCompany(), responsePromise: "We reply within one working day" };
    expect((await send("PUT", `${C}/company`, { version: 1, data: next })).statusCode).toBe(200);
    const scheduled = await send("POST", `${C}/company/publish`, { version: 2, at: "2026-11-26T18:00:00+05:30" });
    expect(scheduled.json()).toMatchObject({
      state: "published",
      publishAt: "2026-11-26T12:30:00.000Z",
      liveRevision: 1,
    });
    expect(await one.app.documents.applyDue()).toBe(0);
    clock.advance(6.5 * 3_600_000 + 1000);
    const applied = await Promise.all([one.app.documents.applyDue(), two.app.documents.applyDue()]);
    expect(applied.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await two.app.listings.snapshot()).company.responsePromise).toBe("We reply within one working day");
    const audits = await one.app.db
      .selectFrom("audit_log")
      .select("action")
      .where("target_id", "=", "company")
      .where("actor_id", "is", null)
      .execute();
    expect(audits.map((a) => a.action)).toEqual(["content_published"]);
  });

  it("articles: a new one is a draft until published; a bad or taken slug and an empty field are refused at the field, nothing stored; scheduled, it tops /insights when due; audited", async () => {
    const clock = testClock(Date.parse("2026-11-26T06:00:00Z"));
    const { app } = await workspaceApp(suite, { clock });
    const e = await staffMember(app, ["editor"]);
    const send = (method: "POST" | "PUT", url: string, payload: unknown) =>
      app.inject({ method, url, headers: { ...json, cookie: e.cookie }, payload: payload as object });
    const sample = seedContent().articles[0]!;
    const data = {
      title: "Reading a month of POS data before the festive season",
      summary:
        "What a store's own billing data says about stock for the festive weeks, and the three reports we set up before the rush begins.",
      body: `${"Stores that switched to our POS system have a month of their own sales to learn from. ".repeat(4)}\n\n## The three reports\n\n- items that sold out\n- items that did not move\n- the busiest hour of each counter`,
      author: sample.author,
      tags: ["pos", "retail-technology"],
      sample: false,
    };
    const count = async () =>
      Number(
        (
          await app.db
            .selectFrom("content_documents")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();

    // Refused at the field, nothing stored: a slug that is not one, one that is taken, an empty title.
    const badSlug = await send("POST", C, { kind: "article", slug: "Festive POS!", data });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().fields.slug).toMatch(/hyphens/);
    const taken = await send("POST", C, { kind: "article", slug: sample.slug, data });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields.slug).toMatch(/never reused/);
    const empty = await send("POST", C, { kind: "article", slug: "festive-pos-data", data: { ...data, title: "" } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.title).toBe("Fill in this field.");
    expect((await send("POST", C, { kind: "company", slug: "another", data: {} })).statusCode).toBe(404);
    expect(await count()).toBe(before);

    // Created as a draft: listed, not on the site.
    const created = await send("POST", C, { kind: "article", slug: "festive-pos-data", data });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      id: "article-festive-pos-data",
      state: "draft",
      version: 1,
      sample: false,
      liveRevision: null,
      previewPath: "/insights/festive-pos-data",
      revisions: [expect.objectContaining({ number: 1, note: "Created", author: "editor person" })],
    });
    expect((await app.listings.snapshot()).articles.map((a) => a.slug)).not.toContain("festive-pos-data");
    const again = await send("POST", C, { kind: "article", slug: "festive-pos-data", data });
    expect(again.json().fields.slug).toMatch(/never reused/);

    // Scheduled for this evening in India: published when due, first on /insights.
    const scheduled = await send("POST", `${C}/article-festive-pos-data/publish`, {
      version: 1,
      at: "2026-11-26T18:00:00+05:30",
    });
    expect(scheduled.json()).toMatchObject({ state: "scheduled", publishAt: "2026-11-26T12:30:00.000Z" });
    expect(await app.documents.applyDue()).toBe(0);
    clock.advance(6.5 * 3_600_000 + 1000);
    expect(await app.documents.applyDue()).toBe(1);
    const articles = (await app.listings.snapshot()).articles;
    expect(articles[0]).toMatchObject({ slug: "festive-pos-data", title: data.title, tags: data.tags });
    expect(articles).toHaveLength(seedContent().articles.length + 1);
    const audits = await app.db
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("target_id", "=", "article-festive-pos-data")
      .orderBy("at")
      .execute();
    expect(audits.map((a) => a.action)).toEqual(["content_created", "content_scheduled", "content_published"]);
  });
  it("unpublishing: an article leaves the snapshot and its pages are removed, a draft with its revisions; refused for an author still named, the last testimonial, a singleton, a stale version; audited", async () => {
    const { app } = await workspaceApp(suite, { clock: testClock(Date.parse("2026-11-26T06:00:00Z")) });
    const e = await staffMember(app, ["editor"]);
    const post = (url: string, payload: unknown) =>
      app.inject({ method: "POST", url, headers: { ...json, cookie: e.cookie }, payload: payload as object });
    const get = async (id: string) =>
      (await app.inject({ method: "GET", url: `${C}/${id}`, headers: { cookie: e.cookie } })).json();
    const before = await app.listings.snapshot();
    const article = before.articles[0]!;
    const id = `article-${article.slug}`;

    // Its author is named by a published article: refused, with the article's title.
    const author = await get(`author-${article.author}`);
    const named = await post(`${C}/${author.id}/unpublish`, { version: author.version });
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toContain(article.title);
    // A singleton, and a kind staff do not add to, stay.
    expect((await post(`${C}/company/unpublish`, { version: 1 })).json().message).toMatch(/stay on the site/);
    // A stale version is a conflict; nothing changed.
    const doc = await get(id);
    expect((await post(`${C}/${id}/unpublish`, { version: doc.version + 1 })).statusCode).toBe(409);

    const done = await post(`${C}/${id}/unpublish`, { version: doc.version });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ state: "draft", liveRevision: null, publishAt: null });
    expect(done.json().revisions.length).toBe(doc.revisions.length);
    const after = await app.listings.snapshot();
    expect(after.articles.map((a) => a.slug)).not.toContain(article.slug);
    expect(after.articles).toHaveLength(before.articles.length - 1);
    // Its page goes, and those of the tags no other article has; nothing else.
    const orphanTags = article.tags.filter((t) => !after.articles.some((a) => a.tags.includes(t)));
    expect(removedFiles(before, after).sort()).toEqual(
      [article.slug, ...orphanTags.map((t) => `tags/${t}`)].map((p) => `insights/${p}/index.html`).sort(),
    );
    expect(priorityPaths(before, after)).toContain("/insights");
    // Not on the site any more: a second unpublish says so.
    expect((await post(`${C}/${id}/unpublish`, { version: done.json().version })).json().message).toMatch(
      /not on the site/,
    );
    // Published again, at the same address.
    const back = await post(`${C}/${id}/publish`, { version: done.json().version });
    expect(back.json()).toMatchObject({ state: "published", slug: article.slug });
    expect((await app.listings.snapshot()).articles.map((a) => a.slug)).toContain(article.slug);

    // The last testimonial stays.
    const testimonials = (await app.inject({ method: "GET", url: C, headers: { cookie: e.cookie } }))
      .json()
      .items.filter((i: { kind: string }) => i.kind === "testimonial");
    for (const [i, t] of testimonials.entries()) {
      const res = await post(`${C}/${t.id}/unpublish`, { version: t.version });
      if (i < testimonials.length - 1) expect(res.statusCode).toBe(200);
      else expect(res.json().message).toMatch(/at least one quote/);
    }
    expect((await app.listings.snapshot()).testimonials).toHaveLength(1);

    const audits = await app.db
      .selectFrom("audit_log")
      .select("action")
      .where("target_id", "=", id)
      .orderBy("at")
      .execute();
    expect(audits.map((a) => a.action)).toEqual(["content_unpublished", "content_published"]);
  });

  it("deleting a draft: only one that never went on the site and is not scheduled, with its revisions, by version; the address is free again; audited", async () => {
    const { app } = await workspaceApp(suite, { clock: testClock(Date.parse("2026-11-26T06:00:00Z")) });
    const e = await staffMember(app, ["editor"]);
    const sales = await staffMember(app, ["sales"]);
    const post = (url: string, payload: unknown, cookie = e.cookie) =>
      app.inject({ method: "POST", url, headers: { ...json, cookie }, payload: payload as object });
    const sample = seedContent().caseStudies[0]!;
    const data = { ...sample, slug: "warehouse-scanners-trial", sample: false };
    const created = (await post(C, { kind: "caseStudy", data })).json();
    const id = created.id as string;
    const saved = await app.inject({
      method: "PUT",
      url: `${C}/${id}`,
      headers: { ...json, cookie: e.cookie },
      payload: {
        version: created.version,
        data: { ...data, title: "Scanners in the warehouse of a regional distributor" },
      },
    });
    expect(saved.json().revisions).toHaveLength(2);
    const version = saved.json().version as number;
    const revisions = async () =>
      (await app.db.selectFrom("content_revisions").select("number").where("document_id", "=", id).execute()).length;

    // Staff without the editor's role, a stale version, a singleton, a published document: refused, nothing deleted.
    expect((await post(`${C}/${id}/discard`, { version }, sales.cookie)).statusCode).toBe(403);
    expect((await post(`${C}/${id}/discard`, { version: version - 1 })).statusCode).toBe(409);
    expect((await post(`${C}/company/discard`, { version: 1 })).json().message).toMatch(/stay on the site/);
    const published = `case-study-${sample.slug}`;
    const live = (await app.inject({ method: "GET", url: `${C}/${published}`, headers: { cookie: e.cookie } })).json();
    const refused = await post(`${C}/${published}/discard`, { version: live.version });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/has been on the site.*Unpublish/);
    // Scheduled: the schedule is cancelled first.
    const scheduled = (await post(`${C}/${id}/publish`, { version, at: "2026-11-27T10:00:00+05:30" })).json();
    expect((await post(`${C}/${id}/discard`, { version: scheduled.version })).json().message).toMatch(
      /unschedule it first/,
    );
    const unscheduled = (await post(`${C}/${id}/unschedule`, { version: scheduled.version })).json();
    expect(await revisions()).toBe(2);

    const done = await post(`${C}/${id}/discard`, { version: unscheduled.version });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      id,
      kind: "caseStudy",
      title: "Scanners in the warehouse of a regional distributor",
    });
    expect(await revisions()).toBe(0);
    expect((await app.inject({ method: "GET", url: `${C}/${id}`, headers: { cookie: e.cookie } })).statusCode).toBe(
      404,
    );
    expect((await post(`${C}/${id}/discard`, { version: unscheduled.version })).statusCode).toBe(404);
    // The address was never on the site: it may be used again.
    const reused = await post(C, { kind: "caseStudy", data });
    expect(reused.statusCode).toBe(201);
    expect(reused.json()).toMatchObject({ slug: "warehouse-scanners-trial", state: "draft", version: 1 });
    const audits = await app.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("target_id", "=", id)
      .orderBy("at")
      .orderBy("id")
      .execute();
    expect(audits.map((a) => a.action)).toEqual([
      "content_created",
      "content_saved",
      "content_scheduled",
      "content_unscheduled",
      "content_discarded",
    ]);
    expect(JSON.parse(String(audits[4]!.detail))).toEqual({ kind: "caseStudy", revisions: 2 });
  });
});
