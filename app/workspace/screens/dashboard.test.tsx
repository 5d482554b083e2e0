// @vitest-environment jsdom
/**
 * The dashboard tells admins of destinations paused after a day of failures (docs/deliveries.md),
 * each a link to its page; with none paused, nothing is said.
 */
import { cleanup, render, screen } from "@testing-library/react";
import type { Dashboard as DashboardData, Me } from "#contracts/workspace.ts";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionProvider, useSession } from "../lib/session";
import { ToastProvider } from "../ui/toast";
import { Dashboard } from "./dashboard";

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

const me: Me = {
  id: "a1",
  email: "meera.pillai@corvanta.example",
  name: "Meera Pillai",
  roles: ["admin"],
  kinds: ["quote", "contact", "application"],
  passkeyCount: 1,
  mustAddPasskey: false,
  session: {
    createdAt: "2026-11-26T08:00:00.000Z",
    expiresAt: "2026-12-26T08:00:00.000Z",
    idleExpiresAt: "2026-11-27T08:00:00.000Z",
  },
};

const dashboard = (paused: DashboardData["pausedDestinations"]): DashboardData => ({
  kinds: [],
  mine: 0,
  waiting: [],
  mail: { pending: 0, failed: 0, oldestPendingAt: null },
  pausedDestinations: paused,
});

function Signed() {
  const { state } = useSession();
  return state.status === "signed-in" ? <Dashboard /> : null;
}

function renderDashboard(data: DashboardData) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => (String(url).endsWith("/auth/me") ? json(me) : json(data))),
  );
  const router = createMemoryRouter([{ path: "*", element: <Signed /> }], { initialEntries: ["/"] });
  render(
    <ToastProvider>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </ToastProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("dashboard: paused destinations", () => {
  it("names each paused destination, linked to its page", async () => {
    renderDashboard(
      dashboard([
        { id: "d1", name: "Down CRM", pausedAt: "2026-11-26T09:00:00.000Z" },
        { id: "d2", name: "#sales", pausedAt: "2026-11-26T09:05:00.000Z" },
      ]),
    );
    expect(await screen.findByText("Deliveries are paused")).toBeTruthy();
    expect(screen.getByText(/2 destinations have failed for a day/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Down CRM" }).getAttribute("href")).toBe("/destinations/d1");
    expect(screen.getByRole("link", { name: "#sales" }).getAttribute("href")).toBe("/destinations/d2");
  });

  it("says nothing of deliveries when none is paused", async () => {
    renderDashboard(dashboard([]));
    // The dashboard's data is on screen (its cards), and no notice of paused deliveries.
    expect(await screen.findByRole("region", { name: "What waits for whom" })).toBeTruthy();
    expect(screen.queryByText("Deliveries are paused")).toBeNull();
  });
});
