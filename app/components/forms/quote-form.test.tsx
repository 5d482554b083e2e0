// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { FORM_MESSAGES, FORM_TOAST_DURATION, getToasts } from "#app/lib/toast.ts";
import { ContactForm } from "./contact-form";
import { QuoteForm } from "./quote-form";
import { PREVIEW_ATTRIBUTE, PREVIEW_NOTE } from "#contracts/preview.ts";
import { headerOf, json, mockFetch, renderWithRouter, resetAll, type } from "../../../tests/support/forms";

afterEach(resetAll);
// The forms load zod on demand; load it once up front so no test waits for a cold import.
beforeAll(() => import("./schemas"));

const toastOf = (id: string) => getToasts().find((t) => t.id === id);
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function fillQuote() {
  type(screen.getByLabelText("Name"), "Priya Nair");
  type(screen.getByLabelText("Email"), "priya@example.com");
  type(screen.getByLabelText("Service needed"), "Mobile App Development");
  type(screen.getByLabelText("Message"), "We need an Android and iOS app for our clinic chain.");
}
const form = () => screen.getByRole("form", { name: "Request a quote" }) as HTMLFormElement;
const submit = () => fireEvent.submit(form());

describe("QuoteForm", () => {
  test("is a plain HTML form too: method, action, names, honeypot and startedAt", () => {
    renderWithRouter(<QuoteForm serviceOptions={["Digital Marketing", "DevOps"]} />);
    const f = form();
    expect(f.getAttribute("method")).toBe("post");
    expect(f.getAttribute("action")).toBe("/api/quotes");
    expect([...f.elements].map((e) => (e as HTMLInputElement).name).filter(Boolean)).toEqual([
      "name",
      "email",
      "services",
      "message",
      "website",
      "startedAt",
      "source",
    ]);
    const honeypot = f.elements.namedItem("website") as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe("off");
    expect(honeypot.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.getByLabelText("Email")).toHaveProperty("type", "email");
    expect(screen.getByLabelText("Name").getAttribute("maxlength")).toBe("100");
    expect(screen.getByLabelText("Message").getAttribute("maxlength")).toBe("5000");
    expect(f.querySelectorAll("datalist option")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "How we use your details" }).getAttribute("href")).toBe("/privacy");
    // Hydrated: the time the form was first shown is set.
    expect(Number((f.elements.namedItem("startedAt") as HTMLInputElement).value)).toBeGreaterThan(0);
  });

  test("on a draft's preview (marked on <html>) sends nothing, says so and keeps every entry", async () => {
    const fetch = mockFetch(json(201, { id: "q_1", status: "received" }));
    document.documentElement.setAttribute(PREVIEW_ATTRIBUTE, "");
    try {
      renderWithRouter(<QuoteForm />);
      fillQuote();
      submit();
      // Information, not a fault: not in the red of a refusal.
      expect((await screen.findByText(PREVIEW_NOTE)).className).not.toMatch(/red/);
      expect(fetch).not.toHaveBeenCalled();
      expect(toastOf("quote-form")).toBeUndefined();
      expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Priya Nair");
    } finally {
      document.documentElement.removeAttribute(PREVIEW_ATTRIBUTE);
    }
  });

  test("success: JSON POST with an Idempotency-Key, success toast, every field reset", async () => {
    const fetch = mockFetch(json(201, { id: "q_1", status: "received" }));
    renderWithRouter(<QuoteForm />);
    fillQuote();
    submit();
    await waitFor(() => expect(toastOf("quote-form")?.message).toBe(FORM_MESSAGES.success));
    expect(toastOf("quote-form")?.duration).toBe(FORM_TOAST_DURATION);

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/quotes");
    expect(init?.method).toBe("POST");
    expect(headerOf(init, "Content-Type")).toBe("application/json");
    expect(headerOf(init, "Idempotency-Key")).toMatch(uuid);
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      name: "Priya Nair",
      email: "priya@example.com",
      services: "Mobile App Development",
      message: "We need an Android and iOS app for our clinic chain.",
      website: "",
    });
    expect(typeof body.startedAt).toBe("number");

    for (const label of ["Name", "Email", "Service needed", "Message"]) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe("");
    }
    expect(screen.getByRole("button", { name: "Request a Quote" })).toHaveProperty("disabled", false);
  });

  test("the submit button is disabled and busy while sending, with the pending toast", async () => {
    let answer!: (r: Response) => void;
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((r) => (answer = r))),
    );
    renderWithRouter(<QuoteForm />);
    fillQuote();
    submit();
    const button = screen.getByRole("button", { name: "Request a Quote" });
    await waitFor(() => expect(toastOf("quote-form")?.message).toBe(FORM_MESSAGES.pending));
    expect(button).toHaveProperty("disabled", true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    answer(json(201, { id: "q_2", status: "received" }));
    await waitFor(() => expect(button).toHaveProperty("disabled", false));
  });

  test("failure: failure toast, every entry kept, error logged; a retry reuses the key, an edit renews it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = mockFetch(json(500, { error: "internal", message: "Internal error" }));
    renderWithRouter(<QuoteForm />);
    fillQuote();
    submit();
    await waitFor(() => expect(toastOf("quote-form")?.message).toBe(FORM_MESSAGES.failure));
    expect(toastOf("quote-form")?.duration).toBe(FORM_TOAST_DURATION);
    expect(errors).toHaveBeenCalled();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Priya Nair");
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe(
      "We need an Android and iOS app for our clinic chain.",
    );
    expect(await screen.findByText(/Everything you entered is still here/)).toBeTruthy();

    submit();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const key = (i: number) => headerOf(fetch.mock.calls[i]![1], "Idempotency-Key");
    expect(key(1)).toBe(key(0));

    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Request a Quote" })).toHaveProperty("disabled", false),
    );
    type(screen.getByLabelText("Message"), "We need an Android app for our clinic chain.");
    submit();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(key(2)).not.toBe(key(0));
  });

  test("a network failure is a failure too", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch(new TypeError("Failed to fetch"));
    renderWithRouter(<QuoteForm />);
    fillQuote();
    submit();
    await waitFor(() => expect(toastOf("quote-form")?.message).toBe(FORM_MESSAGES.failure));
    expect(errors).toHaveBeenCalled();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("priya@example.com");
  });

  test("400: the server's field errors appear on their fields, and focus moves to the first", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch(
      json(400, {
        error: "validation",
        message: "Some fields are not valid.",
        fields: { email: "Enter a valid email address, like name@example.com.", message: "Message is required." },
      }),
    );
    renderWithRouter(<QuoteForm />);
    fillQuote();
    submit();
    await waitFor(() => expect(toastOf("quote-form")?.message).toBe(FORM_MESSAGES.failure));
    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    const describedBy = email.getAttribute("aria-describedby")!;
    expect(document.getElementById(describedBy.split(" ").at(-1)!)?.textContent).toBe(
      "Enter a valid email address, like name@example.com.",
    );
    expect(screen.getByLabelText("Message").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBeNull();
    expect(document.activeElement).toBe(email);

    // Editing the field clears its message.
    type(email, "priya@example.org");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBeNull());
  });

  test("the shared schema runs before sending: blank-but-spaces entries never reach the server", async () => {
    const fetch = mockFetch(json(201, { id: "q_3", status: "received" }));
    renderWithRouter(<QuoteForm />);
    fillQuote();
    type(screen.getByLabelText("Name"), "   ");
    submit();
    await waitFor(() => expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Name is required.")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  test("429: the failure toast plus a note with the wait time", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch(json(429, { error: "rate_limited", message: "Too many requests" }, { "Retry-After": "120" }));
    renderWithRouter(<QuoteForm />);
    fillQuote();
    submit();
    await waitFor(() => expect(toastOf("quote-form")?.message).toBe(FORM_MESSAGES.failure));
    expect(await screen.findByText(/Please wait about 2 minutes and try again/)).toBeTruthy();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Priya Nair");
  });
});

describe("ContactForm", () => {
  test("posts name, email, subject and message as JSON and resets on success", async () => {
    const fetch = mockFetch(json(201, { id: "c_1", status: "received" }));
    renderWithRouter(<ContactForm />);
    const f = screen.getByRole("form", { name: "Send us a message" }) as HTMLFormElement;
    expect(f.getAttribute("action")).toBe("/api/contacts");
    expect(f.getAttribute("method")).toBe("post");
    type(screen.getByLabelText("Name"), "Rahul Das");
    type(screen.getByLabelText("Email"), "rahul@example.com");
    type(screen.getByLabelText("Subject"), "Partnership");
    type(screen.getByLabelText("Message"), "We resell ERP software in Odisha and would like to talk.");
    fireEvent.submit(f);
    await waitFor(() => expect(toastOf("contact-form")?.message).toBe(FORM_MESSAGES.success));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/contacts");
    expect(JSON.parse(String(init?.body))).toMatchObject({ name: "Rahul Das", subject: "Partnership", website: "" });
    expect((screen.getByLabelText("Subject") as HTMLInputElement).value).toBe("");
  });
});
