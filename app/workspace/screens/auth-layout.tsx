import type { ReactNode } from "react";

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
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-lg bg-brand-600 font-bold text-white"
          >
            C
          </span>
          <span className="text-base font-semibold">
            Corvanta <span className="font-normal text-ink-600">Workspace</span>
          </span>
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
