import { expect, it } from "vitest";
import { issueCertificate, revokeCertificate } from "../operations";
import { todayIn } from "#contracts/certificate-admin.ts";
import { describeDb } from "../../tests/support/server";

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

  it("gives the same 404 body for malformed, unknown and injection-like IDs", async () => {
    const { app } = await suite.app();
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

  it("finds a newly issued certificate, case-insensitively; once revoked it answers 410 with the reason and date only", async () => {
    const { app } = await suite.app();
    const id = await issueCertificate(app.db, {
      name: "Meera Nair",
      programme: "UI/UX Design Internship",
      issued: "2026-01-31",
      validUntil: "2028-01-31",
    });
    expect(id).toMatch(/^CVT-[A-Z2-7]{16}$/);
    const res = await app.inject({ method: "GET", url: `/api/certificates/${id.toLowerCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      holderName: "Meera Nair",
      programme: "UI/UX Design Internship",
      issuedOn: "2026-01-31",
      validUntil: "2028-01-31",
    });
    expect(await revokeCertificate(app.db, id)).toBe(true);
    const gone = await app.inject({ method: "GET", url: `/api/certificates/${id}` });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({
      error: "not_valid",
      message: "This certificate has been revoked.",
      id,
      status: "revoked",
      date: todayIn("Asia/Kolkata", Date.now()),
    });
    expect(gone.body).not.toContain("Meera");
    expect(gone.headers["cache-control"]).toBe("no-store");
  });

  it("honours the dates: past its expiry or before its issue date a certificate does not verify (410 with the date)", async () => {
    const clock = { t: Date.parse("2026-11-20T20:00:00.000Z") }; // 21 November in Kolkata (UTC+5:30)
    const { app } = await suite.app({ now: () => clock.t });
    const row = (id: string, issued_on: string, valid_until: string | null) => ({
      id,
      holder_name: "Kiran Das",
      programme: "QA Internship",
      issued_on,
      valid_until,
      revoked_at: null,
      revoke_reason: null,
      revoked_by: null,
      issued_by: null,
      created_at: new Date(clock.t).toISOString(),
    });
    await app.db
      .insertInto("certificates")
      .values([
        row("CVT-EXPIREDAAAAAAAAA", "2025-01-01", "2026-11-20"),
        row("CVT-LASTDAYAAAAAAAAA", "2025-01-01", "2026-11-21"),
        row("CVT-FUTUREAAAAAAAAAA", "2026-11-22", null),
        row("CVT-TODAYAAAAAAAAAAA", "2026-11-21", null),
      ])
      .execute();
    const get = (id: string) => app.inject({ method: "GET", url: `/api/certificates/${id}` });
    const expired = await get("CVT-EXPIREDAAAAAAAAA");
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      status: "expired",
      date: "2026-11-20",
      message: "This certificate has expired.",
    });
    expect(expired.body).not.toContain("Kiran");
    // The expiry date is the last valid day; the issue date the first (in the company's calendar).
    expect((await get("CVT-LASTDAYAAAAAAAAA")).statusCode).toBe(200);
    expect((await get("CVT-TODAYAAAAAAAAAAA")).statusCode).toBe(200);
    const future = await get("CVT-FUTUREAAAAAAAAAA");
    expect(future.statusCode).toBe(410);
    expect(future.json()).toMatchObject({ status: "not_yet_valid", date: "2026-11-22" });
    clock.t += 86_400_000; // the next day: the last day has passed, the future one has begun
    expect((await get("CVT-LASTDAYAAAAAAAAA")).json()).toMatchObject({ status: "expired", date: "2026-11-21" });
    expect((await get("CVT-FUTUREAAAAAAAAAA")).statusCode).toBe(200);
    // Unknown IDs still share the one 404.
    expect((await get("CVT-NOSUCHAAAAAAAAAA")).statusCode).toBe(404);
  });

  it("rate limits lookups (429 with Retry-After after the limit)", async () => {
    const { app } = await suite.app({ env: { RATE_LIMIT_CERTIFICATES: "3/1m" } });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await app.inject({ method: "GET", url: `/api/certificates/${10000 + i}` })).statusCode);
    expect(codes).toEqual([404, 404, 404, 429, 429]);
    const res = await app.inject({ method: "GET", url: "/api/certificates/12345" });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });
});
