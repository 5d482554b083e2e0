import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { Link, type LinkProps } from "react-router";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md";

// Disabled: a flat grey in both themes, never the variant's colour faded (at 60% opacity a blue
// button still read as one to press in the dark theme). Hover and press change only what can be pressed.
const base =
  "inline-flex items-center justify-center gap-1.5 rounded-md font-medium whitespace-nowrap transition-colors select-none disabled:cursor-not-allowed disabled:shadow-none [&_svg]:size-4 [&_svg]:shrink-0";
const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-brand-600 text-white shadow-sm not-disabled:hover:bg-brand-700 not-disabled:active:bg-brand-800 disabled:bg-ink-200 disabled:text-ink-600",
  secondary:
    "border border-ink-200 bg-surface text-ink-800 shadow-xs not-disabled:hover:bg-ink-50 not-disabled:active:bg-ink-100 disabled:bg-ink-50 disabled:text-ink-500",
  ghost: "text-ink-700 not-disabled:hover:bg-ink-100 not-disabled:active:bg-ink-200 disabled:text-ink-500",
  danger:
    "bg-red-700 text-white shadow-sm not-disabled:hover:bg-red-800 not-disabled:active:bg-red-900 disabled:bg-ink-200 disabled:text-ink-600",
};
const sizes: Record<ButtonSize, string> = { sm: "h-8 px-2.5 text-[13px]", md: "h-9 px-3.5 text-sm" };

export function buttonClass(variant: ButtonVariant = "secondary", size: ButtonSize = "md", extra = ""): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`;
}

export function Button({
  variant = "secondary",
  size = "md",
  busy = false,
  className = "",
  children,
  type = "button",
  disabled,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  busy?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      type={type}
      className={buttonClass(variant, size, className)}
      aria-busy={busy || undefined}
      {...rest}
      disabled={busy || disabled}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}

export function ButtonLink({
  variant = "secondary",
  size = "md",
  className = "",
  ...rest
}: LinkProps & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <Link className={buttonClass(variant, size, className)} {...rest} />;
}

export function Spinner({ label }: { label?: string }) {
  return (
    <span role={label ? "status" : undefined} className="inline-flex items-center gap-2">
      <svg viewBox="0 0 24 24" className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span>{label}</span> : null}
    </span>
  );
}
