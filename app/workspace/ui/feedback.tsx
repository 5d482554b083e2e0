import { AlertTriangle, CheckCircle2, Info, ShieldAlert, WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ApiFailure } from "../lib/api";

type Tone = "info" | "success" | "warning" | "danger";
const tones: Record<Tone, string> = {
  info: "border-brand-200 bg-brand-50 text-link-strong",
  success: "border-emerald-200 bg-emerald-50 text-emerald-900",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  danger: "border-red-200 bg-red-50 text-red-900",
};
const icons: Record<Tone, ReactNode> = {
  info: <Info aria-hidden="true" />,
  success: <CheckCircle2 aria-hidden="true" />,
  warning: <AlertTriangle aria-hidden="true" />,
  danger: <AlertTriangle aria-hidden="true" />,
};

export function Alert({
  tone = "info",
  title,
  children,
  role,
  icon,
}: {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  role?: "alert" | "status";
  icon?: ReactNode;
}) {
  return (
    <div
      role={role}
      className={`flex gap-2.5 rounded-lg border px-3.5 py-3 text-sm ${tones[tone]} [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0`}
    >
      {icon ?? icons[tone]}
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}

/** How a failed call reads on a page: what happened and what to do. */
export function FailureAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const f = error instanceof ApiFailure ? error : null;
  if (f?.kind === "forbidden") {
    return (
      <Alert
        tone="warning"
        role="alert"
        title="Not available to your account"
        icon={<ShieldAlert aria-hidden="true" />}
      >
        <p>{f.message}</p>
        <p>
          <Link className="font-medium underline underline-offset-2" to="/">
            Back to the dashboard
          </Link>
        </p>
      </Alert>
    );
  }
  if (f?.kind === "network") {
    return (
      <Alert tone="danger" role="alert" title="No connection to the server" icon={<WifiOff aria-hidden="true" />}>
        <p>{f.message}</p>
        {onRetry ? <RetryButton onRetry={onRetry} /> : null}
      </Alert>
    );
  }
  const message = f ? f.message : "Something went wrong on this page. Reload it; if it persists, tell an admin.";
  return (
    <Alert
      tone="danger"
      role="alert"
      title={
        f?.kind === "rate-limited" ? "Slow down a little" : f?.kind === "not-found" ? "Not found" : "That did not work"
      }
    >
      <p>{message}</p>
      {onRetry && f?.kind !== "not-found" ? <RetryButton onRetry={onRetry} /> : null}
    </Alert>
  );
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <button type="button" onClick={onRetry} className="mt-1 font-medium underline underline-offset-2">
      Try again
    </button>
  );
}

export function Empty({ title, children, icon }: { title: string; children?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 px-6 py-14 text-center">
      {icon ? <div className="rounded-full bg-ink-100 p-3 text-ink-600 [&_svg]:size-5">{icon}</div> : null}
      <p className="font-medium text-ink-900">{title}</p>
      {children ? <div className="max-w-sm text-sm text-ink-600">{children}</div> : null}
    </div>
  );
}

export function Skeleton({ className = "" }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`animate-pulse rounded bg-ink-100 motion-reduce:animate-none ${className}`} />
  );
}

export function LoadingBlock({ label = "Loading" }: { label?: string }) {
  return (
    <div role="status" className="space-y-3 p-4">
      <span className="sr-only">{label}…</span>
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
    </div>
  );
}
