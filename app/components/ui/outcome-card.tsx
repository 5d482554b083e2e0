import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "./button";
import { Container } from "./container";

/**
 * How each outcome of a form posted without JavaScript is marked: sent (/thank-you/:form, a
 * green tick, centred) or refused (/form-error/:reason, an amber warning sign, read from the left).
 */
const outcomes = {
  sent: {
    card: "p-8 text-center shadow-sm",
    mark: "mx-auto grid size-16 place-items-center rounded-full bg-emerald-600 text-white",
    icon: { className: "size-8", strokeWidth: 2.5, paths: ["M20 6 9 17l-5-5"] },
    links: "mt-10 flex flex-wrap justify-center gap-3",
  },
  refused: {
    card: "p-8 shadow-sm",
    mark: "grid size-14 place-items-center rounded-full bg-accent-400 text-ink-950",
    icon: {
      className: "size-7",
      strokeWidth: 2,
      paths: ["m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3", "M12 9v4", "M12 17h.01"],
    },
    links: "mt-6 flex flex-wrap gap-3",
  },
} as const;
export type Outcome = keyof typeof outcomes;

/** The page of a form's outcome: its mark, then `children` (the words), then the page's links as buttons. */
export function OutcomeCard({
  outcome,
  links,
  children,
  after,
}: {
  outcome: Outcome;
  links: readonly { href: string; label: string }[];
  children: ReactNode;
  /** What follows the links (the refused page's direct contacts). */
  after?: ReactNode;
}) {
  const o = outcomes[outcome];
  return (
    <div className="bg-ink-50 py-16 sm:py-24">
      <Container>
        <div className={`mx-auto max-w-2xl rounded-3xl border border-ink-200 bg-surface ${o.card} sm:p-12`}>
          <span className={o.mark}>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={o.icon.strokeWidth}
              strokeLinecap="round"
              strokeLinejoin="round"
              className={o.icon.className}
            >
              {o.icon.paths.map((d) => (
                <path key={d} d={d} />
              ))}
            </svg>
          </span>
          {children}
          <div className={o.links}>
            {links.map((l, i) => (
              <Link key={l.href} to={l.href} className={buttonClass(i === 0 ? "primary" : "secondary")}>
                {l.label}
              </Link>
            ))}
          </div>
          {after}
        </div>
      </Container>
    </div>
  );
}
