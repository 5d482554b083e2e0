// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { RESUME_MAX_BYTES } from "#contracts/limits.ts";
import { applicationSchema } from "#contracts/application.ts";
import { FORM_MESSAGES, getToasts } from "#app/lib/toast.ts";
import { ApplicationForm, RESUME_MESSAGES, checkResume } from "./application-form";
import { headerOf, json, mockFetch, renderWithRouter, resetAll, type } from "../../../tests/support/forms";

const toastOf = (id: string) => getToasts().find((t) => t.id === id);
const pdf = () =>
  new File(["%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"], "resume.pdf", { type: "application/pdf" });

/**
 * jsdom cannot put a File into an <input type=file> (no DataTransfer), and its FormData reads
 * the input's internal list. This FormData adds the file a test assigned to `input.files`,
 * as a browser would.
 */
class BrowserLikeFormData extends FormData {
  constructor(form?: HTMLFormElement) {
    super(form);
    for (const input of form?.querySelectorAll<HTMLInputElement>("input[type=file]") ?? []) {
      const file = input.files?.[0];
      if (file) this.set(input.name, file);
    }
  }
}

function chooseFile(input: HTMLElement, file: File) {
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  fireEvent.change(input);
}

function fill() {
  type(screen.getByLabelText("Full Name"), "Sneha Patnaik");
  type(screen.getByLabelText("Email Address"), "sneha@example.com");
  type(screen.getByLabelText("Phone Number"), "+91 98765 43210");
  type(screen.getByLabelText("Years of Experience"), "3.50");
  type(screen.getByLabelText("Address"), "Plot 12, Saheed Nagar, Bhubaneswar");
  type(screen.getByLabelText("Last Company"), "Kalinga Softworks");
}

beforeEach(() => vi.stubGlobal("FormData", BrowserLikeFormData));
// The forms load zod on demand; load it once up front so no test waits for a cold import.
beforeAll(() => import("./schemas"));
afterEach(resetAll);

const form = () => screen.getByRole("form", { name: "Apply for Backend Developer" }) as HTMLFormElement;
const listing = { id: "job-backend-developer", title: "Backend Developer" };

describe("checkResume", () => {
  test("accepts PDF, DOC and DOCX up to the limit, rejects the rest", () => {
    expect(checkResume(pdf())).toBeNull();
    expect(checkResume(new File(["x"], "CV.DOCX"))).toBeNull();
    expect(checkResume(new File(["x"], "cv.doc"))).toBeNull();
    expect(checkResume(new File(["x"], "cv.png"))).toBe(RESUME_MESSAGES.type);
    expect(checkResume(new File([], "cv.pdf"))).toBe(RESUME_MESSAGES.empty);
    expect(checkResume(null)).toBe(RESUME_MESSAGES.missing);
    const big = new File(["x"], "big.pdf");
    Object.defineProperty(big, "size", { value: RESUME_MAX_BYTES + 1 });
    expect(checkResume(big)).toBe(RESUME_MESSAGES.size);
  });
});

