import { useEffect, useState } from "react";
import type { Toast } from "#app/lib/toast.ts";

/** TOASTS_EVENT of app/lib/toast.ts, written out: importing it would bring the store into every page. */
const TOASTS_EVENT = "corvanta:toasts";

/**
 * Renders the toast store (app/lib/toast.ts) at the top centre of the screen, each toast at
 * most 350 px wide (TOAST_MAX_WIDTH_PX). Both live regions are in the page from the first
 * render, empty, so a screen reader announces whatever is added: errors through an assertive
 * role="alert" region, everything else through a polite role="status" region. A loading toast
 * replaced by its result keeps its element, so the new text is announced in place.
 */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    const onToasts = (e: Event) => setToasts((e as CustomEvent<Toast[]>).detail);
    document.addEventListener(TOASTS_EVENT, onToasts);
    return () => document.removeEventListener(TOASTS_EVENT, onToasts);
  }, []);
  const list = (errors: boolean) =>
    toasts.filter((t) => (t.type === "error") === errors).map((t) => <ToastCard key={t.id} toast={t} />);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex flex-col items-center px-4">
      <div role="alert" aria-live="assertive" aria-atomic="false" className="flex w-full flex-col items-center">
        {list(true)}
      </div>
      <div role="status" aria-live="polite" aria-atomic="false" className="flex w-full flex-col items-center">
        {list(false)}
      </div>
    </div>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  return (
    <div
      data-type={toast.type}
      aria-hidden={toast.visible ? undefined : true}
      className={`pointer-events-auto mb-2 flex w-full max-w-[350px] items-center gap-3 rounded-xl bg-surface px-4 py-3 text-[0.95rem] font-medium text-ink-900 shadow-[0_12px_32px_-8px_rgb(11_27_58/0.35)] ring-1 ring-ink-900/10 ${
        toast.visible ? "animate-toast-in" : "animate-toast-out"
      }`}
    >
      <ToastIcon type={toast.type} />
      <p className="min-w-0 flex-1 break-words">{toast.message}</p>
    </div>
  );
}

function ToastIcon({ type }: { type: Toast["type"] }) {
  if (type === "loading") {
    return (
      <span
        aria-hidden="true"
        className="size-6 shrink-0 animate-spin rounded-full border-[2.5px] border-ink-200 border-t-brand-600"
      />
    );
  }
  if (type !== "success" && type !== "error") return null;
  const ok = type === "success";
  return (
    <span
      aria-hidden="true"
      className={`grid size-6 shrink-0 place-items-center rounded-full text-white ${ok ? "bg-emerald-600" : "bg-red-600"}`}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={3}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-3.5"
      >
        <path d={ok ? "M20 6 9 17l-5-5" : "M18 6 6 18M6 6l12 12"} />
      </svg>
    </span>
  );
}
