/**
 * A tiny toast store with the constants of docs/product.md "Constants". The <Toaster> component
 * (components/ui/toaster.tsx) renders it in a polite live region so screen readers
 * announce every message.
 */
export type ToastType = "blank" | "error" | "success" | "loading" | "custom";

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  /** ms; Infinity for loading toasts until replaced. */
  duration: number;
  createdAt: number;
  visible: boolean;
}

export const TOAST_DEFAULT_DURATIONS: Record<ToastType, number> = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Infinity,
  custom: 4000,
};
export const TOAST_LIMIT = 20;
export const TOAST_REMOVE_DELAY = 1000;
export const TOAST_MAX_WIDTH_PX = 350;
/** Every form message stays 3000 ms (docs/product.md "Constants"). */
export const FORM_TOAST_DURATION = 3000;

export const FORM_MESSAGES = {
  pending: "Sending your message...",
  success: "Message sent successfully!",
  failure: "Something went wrong. Please try again!",
} as const;

/**
 * The store announces every change on the document (detail: the toasts). The <Toaster>, on every
 * page, listens for it by this name rather than importing the store, so the store's code travels
 * with the forms that use it (their code loads on first use) and not with every page.
 */
const TOASTS_EVENT = "corvanta:toasts";

let toasts: Toast[] = [];
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit() {
  document.dispatchEvent(new CustomEvent<Toast[]>(TOASTS_EVENT, { detail: toasts }));
}

export function getToasts(): Toast[] {
  return toasts;
}

function schedule(t: Toast) {
  const old = timers.get(t.id);
  if (old) clearTimeout(old);
  if (!Number.isFinite(t.duration)) return;
  timers.set(
    t.id,
    setTimeout(() => dismiss(t.id), t.duration),
  );
}

function show(type: ToastType, message: string, opts: { id?: string; duration?: number } = {}): string {
  const id = opts.id ?? `t${++counter}`;
  const t: Toast = {
    id,
    type,
    message,
    duration: opts.duration ?? TOAST_DEFAULT_DURATIONS[type],
    createdAt: Date.now(),
    visible: true,
  };
  const exists = toasts.some((x) => x.id === id);
  toasts = exists ? toasts.map((x) => (x.id === id ? t : x)) : [t, ...toasts].slice(0, TOAST_LIMIT);
  schedule(t);
  emit();
  return id;
}

/** Hide a toast, then remove it after the removal delay (lets an exit animation run). */
export function dismiss(id: string) {
  toasts = toasts.map((t) => (t.id === id ? { ...t, visible: false } : t));
  emit();
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.set(
    id,
    setTimeout(() => {
      toasts = toasts.filter((t) => t.id !== id);
      timers.delete(id);
      emit();
    }, TOAST_REMOVE_DELAY),
  );
}

export const toast = {
  blank: (m: string, o?: { id?: string; duration?: number }) => show("blank", m, o),
  success: (m: string, o?: { id?: string; duration?: number }) => show("success", m, o),
  error: (m: string, o?: { id?: string; duration?: number }) => show("error", m, o),
  loading: (m: string, o?: { id?: string; duration?: number }) => show("loading", m, o),
  custom: (m: string, o?: { id?: string; duration?: number }) => show("custom", m, o),
  dismiss,
};
