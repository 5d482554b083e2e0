/** Helpers for the form component tests (jsdom). Not part of the app bundle. */
import { cleanup, fireEvent, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import { getToasts, toast } from "#app/lib/toast.ts";

export function renderWithRouter(ui: ReactNode) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

/** Types into a field the way a visitor does: sets the value and fires `input`. */
export function type(el: HTMLElement, value: string) {
  fireEvent.input(el, { target: { value } });
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
}

/** A fetch mock answering the given responses in order (the last one repeats). */
export function mockFetch(...answers: Array<Response | Error>) {
  let i = 0;
  const fn = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const a = answers[Math.min(i++, answers.length - 1)]!;
    if (a instanceof Error) throw a;
    return a.clone();
  });
  vi.stubGlobal("fetch", fn);
  return fn;
}

export function headerOf(init: RequestInit | undefined, name: string): string | undefined {
  const h = init?.headers as Record<string, string> | undefined;
  return h?.[name];
}

export function resetAll() {
  cleanup();
  for (const t of getToasts()) toast.dismiss(t.id);
  vi.unstubAllGlobals();
}
