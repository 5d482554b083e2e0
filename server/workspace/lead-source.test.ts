/**
 * A source on every lead, through the public routes and the workspace API on SQLite and
 * PostgreSQL: stored from the hidden field or, without it, from the Referer header; shown on the
 * submission's page in plain words; filterable in the inbox and Applications; in the CSV export.
 */
import { parse } from "csv-parse/sync";
import { expect, it } from "vitest";
import { describeDb, pdfOfSize, validApplicationFields, validContact, validQuote } from "../../tests/support/server";
import { staffMember, workspaceApp } from "../../tests/support/workspace";

const A = "/api/admin";
const campaignSource = JSON.stringify({
  l: "/?utm_source=newsletter&utm_campaign=november",
  r: "",
  s: "/quote",
});
const searchSource = JSON.stringify({ l: "/services/devops", r: "https://www.google.com/", s: "/contact" });

describeDb("lead sources", (suite) => {
  it("stores the source sent with a quote and shows it on the submission's page in plain words", async () => {
    const { app } = await workspaceApp(suite);
    const sales = await staffMember(app, ["sales"]);
    const res = await app.inject({
      method: "POST",
      url: "/api/quotes",
      payload: validQuote({ source: campaignSource }),
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    const detail = await app.inject({
      method: "GET",
      url: `${A}/submissions/quote/${id}`,
      headers: { cookie: sales.cookie },
    });
    expect(detail.json().source).toEqual({
      channel: "email",
      summary: "From the e-mail campaign “november” (newsletter), landed on /, sent from /quote.",
      landingPage: "/",
      referrer: null,
      utm: { source: "newsletter", medium: null, campaign: "november", term: null, content: null },
      sentFrom: "/quote",
      via: "script",
    });
  });

  it("records the sending page and its UTM query from the Referer of a post without JavaScript", async () => {
    const { app } = await workspaceApp(suite);
    const c = validContact();
    const res = await app.inject({
      method: "POST",
      url: "/api/contacts",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        host: "www.corvanta.example",
        referer: "https://www.corvanta.example/contact?utm_source=linkedin&utm_medium=social",
      },
      payload: new URLSearchParams({
        name: c.name,
        email: c.email,
        subject: c.subject,
        message: c.message,
        source: "",
      }).toString(),
    });
    expect(res.statusCode).toBe(303);
    const row = await app.db.selectFrom("contacts").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      source_page: "/contact",
      source_via: "form",
      source_channel: "social",
      source_utm_source: "linkedin",
      source_landing: null,
    });
  });

  it("never refuses a lead over its source: a broken field is stored as unknown", async () => {
    const { app } = await workspaceApp(suite);
    const res = await app.inject({ method: "POST", url: "/api/quotes", payload: validQuote({ source: "{not json" }) });
    expect(res.statusCode).toBe(201);
    const row = await app.db.selectFrom("quotes").selectAll().executeTakeFirstOrThrow();
    expect(row.source_channel).toBe("unknown");
  });

  it("filters the inbox, the export and Applications by channel and campaign; the export carries the source", async () => {
    const { app } = await workspaceApp(suite);
    const admin = await staffMember(app, ["admin"]);
    const h = { cookie: admin.cookie };
    await app.inject({ method: "POST", url: "/api/quotes", payload: validQuote({ source: campaignSource }) });
    await app.inject({ method: "POST", url: "/api/contacts", payload: validContact({ source: searchSource }) });
    await app.inject({ method: "POST", url: "/api/quotes", payload: validQuote({ name: "No Source" }) });
    const names = async (qs: string) =>
      ((await app.inject({ method: "GET", url: `${A}/inbox${qs}`, headers: h })).json().items as { name: string }[])
        .map((i) => i.name)
        .sort();
    expect(await names("?channel=search")).toEqual(["Arjun Mehta"]);
    expect(await names("?campaign=november")).toEqual(["Priya Raman"]);
    expect(await names("?channel=email&campaign=november")).toEqual(["Priya Raman"]);
    expect(await names("?channel=referral")).toEqual([]);
    const bad = await app.inject({ method: "GET", url: `${A}/inbox?channel=carrier-pigeon`, headers: h });
    expect(bad.statusCode).toBe(400);

    const csv = await app.inject({ method: "GET", url: `${A}/export.csv?kind=quote&campaign=november`, headers: h });
    const rows = parse(csv.body.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Source: "From the e-mail campaign “november” (newsletter), landed on /, sent from /quote.",
      Channel: "E-mail campaign",
      "Landing page": "/",
      "UTM campaign": "november",
      "Sent from page": "/quote",
    });
    const all = await app.inject({ method: "GET", url: `${A}/export.csv?channel=search`, headers: h });
    const mixed = parse(all.body.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    expect(mixed.map((r) => [r.Kind, r["Landing page"], r["Referring site"]])).toEqual([
      ["message", "/services/devops", "www.google.com"],
    ]);

    const form = new FormData();
    for (const [k, v] of Object.entries(validApplicationFields())) form.append(k, v);
    form.append("source", JSON.stringify({ l: "/career?utm_campaign=campus", r: "", s: "/career/software-engineer" }));
    form.append("resume", new Blob([new Uint8Array(pdfOfSize(2000))], { type: "application/pdf" }), "cv.pdf");
    const req = new Request("http://x/", { method: "POST", body: form });
    const applied = await app.inject({
      method: "POST",
      url: "/api/applications",
      headers: { "content-type": req.headers.get("content-type")!, accept: "application/json" },
      payload: Buffer.from(await req.arrayBuffer()),
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const list = async (qs: string) =>
      (await app.inject({ method: "GET", url: `${A}/applications${qs}`, headers: h })).json().items.length as number;
    expect(await list("?campaign=campus")).toBe(1);
    expect(await list("?campaign=november")).toBe(0);
    expect(await list("?channel=campaign")).toBe(1);
  });
});