describe("ApplicationForm", () => {
  test("a plain multipart form with the seven fields, all required, and the listing id", () => {
    renderWithRouter(<ApplicationForm listing={listing} />);
    const f = form();
    expect(f.getAttribute("method")).toBe("post");
    expect(f.getAttribute("action")).toBe("/api/applications");
    expect(f.getAttribute("enctype")).toBe("multipart/form-data");
    expect((f.elements.namedItem("listingId") as HTMLInputElement).value).toBe("job-backend-developer");
    const types = {
      "Full Name": "text",
      "Email Address": "email",
      "Phone Number": "tel",
      "Years of Experience": "number",
      Address: "text",
      "Last Company": "text",
      "Upload Resume/CV": "file",
    };
    for (const [label, t] of Object.entries(types)) {
      const el = screen.getByLabelText(label) as HTMLInputElement;
      expect(el.type, label).toBe(t);
      expect(el.required, label).toBe(true);
    }
    const years = screen.getByLabelText("Years of Experience");
    expect([years.getAttribute("min"), years.getAttribute("max"), years.getAttribute("step")]).toEqual([
      "0",
      "60",
      "0.1",
    ]);
    // The browser accepts what the API accepts (one decimal, contracts/application.ts) and no more.
    const input = years as HTMLInputElement;
    for (const [value, ok] of [
      ["2.3", true],
      ["3.5", true],
      ["0", true],
      ["2.35", false],
    ] as const) {
      input.value = value;
      expect(input.validity.stepMismatch, value).toBe(!ok);
      expect(applicationSchema.shape.experienceYears.safeParse(value).success, value).toBe(ok);
    }
    input.value = "";
    expect(screen.getByLabelText("Upload Resume/CV").getAttribute("accept")).toContain(".pdf");
  });

  test("success: multipart POST with the résumé, toast, reset and onSuccess (the dialog closes)", async () => {
    const fetch = mockFetch(json(201, { id: "a_1", status: "received" }));
    const onSuccess = vi.fn();
    renderWithRouter(<ApplicationForm listing={listing} onSuccess={onSuccess} />);
    fill();
    chooseFile(screen.getByLabelText("Upload Resume/CV"), pdf());
    fireEvent.submit(form());
    await waitFor(() => expect(toastOf("apply-form")?.message).toBe(FORM_MESSAGES.success));
    expect(onSuccess).toHaveBeenCalledTimes(1);

    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/applications");
    expect(headerOf(init, "Content-Type")).toBeUndefined(); // the browser sets the multipart boundary
    expect(headerOf(init, "Idempotency-Key")).toBeTruthy();
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get("listingId")).toBe("job-backend-developer");
    expect(body.get("fullName")).toBe("Sneha Patnaik");
    expect(body.get("experienceYears")).toBe("3.5"); // normalised from "3.50"
    expect(body.get("website")).toBe("");
    expect((body.get("resume") as File).name).toBe("resume.pdf");
    expect((screen.getByLabelText("Full Name") as HTMLInputElement).value).toBe("");
  });

  test("a wrong file type is caught before sending", async () => {
    const fetch = mockFetch(json(201, { id: "a_2", status: "received" }));
    renderWithRouter(<ApplicationForm listing={listing} />);
    fill();
    const file = screen.getByLabelText("Upload Resume/CV") as HTMLInputElement;
    chooseFile(file, new File(["GIF89a"], "photo.gif", { type: "image/gif" }));
    expect(await screen.findByText(RESUME_MESSAGES.type)).toBeTruthy();
    expect(file.getAttribute("aria-invalid")).toBe("true");
    expect(file.validationMessage).toBe(RESUME_MESSAGES.type);
    fireEvent.submit(form());
    await waitFor(() => expect(document.activeElement).toBe(file));
    expect(fetch).not.toHaveBeenCalled();
  });

  test("415 from the server (content is not a document) shows on the résumé field and keeps entries", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch(json(415, { error: "unsupported_media_type", message: "Unsupported file type" }));
    renderWithRouter(<ApplicationForm listing={listing} />);
    fill();
    chooseFile(screen.getByLabelText("Upload Resume/CV"), pdf());
    fireEvent.submit(form());
    await waitFor(() => expect(toastOf("apply-form")?.message).toBe(FORM_MESSAGES.failure));
    expect(await screen.findByText(/could not read that file/)).toBeTruthy();
    expect((screen.getByLabelText("Address") as HTMLInputElement).value).toBe("Plot 12, Saheed Nagar, Bhubaneswar");
  });

  test("400 maps the server's field errors", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch(json(400, { error: "validation", message: "Invalid", fields: { phone: "Enter a valid phone number." } }));
    renderWithRouter(<ApplicationForm listing={listing} />);
    fill();
    chooseFile(screen.getByLabelText("Upload Resume/CV"), pdf());
    fireEvent.submit(form());
    expect(await screen.findByText("Enter a valid phone number.")).toBeTruthy();
    expect(screen.getByLabelText("Phone Number").getAttribute("aria-invalid")).toBe("true");
  });
});
