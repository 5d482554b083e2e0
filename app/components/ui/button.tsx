import type { ComponentProps, ReactNode } from "react";

/**
 * Button styles by role:
 *  - primary: the main action on light backgrounds (brand blue)
 *  - secondary: a quieter action on light backgrounds (outlined)
 *  - light: the main action on dark or blue backgrounds (white)
 *  - outline-light: a quieter action on dark or blue backgrounds
 */
export type ButtonVariant = "primary" | "secondary" | "light" | "outline-light";

const base =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-70";
const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  secondary: "border-2 border-link text-link-strong hover:bg-brand-50",
  light: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
  "outline-light": "border-2 border-white/80 text-white hover:bg-white/10",
};

export function buttonClass(variant: ButtonVariant = "primary", extra = "") {
  return `${base} ${variants[variant]} ${extra}`;
}

/**
 * A link that looks like a button. A plain `<a>`, internal paths included: the public pages navigate
 * by documents, and the forms and careers islands that use this file run without the router
 * (docs/decisions/0130-islands.md).
 */
export function ButtonLink({
  to,
  variant = "primary",
  className = "",
  children,
  ...rest
}: { to: string; variant?: ButtonVariant; className?: string; children: ReactNode } & Omit<
  ComponentProps<"a">,
  "href"
>) {
  return (
    <a href={to} className={buttonClass(variant, className)} {...rest}>
      {children}
    </a>
  );
}
