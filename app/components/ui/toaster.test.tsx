// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  FORM_MESSAGES,
  FORM_TOAST_DURATION,
  TOAST_DEFAULT_DURATIONS,
  TOAST_LIMIT,
  TOAST_MAX_WIDTH_PX,
  TOAST_REMOVE_DELAY,
  dismiss,
  getToasts,
  toast,
} from "#app/lib/toast.ts";
import { Toaster } from "./toaster";

// The store is a module singleton: empty it between tests (dismiss, then let removal run).
function drain() {
  act(() => {
    for (const t of getToasts()) dismiss(t.id);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  drain();
  cleanup();
  vi.useRealTimers();
});

describe("<Toaster>", () => {
  it("renders empty live regions from the first render, so later messages are announced", () => {
    render(<Toaster />);
    const status = screen.getByRole("status");
    expect(status).toHaveProperty("textContent", "");
    expect(status.getAttribute("aria-live")).toBe("polite");
    const alert = screen.getByRole("alert");
    expect(alert.getAttribute("aria-live")).toBe("assertive");
  });

  it("replaces a loading toast with its result under the same id, in the polite region", () => {
    render(<Toaster />);
    const status = screen.getByRole("status");

    act(() => void toast.loading(FORM_MESSAGES.pending, { id: "quote" }));
    expect(status.textContent).toBe(FORM_MESSAGES.pending);
    const card = status.firstElementChild;
    expect(card?.getAttribute("data-type")).toBe("loading");

    act(() => void toast.success(FORM_MESSAGES.success, { id: "quote", duration: FORM_TOAST_DURATION }));
    expect(status.textContent).toBe(FORM_MESSAGES.success);
    expect(within(status).queryByText(FORM_MESSAGES.pending)).toBeNull();
    // One toast, and the same element: the live region announces the text change in place.
    expect(status.children).toHaveLength(1);
    expect(status.firstElementChild).toBe(card);
    expect(card?.getAttribute("data-type")).toBe("success");
  });

  it("hides a toast after its duration and removes it after the removal delay", () => {
    render(<Toaster />);
    const status = screen.getByRole("status");
    act(() => void toast.success(FORM_MESSAGES.success, { id: "quote", duration: FORM_TOAST_DURATION }));

    act(() => vi.advanceTimersByTime(FORM_TOAST_DURATION - 1));
    expect(status.firstElementChild?.getAttribute("aria-hidden")).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    // Leaving: still in the DOM for the exit animation, hidden from assistive technology.
    expect(status.firstElementChild?.getAttribute("aria-hidden")).toBe("true");
    expect(status.firstElementChild?.className).toContain("animate-toast-out");

    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY));
    expect(status.children).toHaveLength(0);
  });

  it("uses the default duration of each type", () => {
    render(<Toaster />);
    const status = screen.getByRole("status");
    act(() => void toast.blank("Saved as draft"));
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATIONS.blank + TOAST_REMOVE_DELAY));
    expect(status.children).toHaveLength(0);
  });

  it("announces errors assertively and a loading toast stays until replaced", () => {
    render(<Toaster />);
    act(() => void toast.loading(FORM_MESSAGES.pending, { id: "contact" }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole("status").textContent).toBe(FORM_MESSAGES.pending);

    act(() => void toast.error(FORM_MESSAGES.failure, { id: "contact", duration: FORM_TOAST_DURATION }));
    expect(screen.getByRole("alert").textContent).toBe(FORM_MESSAGES.failure);
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it(`shows at most ${TOAST_LIMIT} toasts, newest first`, () => {
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= TOAST_LIMIT + 5; i++) toast.blank(`Message ${i}`);
    });
    const status = screen.getByRole("status");
    expect(status.children).toHaveLength(TOAST_LIMIT);
    expect(status.firstElementChild?.textContent).toBe(`Message ${TOAST_LIMIT + 5}`);
    expect(within(status).queryByText("Message 5")).toBeNull();
    expect(within(status).getByText("Message 6")).toBeTruthy();
  });

  it("caps each toast at 350 px wide", () => {
    render(<Toaster />);
    act(() => void toast.blank("Width check"));
    expect(screen.getByRole("status").firstElementChild?.className).toContain(`max-w-[${TOAST_MAX_WIDTH_PX}px]`);
  });
});
