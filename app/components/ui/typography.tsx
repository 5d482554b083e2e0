import type { ReactNode } from "react";

/**
 * The type scale: every heading, eyebrow and lead paragraph of the site takes its size, weight
 * and colour from here, so pages never repeat type class strings (docs/decisions/0050).
 * The face is the brand typeface (app.css --font-sans); sizes step up at sm and lg.
 */
export const typeScale = {
  /** The home page's hero line. */
  display: "text-[2.5rem] leading-[1.05] font-extrabold tracking-tight sm:text-6xl lg:text-7xl",
  /** An inner page's h1. */
  page: "text-4xl font-extrabold tracking-tight sm:text-5xl",
  /** A section's heading. */
  section: "text-3xl font-bold tracking-tight sm:text-4xl",
  /** A block inside a section (a form panel, a job description). */
  subsection: "text-2xl font-bold tracking-tight sm:text-3xl",
  /** A card's title. */
  card: "text-xl font-semibold",
  /** A list item's or a small card's title. */
  item: "text-lg font-semibold",
} as const;

export type TypeSize = keyof typeof typeScale;

export function Heading({
  as: Tag = "h2",
  size = "section",
  dark = false,
  id,
  className = "",
  children,
}: {
  as?: "h1" | "h2" | "h3" | "h4";
  size?: TypeSize;
  /** On a navy or blue surface. */
  dark?: boolean;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag id={id} className={`${typeScale[size]} ${dark ? "text-white" : "text-ink-950"} ${className}`}>
      {children}
    </Tag>
  );
}

/** The small uppercase line over a heading. */
export function Eyebrow({
  children,
  dark = false,
  className = "mb-3",
}: {
  children: ReactNode;
  dark?: boolean;
  className?: string;
}) {
  return (
    <p
      className={`text-sm font-semibold uppercase tracking-[0.14em] ${dark ? "text-accent-300" : "text-link"} ${className}`}
    >
      {children}
    </p>
  );
}

/** The paragraph that introduces a page or a section. */
export function Lead({
  children,
  dark = false,
  className = "mt-4",
}: {
  children: ReactNode;
  dark?: boolean;
  className?: string;
}) {
  return <p className={`text-lg leading-relaxed ${dark ? "text-ink-200" : "text-ink-600"} ${className}`}>{children}</p>;
}
