import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import {
  fixtureSite,
  formData,
  pdfOfSize,
  sqliteApps,
  validApplicationFields,
  validQuote,
} from "../../tests/support/server";

const suite = sqliteApps();

function expectSecurityHeaders(headers: Record<string, unknown>, label: string, api: boolean) {
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(String(headers["permissions-policy"]), label).toMatch(
    /camera=\(\).*geolocation=\(\).*microphone=\(\).*browsing-topics=\(\)/,
  );
  expect(headers["cross-origin-opener-policy"], label).toBe("same-origin");
  expect(headers["strict-transport-security"], label).toBe("max-age=31536000; includeSubDomains");
  expect(headers["x-powered-by"], label).toBeUndefined();
  expect(headers.server, label).toBeUndefined();
  const csp = String(headers["content-security-policy"]);
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).not.toContain("unsafe-inline");
  expect(csp, label).not.toContain("unsafe-eval");
  if (api) expect(csp, label).toMatch(/^default-src 'none'/);
  else {
    expect(csp, label).toMatch(/script-src 'self'/);
    expect(csp, label).toContain("object-src 'none'");
    expect(csp, label).toContain("base-uri 'self'");
    expect(csp, label).toContain("form-action 'self'");
  }
}

describe("security headers", () => {
  it("are on every class of response: pages, a missing asset, API 2xx/3xx/4xx/5xx", async () => {
    const { app } = await suite.app({ staticDir: fixtureSite(), env: { RATE_LIMIT_QUOTES: "2/1m" } });
    const big = formData(validApplicationFields(), [{ filename: "cv.pdf", content: pdfOfSize(5 * 1024 * 1024 + 1) }]);
    const html = formData(validApplicationFields(), [{ filename: "cv.pdf", content: Buffer.from("<html>") }]);
    const cases: [string, InjectOptions, number, boolean][] = [
      ["page", { method: "GET", url: "/about" }, 200, false],
      ["home", { method: "GET", url: "/" }, 200, false],
      ["missing asset", { method: "GET", url: "/assets/missing-abc123.js" }, 404, false],
      ["404 page", { method: "GET", url: "/no-such-page" }, 404, false],
      ["api 201", { method: "POST", url: "/api/quotes", payload: validQuote() }, 201, true],
      ["api 200", { method: "GET", url: "/api/certificates/12345" }, 200, true],
      ["api 400", { method: "POST", url: "/api/quotes", payload: {} }, 400, true],
      ["api 404", { method: "GET", url: "/api/nope" }, 404, true],
      [
        "api 413",
        { method: "POST", url: "/api/applications", headers: { accept: "application/json" }, payload: big },
        413,
        true,
      ],
      [
        "api 415",
        { method: "POST", url: "/api/quotes", headers: { "content-type": "text/plain" }, payload: "x" },
        415,
        true,
      ],
      [
        "api 415 file",
        { method: "POST", url: "/api/applications", headers: { accept: "application/json" }, payload: html },
        415,
        true,
      ],
      [
        "api 303",
        {
          method: "POST",
          url: "/api/quotes",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: "name=",
        },
        303,
        true,
      ],
      [
        "api 403",
        { method: "POST", url: "/api/quotes", headers: { origin: "https://evil.example" }, payload: validQuote() },
        403,
        true,
      ],
      ["api 429", { method: "POST", url: "/api/quotes", payload: validQuote() }, 429, true],
      ["healthz", { method: "GET", url: "/healthz" }, 200, true],
    ];
    for (const [label, req, status, api] of cases) {
      const res = await app.inject(req);
      expect(res.statusCode, label).toBe(status);
      expectSecurityHeaders(res.headers, label, api);
    }
    // And a 500.
    await app.dbHandle.close();
    const broken = await app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: { name: "A", email: "a@b.co", subject: "S", message: "M" },
    });
    expect(broken.statusCode).toBe(500);
    expectSecurityHeaders(broken.headers, "api 500", true);
  }, 60_000);

  it("a build asset carries nosniff and its caching, none of the headers that govern documents", async () => {
    const { app } = await suite.app({ staticDir: fixtureSite() });
    const res = await app.inject({ method: "GET", url: "/assets/entry-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const h of [
      "content-security-policy",
      "permissions-policy",
      "referrer-policy",
      "cross-origin-opener-policy",
      "x-frame-options",
      "strict-transport-security",
      "x-request-id",
      "x-powered-by",
      "server",
    ])
      expect([h, res.headers[h]]).toEqual([h, undefined]);
  });

  it("leave HSTS out when the public origin is plain http", async () => {
    const { app } = await suite.app({ env: { SITE_URL: "http://localhost:3000" } });
    const res = await app.inject({ method: "GET", url: "/healthz" });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});
