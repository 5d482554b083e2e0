// @vitest-environment jsdom
import type { ListingDetail } from "#contracts/listings.ts";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { companyDay, istToIso, savedAtText } from "../lib/format";
import { ToastProvider } from "../ui/toast";
import { ListingEditorPage, NewListingPage } from "./listing-editor";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const description = [
  "Turn raw data into decisions for our clients in retail and logistics, from Bhubaneswar.",
  "What you will do:",
  "- Build dashboards",
  "- Clean data",
].join("\n");

const detail: ListingDetail = {
  id: "job-data-analyst",
  slug: "data-analyst",
  kind: "job",
  title: "Data Analyst",
  state: "published",
  where: "Bhubaneswar, India",
  applications: 4,
  firstPublishedAt: "2026-11-20T05:00:00.000Z",
  publishAt: null,
  closesOn: null,
  closedAt: null,
  updatedAt: "2026-11-20T05:00:00.000Z",
  updatedBy: "Ritu Mohanty",
  unpublishedChanges: false,
  version: 3,
  draft: {
    slug: "data-analyst",
    kind: "job",
    title: "Data Analyst",
    workMode: "on-site",
    location: "Bhubaneswar",
    description,
    employmentType: "FULL_TIME",
    experience: "2+ years",
  },
  revisions: [
    { number: 1, createdAt: "2026-11-19T05:00:00.000Z", author: "Ritu Mohanty", note: "Saved", live: false },
    { number: 2, createdAt: "2026-11-20T05:00:00.000Z", author: "Ritu Mohanty", note: "Saved", live: true },
  ],
  liveRevision: 2,
};

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function renderAt(path: string, handler: Handler) {
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => handler(String(url), init));
  vi.stubGlobal("fetch", fetch);
  const router = createMemoryRouter(
    [
      { path: "/listings/new", element: <NewListingPage /> },
      { path: "/listings/:id", element: <ListingEditorPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return fetch;
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const valueOf = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save draft" }));

describe("the listing editor's checks", () => {
  it("an empty form is refused at each field, with a summary, before anything is sent", async () => {
    const fetch = renderAt("/listings/new", () => json(500, {}));
    // Nothing is saved yet, and the editor never says otherwise.
    expect(screen.getByText("Not saved yet.")).toBeTruthy();
    save();
    const summary = await screen.findByRole("alert");
    expect(screen.getByText("Not saved yet.")).toBeTruthy();
    expect(screen.queryByText("All changes saved.")).toBeNull();
    expect(within(summary).getByRole("heading").textContent).toMatch(/fields need attention/);
    expect(within(summary).getByRole("button", { name: /^Title: Enter the title/ })).toBeTruthy();
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter the experience it asks for, like “2+ years”.")).toBeTruthy();
    expect(screen.getAllByText(/Write at least 80 characters/).length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(summary);
    expect(fetch).not.toHaveBeenCalled();
    // The summary takes the person to the field.
    fireEvent.click(within(summary).getByRole("button", { name: /^Title:/ }));
    expect(document.activeElement).toBe(screen.getByLabelText("Title"));
  });

  it("warns at the field that a past closing date will keep the draft from being published", () => {
    renderAt("/listings/new", () => json(500, {}));
    const hint = /This day has passed\. The draft can be saved, but it cannot be published/;
    type("Closing date (optional)", "2020-01-31");
    const field = screen.getByLabelText("Closing date (optional)");
    expect(document.getElementById(field.getAttribute("aria-describedby")!.split(" ")[0]!)?.textContent).toMatch(hint);
    // Today is still a day applications are taken.
    type("Closing date (optional)", companyDay());
    expect(screen.queryByText(hint)).toBeNull();
    expect(screen.getByText(/The last day applications are taken, in India/)).toBeTruthy();
  });

  it("suggests the address from the title until it is edited, and checks the schema's bounds as typed", async () => {
    const fetch = renderAt("/listings/new", () => json(500, {}));
    type("Title", "Senior Data Analyst (Bhubaneswar)");
    expect(valueOf("Web address")).toBe("senior-data-analyst-bhubaneswar");
    type("Web address", "Data Analyst!");
    type("Title", "Lead Data Analyst");
    expect(valueOf("Web address")).toBe("Data Analyst!");
    type("Experience", "2+ years");
    type("Description", "Too short.");
    fireEvent.click(screen.getByLabelText("Remote"));
    type("Minimum", "9,00,000");
    type("Maximum", "6,00,000");
    save();
    await screen.findByRole("alert");
    expect(
      screen.getByText(
        "Use lower-case letters and digits, words joined by single hyphens, like “senior-data-analyst”.",
      ),
    ).toBeTruthy();
    expect(
      screen.getByText("Write at least 80 characters: the summary line and the details (10 so far)."),
    ).toBeTruthy();
    expect(screen.getByText("Enter where the role can be worked from, like “India”.")).toBeTruthy();
    expect(screen.getByText("The maximum is less than the minimum.")).toBeTruthy();
    expect(screen.getByLabelText("Maximum").getAttribute("aria-invalid")).toBe("true");
    // Fixing a field clears its message at once; nothing typed was touched.
    type("Remote from", "India");
    expect(screen.queryByText("Enter where the role can be worked from, like “India”.")).toBeNull();
    expect(valueOf("Description")).toBe("Too short.");
    expect(valueOf("Minimum")).toBe("9,00,000");
    expect(fetch).not.toHaveBeenCalled();
    // An internship needs its duration.
    fireEvent.change(screen.getByLabelText("Kind"), { target: { value: "internship" } });
    expect(valueOf("Employment type")).toBe("INTERN");
    expect(screen.getByText("Enter how long the internship lasts, like “6 months”.")).toBeTruthy();
  });

  it("sends a valid draft and shows the server's field messages at their fields, keeping the text", async () => {
    const fetch = renderAt("/listings/job-data-analyst", (url, init) =>
      init.method === "PUT"
        ? json(400, {
            error: "validation",
            message: "Some fields need attention.",
            fields: { title: "This title is taken by another listing", "pay.max": "too large for this unit" },
          })
        : json(200, detail),
    );
    await screen.findByRole("heading", { level: 1, name: "Data Analyst" });
    // Published: the address is read-only, and says why.
    expect((screen.getByLabelText("Web address") as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText(/Published addresses never change/)).toBeTruthy();
    type("Title", "Data Analyst, Retail");
    type("Minimum", "600000");
    type("Maximum", "900000");
    save();
    expect(await screen.findByText("This title is taken by another listing.")).toBeTruthy();
    expect(screen.getByText("Too large for this unit.")).toBeTruthy();
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");
    expect(valueOf("Title")).toBe("Data Analyst, Retail");
    const put = fetch.mock.calls.find(([, init]) => init?.method === "PUT")!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      version: 3,
      draft: {
        ...detail.draft,
        title: "Data Analyst, Retail",
        pay: { currency: "INR", min: 600000, max: 900000, unit: "YEAR" },
      },
    });
    // Typing in the field clears the server's message there.
    type("Title", "Data Analyst (Retail)");
    expect(screen.queryByText("This title is taken by another listing.")).toBeNull();
  });
});

describe("a save over someone else's", () => {
  it("names who saved and when, in IST, and keeps the text until Reload", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-03T10:00:00Z"));
    let latest = detail;
    renderAt("/listings/job-data-analyst", (url, init) =>
      init.method === "PUT"
        ? json(409, {
            error: "conflict",
            message: "Priya Raman changed this listing.",
            details: { by: "Priya Raman", at: "2026-12-03T08:33:00.000Z" },
          })
        : json(200, latest),
    );
    await screen.findByRole("heading", { level: 1, name: "Data Analyst" });
    type("Title", "Data Analyst, my version");
    save();
    const alert = await screen.findByText(
      "Priya Raman saved this listing at 14:03 (IST). Reload to see their changes; your text stays here until you do.",
    );
    expect(alert).toBeTruthy();
    expect(valueOf("Title")).toBe("Data Analyst, my version");
    latest = { ...detail, version: 4, draft: { ...detail.draft, title: "Data Analyst, Priya's" } };
    fireEvent.click(screen.getByRole("button", { name: "Reload the listing" }));
    expect(await screen.findByDisplayValue("Data Analyst, Priya's")).toBeTruthy();
    expect(screen.queryByText(/Priya Raman saved this listing/)).toBeNull();
  });

  it("without details, the server's own message", async () => {
    renderAt("/listings/job-data-analyst", (url, init) =>
      init.method === "PUT"
        ? json(409, { error: "conflict", message: "Priya Raman changed this listing at 3 Dec, 2:03 pm IST." })
        : json(200, detail),
    );
    await screen.findByRole("heading", { level: 1, name: "Data Analyst" });
    type("Experience", "3+ years");
    save();
    expect(await screen.findByText("Priya Raman changed this listing at 3 Dec, 2:03 pm IST.")).toBeTruthy();
    expect(valueOf("Experience")).toBe("3+ years");
  });
});

describe("times in India", () => {
  it("a datetime-local value is read as IST", () => {
    expect(istToIso("2026-12-01T09:30")).toBe("2026-12-01T09:30:00+05:30");
    expect(Date.parse(istToIso("2026-12-01T09:30")!)).toBe(Date.parse("2026-12-01T04:00:00Z"));
    expect(istToIso("")).toBeNull();
  });

  it("a save's time: the clock today, with the day otherwise", () => {
    const now = new Date("2026-12-03T10:00:00Z");
    expect(savedAtText("2026-12-03T08:33:00Z", now)).toBe("14:03 (IST)");
    expect(savedAtText("2026-12-01T08:33:00Z", now)).toBe("1 Dec 2026, 14:03 (IST)");
  });
});
