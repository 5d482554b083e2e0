import type { ReactNode } from "react";
import { BrandMark } from "../ui/brand";
import { InputField } from "../ui/field";

/** The frame of every signed-out screen: a centred card with the company mark. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-ink-50 px-4 py-10">
      <main id="content" className="w-full max-w-[24rem]">
        <div className="mb-6 flex items-center justify-center gap-2 text-ink-950">
          <BrandMark size="large" />
        </div>
        <div className="rounded-xl border border-ink-200 bg-surface p-6 shadow-sm sm:p-7">
          <h1 className="text-lg font-semibold tracking-tight">{title}</h1>
          {description ? <div className="mt-1 text-sm text-ink-600">{description}</div> : null}
          <div className="mt-5">{children}</div>
        </div>
        {footer ? <div className="mt-5 text-center text-sm text-ink-600">{footer}</div> : null}
      </main>
    </div>
  );
}

/** The e-mail address one signs in with (the username of a password manager). */
export function EmailField({
  name,
  passkeys = false,
  value,
  onValue,
  error,
}: {
  name?: string;
  /** The browser may offer the passkeys it knows for the site as one types (sign-in). */
  passkeys?: boolean;
  value: string;
  onValue: (value: string) => void;
  error?: string;
}) {
  return (
    <InputField
      label="E-mail"
      type="email"
      name={name}
      autoComplete={passkeys ? "username webauthn" : "username"}
      inputMode="email"
      value={value}
      onValue={onValue}
      error={error}
      required
    />
  );
}

/** The password one has now (to sign in, or to change it). */
export function CurrentPasswordField({
  label,
  name,
  value,
  onValue,
  error,
  required,
}: {
  label: string;
  name?: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  required?: boolean;
}) {
  return (
    <InputField
      label={label}
      type="password"
      name={name}
      autoComplete="current-password"
      value={value}
      onValue={onValue}
      error={error}
      required={required}
    />
  );
}
