import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { FIXTURE_INLINE_SCRIPT, fixtureSite, sqliteApps } from "../../tests/support/server";

const suite = sqliteApps();
const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("the prerendered site", () => {
  it("serves /x as x/index.html with a CSP holding the hashes of its inline scripts", async () => {
    const { app } = await suite.app({ staticDir: fixtureSite() });
    for (const url of ["/", "/about"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("no-cache");
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).toContain(`script-src 'self' `);
      expect(csp).toContain(sha(FIXTURE_INLINE_SCRIPT));
      expect(csp).toContain("style-src 'self'");
    }
    expect((await app.inject({ method: "GET", url: "/about" })).body).toContain("<h1>About</h1>");
  });

  it("uses the CSP manifest written by the build when there is one", async () => {
    const client = fixtureSite();
    writeFileSync(
      join(client, "..", "csp.json"),
      JSON.stringify({
        version: 1,
        pages: { "about/index.html": { script: ["sha256-FROMMANIFEST"], style: [], styleAttr: [] } },
      }),
    );
    const { app } = await suite.app({ staticDir: client });
    expect(String((await app.inject({ method: "GET", url: "/about" })).headers["content-security-policy"])).toContain(
      "'sha256-FROMMANIFEST'",
    );
  });

  it("redirects /x/ to /x with 301, keeping the query", async () => {
    const { app } = await suite.app({ staticDir: fixtureSite() });
    const res = await app.inject({ method: "GET", url: "/about/?ref=mail" });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/about?ref=mail");
  });

  it("redirects /x/index.html and the common addresses of other sites with 301", async () => {
    const { app } = await suite.app({ staticDir: fixtureSite() });
    for (const [from, to] of [
      ["/index.html", "/"],
      ["/about/index.html", "/about"],
      ["/about-us", "/about"],
      ["/about-us/", "/about"],
      ["/home", "/"],
    ]) {
      const res = await app.inject({ method: "GET", url: from! });
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
    // An alias whose target does not exist is a plain 404, not a redirect to nowhere.
    expect((await app.inject({ method: "GET", url: "/careers/no-such-job" })).statusCode).toBe(404);
  });

  it("answers /404 itself with status 404", async () => {
    const { app } = await suite.app({ staticDir: fixtureSite() });
    const res = await app.inject({ method: "GET", url: "/404" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("Page not found");
  });

  it("serves hashed assets immutable, compressed as the client accepts, with ETag and 304", async () => {
    const { app } = await suite.app({ staticDir: fixtureSite() });
    const plain = await app.inject({ method: "GET", url: "/assets/entry-abc123.js" });
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(plain.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    const br = await app.inject({
      method: "GET",
      url: "/assets/entry-abc123.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gz = await app.inject({
      method: "GET",
      url: "/assets/root-abc123.css",
      headers: { "accept-encoding": "gzip, br;q=0" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toMatch(/^body\{margin:0\}/);
    const etag = String(br.headers.etag);
    const cached = await app.inject({
      method: "GET",
      url: "/assets/entry-abc123.js",
      headers: { "accept-encoding": "br", "if-none-match": etag },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe("");
    const head = await app.inject({ method: "HEAD", url: "/about" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
  });

  it("answers unknown pages with the 404 page and status 404, unknown API paths with JSON", async () => {
    const { app } = await suite.app({ staticDir: fixtureSite() });
    const page = await app.inject({ method: "GET", url: "/no/such/page?x=1" });
    expect(page.statusCode).toBe(404);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain("<h1>Page not found</h1>");
    expect(String(page.headers["content-security-policy"])).toContain(sha(FIXTURE_INLINE_SCRIPT));
    for (const [method, url] of [
      ["GET", "/api/nope"],
      ["POST", "/api/nope"],
      ["GET", "/api"],
      ["GET", "/api/quotes"],
      ["DELETE", "/api/quotes"],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ error: "not_found", message: "Not found.", requestId: expect.any(String) });
    }
  });

  it("never serves dotfiles, the SPA fallback, the CSP manifest or anything outside the folder", async () => {
    const { app } = await suite.app({ staticDir: fixtureSite() });
    for (const url of [
      "/.secret",
      "/__spa-fallback.html",
      "/csp.json",
      "/../csp.json",
      "/%2e%2e/csp.json",
      "/..%2fcsp.json",
      "/assets/../../csp.json",
      "/%00",
      "/%E0%A4%A",
    ]) {
      const res = await app.inject({ method: "GET", url });
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.body, url).not.toContain("version");
    }
  });

  it("works without a site (API only): unknown pages still 404", async () => {
    const { app } = await suite.app();
    const res = await app.inject({ method: "GET", url: "/about" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("Page not found");
  });
});
