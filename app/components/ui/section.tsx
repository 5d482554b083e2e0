import type { ReactNode } from "react";
import { Container } from "./container";

export type SectionTone = "white" | "muted" | "dark" | "brand";

const tones: Record<SectionTone, string> = {
  white: "bg-white",
  muted: "bg-ink-50",
  dark: "bg-ink-950 text-ink-100",
  brand: "bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white",
};

/**
 * The one wrapper that owns a section's spacing, background and heading.
 * Every section of every page goes through it, so rhythm and type stay consistent.
 */
export function Section({
  id,
  tone = "white",
  eyebrow,
  title,
  intro,
  align = "center",
  children,
  className = "",
  labelledBy = true,
}: {
  id?: string;
  tone?: SectionTone;
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  align?: "center" | "left";
  children?: ReactNode;
  className?: string;
  /** Name the section landmark by its heading (default). */
  labelledBy?: boolean;
}) {
  const headingId = id && title && labelledBy ? `${id}-title` : undefined;
  const dark = tone === "dark" || tone === "brand";
  return (
    <section id={id} aria-labelledby={headingId} className={`py-16 sm:py-20 lg:py-24 ${tones[tone]} ${className}`}>
      <Container>
        {(eyebrow || title || intro) && (
          <SectionHeading eyebrow={eyebrow} title={title} intro={intro} align={align} id={headingId} dark={dark} />
        )}
        {children}
      </Container>
    </section>
  );
}

export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = "center",
  id,
  dark = false,
  as: Tag = "h2",
}: {
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  align?: "center" | "left";
  id?: string;
  dark?: boolean;
  as?: "h1" | "h2" | "h3";
}) {
  const center = align === "center";
  return (
    <div className={`mb-10 sm:mb-14 ${center ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}`}>
      {eyebrow && <Eyebrow dark={dark}>{eyebrow}</Eyebrow>}
      {title && (
        <Tag id={id} className={`text-3xl font-bold tracking-tight sm:text-4xl ${dark ? "text-white" : "text-ink-950"}`}>
          {title}
        </Tag>
      )}
      {intro && <p className={`mt-4 text-lg leading-relaxed ${dark ? "text-ink-200" : "text-ink-600"}`}>{intro}</p>}
    </div>
  );
}

export function Eyebrow({ children, dark = false }: { children: ReactNode; dark?: boolean }) {
  return (
    <p className={`mb-3 text-sm font-semibold uppercase tracking-[0.14em] ${dark ? "text-accent-300" : "text-brand-700"}`}>
      {children}
    </p>
  );
}
