/**
 * Shared steps of the workspace journeys (tests/e2e/workspace*.spec.ts): the operator's CLI run
 * against the server's data folder, signing in, a visitor's quote through the public form.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext, Page } from "@playwright/test";
import { MIN_FILL_MS } from "#contracts/limits.ts";
import { expect, serverDataDir, waitForHydration } from "./fixtures";

const run = promisify(execFile);

/**
 * Chromium logs every 4xx fetch as a console error: a signed-out workspace page asks /auth/me
 * (401), a spent one-time link is checked (410), a refused call answers 403. The option takes
 * ONE pattern: Playwright reads a two-element array in test.use() as [value, fixture options].
 */
export const expectedStatusConsole = (...statuses: number[]) =>
  new RegExp(`Failed to load resource: the server responded with a status of (${statuses.join("|")})`);

/** A password the strength check accepts (long, no dictionary pattern). */
export const STRONG_PASSWORD = "Teal-orbit-Saffron-kettle-48";

/**
 * `npm run cli -- staff invite ...` against the e2e server's data folder (the built CLI, the same
 * code as `npm run cli`). Returns the invitation link's path and fragment (its origin is the
 * configured public site, not the test server).
 */
export async function inviteFromCli(email: string, name: string, roles: string[]): Promise<string> {
  const dataDir = serverDataDir();
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the journeys through playwright.config.ts");
  const cli = join(process.env.BUILD_DIR ?? "build", "server", "cli.js");
  const args = existsSync(cli) ? [cli] : ["--import", "tsx", "server/cli.ts"];
  const { stdout } = await run(
    process.execPath,
    [...args, "staff", "invite", "--email", email, "--name", name, ...roles.flatMap((r) => ["--role", r])],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
        REDIS_URL: process.env.E2E_REDIS_URL ?? "",
        LOG_LEVEL: "warn",
      },
    },
  );
  const last = stdout.trim().split("\n").pop() ?? "";
  const url = new URL(last.trim());
  expect(url.pathname).toBe("/admin/invitation");
  expect(url.hash).toMatch(/^#token=[A-Za-z0-9_-]{16,}$/);
  return `${url.pathname}${url.hash}`;
}

/**
 * A new staff member as a person becomes one: invited from the CLI, then the invitation link
 * opened, a password chosen and the dashboard shown, signed in.
 */
export async function acceptInvitation(page: Page, email: string, name: string, roles: string[]) {
  await page.goto(await inviteFromCli(email, name, roles));
  await page.getByLabel("New password").fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page.getByRole("heading", { name: /^Hello, / })).toBeVisible({ timeout: 20_000 });
}

export async function signIn(page: Page, email: string, password: string) {
  await expect(page.getByRole("heading", { name: "Sign in to the workspace" })).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Sign in to the workspace" })).toBeHidden();
}

export interface Visitor {
  name: string;
  email: string;
  service: string;
  message: string;
}

/** A visitor's quote through the public form, slow enough not to be taken for a bot. */
export async function sendQuote(page: Page, v: Visitor) {
  await page.goto("/quote");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Request a quote" });
  await form.getByLabel("Name", { exact: true }).fill(v.name);
  await form.getByLabel("Email", { exact: true }).fill(v.email);
  await form.getByLabel("Service needed", { exact: true }).fill(v.service);
  await form.getByLabel("Message", { exact: true }).fill(v.message);
  // The form's minimum fill time (a faster post is quietly kept as spam).
  await page.waitForTimeout(MIN_FILL_MS + 200);
  await form.getByRole("button", { name: "Request a Quote" }).click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
}

/** The e-mails the server wrote (no SMTP in the e2e server: one .eml file each under DATA_DIR/mail). */
export function mailFiles(): { name: string; text: string }[] {
  const dataDir = serverDataDir();
  const dir = join(dataDir ?? "", "mail");
  if (!dataDir || !existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .map((name) => ({ name, text: readFileSync(join(dir, name), "utf8") }));
}

/** A short mark no other journey's run has, for names and addresses a journey makes. */
export const uniqueStamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A staff member invited from the CLI whose invitation is accepted through the API: the request
 * context (a page's `page.request`) is signed in from then on. Returns the e-mail address (a new
 * one unless given).
 */
export async function signedInStaff(
  request: APIRequestContext,
  baseURL: string,
  roles: string[],
  name = "Nila Raman",
  email = `staff.${uniqueStamp()}@corvanta.example`,
): Promise<string> {
  const link = await inviteFromCli(email, name, roles);
  const token = new URLSearchParams(link.split("#")[1]).get("token");
  const res = await request.post("/api/admin/auth/invitations/accept", {
    headers: { origin: new URL(baseURL).origin },
    data: { token, password: STRONG_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return email;
}
