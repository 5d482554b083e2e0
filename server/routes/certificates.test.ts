import { expect, it } from "vitest";
import { issueCertificate, revokeCertificate } from "../admin";
import { describeDb } from "../testing/helpers";

const strip = (body: Record<string, unknown>) => {
  const { requestId: _r, ...rest } = body;
  return rest;
};

describeDb("GET /api/certificates/:id", (suite) => {
  it("returns the public fields of the seeded sample certificate 12345, and nothing else", async () => {
    const { app } = await suite.app();
    const res = await app.inject({ method: "GET", url: "/api/certificates/12345" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: "12345",
      holderName: "Ananya Mishra",
      programme: "Full-Stack Web Development Internship",
      issuedOn: "2025-06-30",
      validUntil: null,
    });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("gives the same 404 body for malformed, unknown, injection-like and revoked IDs", async () => {
    const { app } = await suite.app();
    const revoked = await issueCertificate(app.db, { name: "Ravi Kumar", programme: "Cloud Internship", issued: "2026-01-31" });
    expect(await revokeCertificate(app.db, revoked)).toBe(true);
    const ids = [
      "99999",
      "CVT-AAAAAAAAAAAAAAAA",
      "' OR '1'='1",
      "12345' --",
      "1;DROP TABLE certificates",
      "%00",
      "x".repeat(65),
      "x".repeat(500),
      "..%2F..%2Fetc%2Fpasswd",
      "<script>",
      revoked,
    ];
    const bodies = new Set<string>();
    for (const id of ids) {
      const res = await app.inject({ method: "GET", url: `/api/certificates/${encodeURIComponent(id)}` });
      expect(res.statusCode, id).toBe(404);
      bodies.add(JSON.stringify(strip(res.json())));
    }
    expect([...bodies]).toEqual([JSON.stringify({ error: "not_found", message: "Not found." })]);
    // The table is intact.
    expect((await app.inject({ method: "GET", url: "/api/certificates/12345" })).statusCode).toBe(200);
  });

  it("finds a newly issued certificate, case-insensitively, until it is revoked", async () => {
    const { app } = await suite.app();
    const id = await issueCertificate(app.db, { name: "Meera Nair", programme: "UI/UX Design Internship", issued: "2026-01-31", validUntil: "2028-01-31" });
    expect(id).toMatch(/^CVT-[A-Z2-7]{16}$/);
    const res = await app.inject({ method: "GET", url: `/api/certificates/${id.toLowerCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, holderName: "Meera Nair", programme: "UI/UX Design Internship", issuedOn: "2026-01-31", validUntil: "2028-01-31" });
    await revokeCertificate(app.db, id);
    expect((await app.inject({ method: "GET", url: `/api/certificates/${id}` })).statusCode).toBe(404);
  });

  it("rate limits lookups (429 with Retry-After after the limit)", async () => {
    const { app } = await suite.app({ env: { RATE_LIMIT_CERTIFICATES: "3/1m" } });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await app.inject({ method: "GET", url: `/api/certificates/${10000 + i}` })).statusCode);
    expect(codes).toEqual([404, 404, 404, 429, 429]);
    const res = await app.inject({ method: "GET", url: "/api/certificates/12345" });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });
});
