/**
 * The 'Apply for <title>' modal (docs/product.md "Careers"). The native <dialog> opened with
 * showModal() keeps focus inside, closes on Escape and makes the page behind it inert; when
 * it closes, the careers list returns focus to the Apply Now button that opened it.
 *
 * The dialog itself is part of the careers page, so a tap on Apply Now opens it at once; the
 * form inside (and zod with it) loads on demand, with a visible "Loading" line meanwhile and a
 * link to the same form on the listing's own page should the chunk fail to arrive.
 */
import { Component, Suspense, lazy, useEffect, useRef, type ReactNode } from "react";
import { Glyph } from "#app/components/layout/glyphs.tsx";
import { Eyebrow } from "#app/components/ui/typography.tsx";
import type { ApplyTarget } from "./application-form";

export const loadApplicationForm = () => import("./application-form");
const ApplicationForm = lazy(() => loadApplicationForm().then((m) => ({ default: m.ApplicationForm })));

export function ApplyDialog({
  listing,
  listingPath,
  open,
  onClose,
}: {
  /** The listing last chosen; kept while closed so entries survive a close and reopen. */
  listing: ApplyTarget | null;
  /** The listing's own page, whose form works without this dialog. */
  listingPath: string | null;
  open: boolean;
  /** Called whenever the dialog closes (close button, Escape, backdrop, or success). */
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    // The page behind a modal should not scroll with it.
    document.documentElement.classList.toggle("overflow-hidden", open);
    return () => document.documentElement.classList.remove("overflow-hidden");
  }, [open]);

  const close = () => ref.current?.close();
  // Close on a click on the backdrop only: a press that starts inside (e.g. selecting text)
  // and ends outside must not close the form.
  const pressedBackdrop = useRef(false);

  return (
    <dialog
      ref={ref}
      aria-labelledby="apply-dialog-title"
      onClose={onClose}
      onPointerDown={(e) => void (pressedBackdrop.current = e.target === e.currentTarget)}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
        if (pressedBackdrop.current && e.target === e.currentTarget) close();
        pressedBackdrop.current = false;
      }}
      className="m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-2xl overflow-y-auto overscroll-contain rounded-2xl bg-surface p-0 text-ink-800 shadow-2xl backdrop:bg-ink-950/70 backdrop:backdrop-blur-sm open:motion-safe:animate-rise"
    >
      {listing && (
        <div>
          <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-ink-100 bg-surface px-5 py-4 sm:px-8 sm:py-5">
            <div>
              <Eyebrow className="">Application</Eyebrow>
              <h2 id="apply-dialog-title" className="mt-1 text-xl font-bold text-ink-950 sm:text-2xl">
                Apply for {listing.title}
              </h2>
            </div>
            <button
              type="button"
              onClick={close}
              aria-label="Close"
              className="grid size-11 shrink-0 place-items-center rounded-full text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-950"
            >
              <Glyph name="close" />
            </button>
          </div>
          <div className="px-5 py-6 sm:px-8">
            <FormLoadFailure href={listingPath ? `${listingPath}#apply` : "/career"}>
              <Suspense
                fallback={
                  <p role="status" className="flex min-h-40 items-center justify-center gap-3 text-ink-700">
                    <span
                      aria-hidden="true"
                      className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
                    />
                    Loading the application form...
                  </p>
                }
              >
                <ApplicationForm listing={listing} idPrefix="apply" onSuccess={close} />
              </Suspense>
            </FormLoadFailure>
          </div>
        </div>
      )}
    </dialog>
  );
}

/** If the form's chunk cannot load (offline, a new deployment), point to the listing's page. */
class FormLoadFailure extends Component<{ href: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className="text-ink-800">
        The application form could not be loaded.{" "}
        <a href={this.props.href} className="font-semibold text-link underline underline-offset-4">
          Open it on the job&apos;s own page
        </a>{" "}
        instead.
      </p>
    );
  }
}
