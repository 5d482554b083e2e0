import type { ReactNode } from "react";
import { Container } from "./container";
import { Eyebrow, Heading, Lead } from "./typography";

export type SectionTone = "white" | "muted" | "dark" | "brand";

const tones: Record<SectionTone, string> = {
  white: "bg-surface",
  muted: "bg-ink-50",
  dark: "bg-ink-950 text-ink-100",
  brand: "bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white",
};

/**
 * The wrapper for a titled content section: it owns the spacing, the background tone and the
 * eyebrow/h2/intro heading block, so those stay consistent from page to page. Sections with a
 * layout of their own (heroes, the facts and counters strips, the quote panels) write their own
 * <section> and use Container directly.
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
  as = "h2",
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
        <Heading as={as} size="section" id={id} dark={dark}>
          {title}
        </Heading>
      )}
      {intro && <Lead dark={dark}>{intro}</Lead>}
    </div>
  );
}
