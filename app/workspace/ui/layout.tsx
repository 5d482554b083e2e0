import { ArrowLeft } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";

/** The link back to the list a page belongs to, above its content. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1.5 text-[13px] font-medium text-ink-700 hover:text-ink-950">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 border-b border-ink-200 pb-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        {description ? <p className="mt-1 text-sm text-ink-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** A titled panel; with a title it is a region named by it (landmark navigation, tests by role). */
export function Card({
  title,
  actions,
  children,
  className = "",
  bodyClass = "p-4",
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  bodyClass?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={title ? id : undefined}
      className={`rounded-lg border border-ink-200 bg-surface shadow-xs ${className}`}
    >
      {title || actions ? (
        <div className="flex items-center justify-between gap-3 border-b border-ink-100 px-4 py-2.5">
          {title ? (
            <h2 id={id} className="text-sm font-semibold">
              {title}
            </h2>
          ) : (
            <span />
          )}
          {actions}
        </div>
      ) : null}
      <div className={bodyClass}>{children}</div>
    </section>
  );
}

const badgeTones = {
  neutral: "bg-ink-100 text-ink-800 ring-ink-200",
  blue: "bg-brand-50 text-link-strong ring-brand-200",
  green: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  amber: "bg-amber-50 text-amber-900 ring-amber-300",
  red: "bg-red-50 text-red-800 ring-red-200",
  violet: "bg-violet-50 text-violet-800 ring-violet-200",
} as const;
export type BadgeTone = keyof typeof badgeTones;

export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-md px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${badgeTones[tone]}`}
    >
      {children}
    </span>
  );
}

/** A label and value list, stacked on phones and two columns from sm. */
export function DescriptionList({ items }: { items: { label: ReactNode; value: ReactNode; wide?: boolean }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map((item, i) => (
        <div key={i} className={item.wide ? "sm:col-span-2" : ""}>
          <dt className="text-xs font-medium text-ink-600">{item.label}</dt>
          <dd className="mt-0.5 break-words text-sm text-ink-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
