import { CheckCircle2, X, XCircle } from "lucide-react";
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";

interface Toast {
  id: number;
  tone: "success" | "error";
  text: string;
}
interface ToastApi {
  success: (text: string) => void;
  error: (text: string) => void;
}
const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error("useToast outside ToastProvider");
  return ctx;
}

/** Short confirmations after an action, read out by screen readers (a polite live region). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((ts) => ts.filter((t) => t.id !== id)), []);
  const push = useCallback(
    (tone: Toast["tone"], text: string) => {
      const id = next.current++;
      setToasts((ts) => [...ts.slice(-2), { id, tone, text }]);
      window.setTimeout(() => dismiss(id), tone === "error" ? 9000 : 5000);
    },
    [dismiss],
  );
  const api = useMemo<ToastApi>(() => ({ success: (t) => push("success", t), error: (t) => push("error", t) }), [push]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* On a phone at the top: at the bottom they covered the editors' sticky Save and Publish bar. */}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-0 z-50 flex flex-col items-center gap-2 p-4 sm:top-auto sm:bottom-0 sm:items-end"
      >
        {toasts.map((t) => (
          <div
            key={t.id}
            className="pointer-events-auto flex w-full max-w-sm animate-drop-in items-start gap-2.5 rounded-lg border border-ink-200 bg-surface px-3.5 py-3 text-sm text-ink-900 shadow-lg [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0"
          >
            {t.tone === "success" ? (
              <CheckCircle2 className="text-emerald-700" aria-hidden="true" />
            ) : (
              <XCircle className="text-red-700" aria-hidden="true" />
            )}
            <p className="min-w-0 flex-1">{t.text}</p>
            <button
              type="button"
              onClick={() => dismiss(t.id)}
              className="-m-1 rounded p-1 text-ink-600 hover:bg-ink-100"
              aria-label="Dismiss"
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
