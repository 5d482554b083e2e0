// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { CERTIFICATE_MESSAGES, CertificateForm, VERIFY_MIN_MS, formatDate } from "./certificate-form";
import { PREVIEW_ATTRIBUTE, PREVIEW_NOTE } from "#contracts/preview.ts";
import { json, mockFetch, resetAll, type } from "../../../tests/support/forms";

const sample = {
  id: "12345",
  holderName: "Ananya Mohanty",
  programme: "Frontend Development Internship",
  issuedOn: "2026-04-30",
  validUntil: null,
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  window.history.replaceState(null, "", "/career/verify-certificate");
});
afterEach(() => {
  vi.useRealTimers();
  resetAll();
});

const button = () => screen.getByRole("button", { name: /Verify Certificate|Verifying/ }) as HTMLButtonElement;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function check(id: string) {
  render(<CertificateForm />);
  type(screen.getByLabelText("Certificate ID"), id);
  fireEvent.submit(screen.getByRole("form", { name: "Verify a certificate" }));
  await advance(0);
}

describe("CertificateForm", () => {
  test("a valid ID: 'Verifying...' and disabled for at least 1000 ms, then the tick, holder and dates", async () => {
    const fetch = mockFetch(json(200, sample));
    await check("12345");
    expect(fetch.mock.calls[0]![0]).toBe("/api/certificates/12345");
    expect(button().textContent).toBe("Verifying...");
    expect(button().disabled).toBe(true);
    await advance(VERIFY_MIN_MS - 10);
    expect(button().disabled).toBe(true); // the answer is in, but the minimum time is not over
    expect(screen.queryByText(CERTIFICATE_MESSAGES.valid)).toBeNull();
    await advance(10);
    expect(screen.getByText(CERTIFICATE_MESSAGES.valid)).toBeTruthy();
    expect(screen.getByText("Ananya Mohanty")).toBeTruthy();
    expect(screen.getByText("Frontend Development Internship")).toBeTruthy();
    expect(screen.getByText("30 April 2026")).toBeTruthy();
    expect(screen.getByText("No expiry date")).toBeTruthy();
    expect(button().textContent).toBe("Verify Certificate");
    expect(button().disabled).toBe(false);
    // Shareable: the address now carries the ID.
    expect(window.location.search).toBe("?id=12345");
  });

  test("stays disabled until a slow answer arrives", async () => {
    let answer!: (r: Response) => void;
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((r) => (answer = r))),
    );
    await check("12345");
    await advance(VERIFY_MIN_MS + 2000);
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe("Verifying...");
    await act(async () => answer(json(200, sample)));
    await advance(0);
    expect(screen.getByText(CERTIFICATE_MESSAGES.valid)).toBeTruthy();
    expect(button().disabled).toBe(false);
  });

  test.each([
    ["revoked", "2026-11-23", "This certificate was revoked on 23 November 2026. It is no longer valid."],
    ["expired", "2026-03-31", "This certificate expired: it was valid until 31 March 2026."],
    ["not_yet_valid", "2026-12-01", "This certificate is not valid until 1 December 2026."],
  ])(
    "410 %s: the cross, 'Certificate Not Valid' and the reason in plain words, never the tick",
    async (status, date, words) => {
      mockFetch(json(410, { error: "not_valid", message: "x", id: "CVT-ABCDEFGHIJKLMNOP", status, date }));
      await check("cvt-abcdefghijklmnop");
      await advance(VERIFY_MIN_MS);
      expect(screen.getByText(CERTIFICATE_MESSAGES.notValid)).toBeTruthy();
      expect(screen.getByText((_, el) => el?.tagName === "P" && (el.textContent ?? "").includes(words))).toBeTruthy();
      expect(screen.queryByText(CERTIFICATE_MESSAGES.valid)).toBeNull();
      expect(screen.queryByText(CERTIFICATE_MESSAGES.invalid)).toBeNull();
      expect(screen.getByRole("link", { name: /verify-certificate\?id=cvt-abcdefghijklmnop/ })).toBeTruthy();
    },
  );

  test("404 (unknown) shows the cross and 'Invalid Certificate ID'", async () => {
    const fetch = mockFetch(json(404, { error: "not_found", message: "Certificate not found" }));
    await check("NOPE-0000");
    expect(fetch.mock.calls[0]![0]).toBe("/api/certificates/NOPE-0000");
    await advance(VERIFY_MIN_MS);
    expect(screen.getByText(CERTIFICATE_MESSAGES.invalid)).toBeTruthy();
  });

  test("on a draft's preview, asks nothing of the server and says so", async () => {
    const fetch = mockFetch(json(200, sample));
    document.documentElement.setAttribute(PREVIEW_ATTRIBUTE, "");
    try {
      await check("12345");
      expect(screen.getByText(PREVIEW_NOTE)).toBeTruthy();
      expect(fetch).not.toHaveBeenCalled();
      expect(window.location.search).toBe("");
    } finally {
      document.documentElement.removeAttribute(PREVIEW_ATTRIBUTE);
    }
  });

  test("an ID that cannot exist is invalid without a request (and '..' never becomes another URL)", async () => {
    const fetch = mockFetch(json(200, sample));
    await check("..");
    expect(button().disabled).toBe(true);
    await advance(VERIFY_MIN_MS);
    expect(screen.getByText(CERTIFICATE_MESSAGES.invalid)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  test("a server failure is never reported as an invalid certificate", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch(json(503, { error: "unavailable", message: "Unavailable" }));
    await check("12345");
    await advance(VERIFY_MIN_MS);
    expect(screen.getByText(CERTIFICATE_MESSAGES.error)).toBeTruthy();
    expect(screen.queryByText(CERTIFICATE_MESSAGES.invalid)).toBeNull();
    expect(errors).toHaveBeenCalled();
  });

  test("429 asks the visitor to wait, and is not 'invalid' either", async () => {
    mockFetch(json(429, { error: "rate_limited", message: "Too many requests" }, { "Retry-After": "30" }));
    await check("12345");
    await advance(VERIFY_MIN_MS);
    expect(screen.getByText(/Please wait about 30 seconds and try again/)).toBeTruthy();
    expect(screen.queryByText(CERTIFICATE_MESSAGES.invalid)).toBeNull();
  });

  test("an empty check says so under the field, as every form does, and asks nothing of the server", async () => {
    const fetch = mockFetch(json(200, sample));
    render(<CertificateForm />);
    await advance(0);
    const form = screen.getByRole("form", { name: "Verify a certificate" }) as HTMLFormElement;
    // Once the code runs, the browser's bubble gives way to the message below.
    expect(form.noValidate).toBe(true);
    const field = screen.getByLabelText("Certificate ID") as HTMLInputElement;
    type(field, "   ");
    fireEvent.submit(form);
    await advance(VERIFY_MIN_MS);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByText(CERTIFICATE_MESSAGES.required)).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe("certificate-id-hint certificate-id-error");
    expect(document.activeElement).toBe(field);
    // Typing an ID takes the message away; the check then goes ahead.
    type(field, "12345");
    expect(screen.queryByText(CERTIFICATE_MESSAGES.required)).toBeNull();
    expect(field.hasAttribute("aria-invalid")).toBe(false);
    fireEvent.submit(form);
    await advance(VERIFY_MIN_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText(CERTIFICATE_MESSAGES.valid)).toBeTruthy();
  });

  test("emptying the field and checking again takes the last answer away with the message", async () => {
    mockFetch(json(200, sample));
    await check("12345");
    await advance(VERIFY_MIN_MS);
    expect(screen.getByText(CERTIFICATE_MESSAGES.valid)).toBeTruthy();
    type(screen.getByLabelText("Certificate ID"), "");
    fireEvent.submit(screen.getByRole("form", { name: "Verify a certificate" }));
    await advance(0);
    expect(screen.getByText(CERTIFICATE_MESSAGES.required)).toBeTruthy();
    expect(screen.queryByText(CERTIFICATE_MESSAGES.valid)).toBeNull();
  });

  test("a shared link (?id=...) fills the field and verifies on load", async () => {
    window.history.replaceState(null, "", "/career/verify-certificate?id=12345");
    const fetch = mockFetch(json(200, sample));
    render(<CertificateForm />);
    await advance(0);
    expect((screen.getByLabelText("Certificate ID") as HTMLInputElement).value).toBe("12345");
    expect(fetch).toHaveBeenCalledTimes(1);
    await advance(VERIFY_MIN_MS);
    expect(screen.getByText(CERTIFICATE_MESSAGES.valid)).toBeTruthy();
  });
});

test("formatDate", () => {
  expect(formatDate("2026-04-30")).toBe("30 April 2026");
  expect(formatDate("not a date")).toBe("not a date");
});
