import { describe, expect, it } from "vitest";
import {
  formData,
  pdfOfSize,
  sqliteApps,
  validApplicationFields,
  validContact,
  validQuote,
} from "../tests/support/server";

const suite = sqliteApps();

// Values that must never reach a log line, whatever happens to the request. None may be
// written in hexadecimal digits alone: "7f3a" once turned up inside a request id (a UUID).
const CANARY = {
  email: "canary.7q3z@example.com",
  phone: "+91 90000 77777",
  name: "Canary Seventhree",
  message: "canary-message-7q3z secret plans",
  ip: "198.51.100.77",
  certificate: "CANARY7Q3Z",
  file: "canary-7q3z-cv.pdf",
};

describe("logs", () => {
  it("are JSON lines with no personal data: no bodies, e-mails, phones, names, addresses or query strings", async () => {
    const { app, logs } = await suite.app({ env: { RATE_LIMIT_QUOTES: "2/1m" }, relay: { pollMs: 10 } });
    const headers = { "user-agent": "canary-agent", cookie: "session=canary-cookie", "x-forwarded-for": CANARY.ip };
    const quote = validQuote({ name: CANARY.name, email: CANARY.email, message: CANARY.message });
    await app.inject({
      method: "POST",
      url: "/api/quotes?ref=canary-query",
      headers,
      payload: quote,
      remoteAddress: CANARY.ip,
    });
    await app.inject({
      method: "POST",
      url: "/api/quotes",
      headers,
      payload: { ...quote, email: "bad", extra: CANARY.message },
      remoteAddress: CANARY.ip,
    });
    await app.inject({ method: "POST", url: "/api/quotes", headers, payload: quote, remoteAddress: CANARY.ip }); // 429
    await app.inject({
      method: "POST",
      url: "/api/contacts",
      headers,
      payload: validContact({ name: CANARY.name, email: CANARY.email, message: CANARY.message }),
      remoteAddress: CANARY.ip,
    });
    const form = formData(validApplicationFields({ fullName: CANARY.name, email: CANARY.email, phone: CANARY.phone }), [
      { filename: CANARY.file, content: pdfOfSize(2000) },
    ]);
    await app.inject({
      method: "POST",
      url: "/api/applications",
      headers: { ...headers, accept: "application/json" },
      payload: form,
      remoteAddress: CANARY.ip,
    });
    await app.inject({
      method: "GET",
      url: `/api/certificates/${CANARY.certificate}?email=${encodeURIComponent(CANARY.email)}`,
      headers,
      remoteAddress: CANARY.ip,
    });
    await app.relay.runOnce();
    await app.dbHandle.close();
    await app.inject({
      method: "POST",
      url: "/api/contacts",
      headers,
      payload: validContact({ email: CANARY.email, message: CANARY.message }),
      remoteAddress: CANARY.ip,
    }); // 500

    const text = logs.text;
    expect(logs.lines.length).toBeGreaterThan(10);
    for (const line of logs.lines) expect(() => JSON.parse(line)).not.toThrow();
    for (const [what, value] of Object.entries(CANARY)) expect(text, what).not.toContain(value);
    for (const value of ["canary-agent", "canary-cookie", "canary-query", "canary.7q3z", "7q3z"])
      expect(text).not.toContain(value);
    // What is logged: method, path or route pattern, status, request id, outcome.
    expect(text).toContain('"url":"/api/certificates/:id"');
    expect(text).toContain('"msg":"submission stored"');
    expect(text).toContain('"msg":"mail sent"');
  });
});
