import { describe, expect, it } from "vitest";
import { formData, pdfOfSize, sqliteApps, validApplicationFields, validQuote } from "../../tests/support/server";

const suite = sqliteApps();
const SITE = "https://www.corvanta.example";
const PARTNER = "https://static.corvanta-cdn.example";

describe("cross-site requests (CSRF) and CORS", () => {
  it("refuses cross-site POSTs with 403 and stores nothing; same-origin and header-less requests pass", async () => {
    const { app } = await suite.app({ env: { SITE_URL: SITE, RATE_LIMIT_QUOTES: "50/1m" } });
    const refused: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "https://evil.example", "sec-fetch-site": "same-site" },
      { origin: "http://www.corvanta.example.evil.example" },
      { origin: "not a url" },
    ];
    for (const headers of refused) {
      const res = await app.inject({ method: "POST", url: "/api/quotes", headers, payload: validQuote() });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({ error: "forbidden", requestId: expect.any(String) });
    }
    // A cross-site native form post and a cross-site multipart post: 403 too, never a redirect.
    const form = await app.inject({
      method: "POST",
      url: "/api/quotes",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
      },
      payload: "name=a&email=a%40b.co&services=x&message=y",
    });
    expect(form.statusCode).toBe(403);
    const upload = await app.inject({
      method: "POST",
      url: "/api/applications",
      headers: { origin: "https://evil.example" },
      payload: formData(validApplicationFields(), [{ filename: "cv.pdf", content: pdfOfSize(500) }]),
    });
    expect(upload.statusCode).toBe(403);
    expect(await app.db.selectFrom("quotes").select("id").execute()).toHaveLength(0);
    expect(await app.db.selectFrom("applications").select("id").execute()).toHaveLength(0);

    const allowed: Record<string, string>[] = [
      {},
      { "sec-fetch-site": "same-origin", origin: "http://localhost:80" },
      { origin: SITE, "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "none" },
    ];
    for (const headers of allowed) {
      const res = await app.inject({
        method: "POST",
        url: "/api/quotes",
        headers: { host: "localhost:80", ...headers },
        payload: validQuote(),
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(201);
    }
  });

  it("admits only the site's origin and CORS_ORIGINS, never '*'", async () => {
    const { app } = await suite.app({ env: { SITE_URL: SITE, CORS_ORIGINS: PARTNER } });
    const pre = await app.inject({
      method: "OPTIONS",
      url: "/api/quotes",
      headers: {
        origin: PARTNER,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type,idempotency-key",
      },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers["access-control-allow-origin"]).toBe(PARTNER);
    expect(String(pre.headers["access-control-allow-headers"]).toLowerCase()).toContain("idempotency-key");
    expect(String(pre.headers.vary)).toContain("Origin");

    const post = await app.inject({
      method: "POST",
      url: "/api/quotes",
      headers: { origin: PARTNER, "sec-fetch-site": "cross-site" },
      payload: validQuote(),
    });
    expect(post.statusCode).toBe(201);
    expect(post.headers["access-control-allow-origin"]).toBe(PARTNER);
    expect(String(post.headers["access-control-expose-headers"])).toContain("Retry-After");

    // A native post from the split-deployment site is sent back to that site's pages.
    const native = await app.inject({
      method: "POST",
      url: "/api/quotes",
      headers: { origin: PARTNER, "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" },
      payload: "name=a&email=a%40b.co&services=x&message=y",
    });
    expect(native.statusCode).toBe(303);
    expect(native.headers.location).toBe(`${PARTNER}/thank-you/quote`);

    for (const origin of ["https://evil.example", "null"]) {
      const res = await app.inject({
        method: "OPTIONS",
        url: "/api/quotes",
        headers: { origin, "access-control-request-method": "POST" },
      });
      expect(res.headers["access-control-allow-origin"], origin).toBeUndefined();
      const get = await app.inject({ method: "GET", url: "/api/certificates/12345", headers: { origin } });
      expect(get.statusCode).toBe(200);
      expect(get.headers["access-control-allow-origin"], origin).toBeUndefined();
    }
    const site = await app.inject({ method: "GET", url: "/api/certificates/12345", headers: { origin: SITE } });
    expect(site.headers["access-control-allow-origin"]).toBe(SITE);
  });
});
