/**
 * The careers list (docs/product.md "Careers"): a Job Openings / Internship Opportunities toggle
 * (tabs), one card per listing with Learn More / Show Less, a link to the listing's own page,
 * and Apply Now opening the application dialog.
 */
import { useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import type { ListingView } from "#content/careers.ts";
import type { ApplyTarget } from "#app/components/forms/application-form.tsx";
import { ApplyDialog, loadApplicationForm } from "#app/components/forms/apply-dialog.tsx";
import { Glyph } from "#app/components/layout/glyphs.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { CareersDescription } from "./careers-description";
import * as paths from "#content/paths.ts";

const tabs = [
  { key: "jobs", label: "Job Openings" },
  { key: "internships", label: "Internship Opportunities" },
] as const;
type TabKey = (typeof tabs)[number]["key"];

// The dialog opens at once; its form loads on demand (prefetched when a visitor points at or
// focuses Apply Now), so the form costs the careers page nothing until someone wants to apply.
const prefetchDialog = () => void loadApplicationForm().catch(() => {});

export function CareersListingsSection({
  jobs,
  internships,
  title,
}: {
  jobs: ListingView[];
  internships: ListingView[];
  /** The section's heading, read by screen readers only (the tabs say the rest). */
  title: string;
}) {
  const [active, setActive] = useState<TabKey>("jobs");
  const [apply, setApply] = useState<{ listing: ApplyTarget | null; path: string | null; open: boolean }>({
    listing: null,
    path: null,
    open: false,
  });
  const opener = useRef<HTMLElement | null>(null);
  const tabRefs = useRef<Record<TabKey, HTMLButtonElement | null>>({ jobs: null, internships: null });

  const openApply = (listing: ListingView, e: MouseEvent<HTMLElement>) => {
    e.preventDefault();
    opener.current = e.currentTarget;
    setApply({ listing: { id: listing.id, title: listing.title }, path: paths.listing(listing.slug), open: true });
  };
  const onDialogClose = () => {
    setApply((a) => ({ ...a, open: false }));
    opener.current?.focus();
  };

  // Arrow keys, Home and End move between the two tabs and select them (WAI-ARIA tabs pattern).
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = tabs.findIndex((t) => t.key === active);
    let next: number | null = null;
    if (e.key === "ArrowRight" || e.key === "ArrowDown") next = (i + 1) % tabs.length;
    else if (e.key === "ArrowLeft" || e.key === "ArrowUp") next = (i - 1 + tabs.length) % tabs.length;
    else if (e.key === "Home") next = 0;
    else if (e.key === "End") next = tabs.length - 1;
    if (next === null) return;
    e.preventDefault();
    const key = tabs[next]!.key;
    setActive(key);
    tabRefs.current[key]?.focus();
  };

  const lists: Record<TabKey, ListingView[]> = { jobs, internships };
  // Fixed ids, not useId: the careers list is an island, and the one list of the page.
  const tabId = (k: TabKey) => `openings-tab-${k}`;
  const panelId = (k: TabKey) => `openings-panel-${k}`;

  return (
    <Section id="openings" tone="muted">
      <div className="mx-auto max-w-4xl">
        <h2 id="openings-title" className="sr-only">
          {title}
        </h2>
        <div
          role="tablist"
          aria-label="Type of position"
          className="mx-auto grid w-full grid-cols-2 gap-1 rounded-2xl border border-ink-200 bg-surface p-1.5 shadow-sm sm:w-fit sm:rounded-full"
        >
          {tabs.map((t) => {
            const selected = t.key === active;
            return (
              <button
                key={t.key}
                ref={(el) => void (tabRefs.current[t.key] = el)}
                type="button"
                role="tab"
                id={tabId(t.key)}
                aria-selected={selected}
                aria-controls={panelId(t.key)}
                tabIndex={selected ? 0 : -1}
                onClick={() => setActive(t.key)}
                onKeyDown={onTabKey}
                className={`min-h-12 rounded-xl px-3 py-1.5 text-sm font-semibold transition-colors sm:rounded-full sm:px-6 sm:text-base sm:whitespace-nowrap ${
                  selected ? "bg-brand-700 text-white shadow" : "text-ink-700 hover:bg-ink-100 hover:text-ink-950"
                }`}
              >
                {t.label}{" "}
                <span className={`${selected ? "text-white/85" : "text-ink-600"}`}>({lists[t.key].length})</span>
              </button>
            );
          })}
        </div>

        {tabs.map((t) => (
          <div
            key={t.key}
            role="tabpanel"
            id={panelId(t.key)}
            aria-labelledby={tabId(t.key)}
            hidden={t.key !== active}
            tabIndex={0}
            className="mt-10 rounded-2xl"
          >
            <ul className="grid gap-6">
              {lists[t.key].map((l) => (
                <ListingCard key={l.id} listing={l} onApply={openApply} />
              ))}
            </ul>
          </div>
        ))}
      </div>
      {apply.listing && (
        <ApplyDialog listing={apply.listing} listingPath={apply.path} open={apply.open} onClose={onDialogClose} />
      )}
    </Section>
  );
}

function ListingCard({
  listing,
  onApply,
}: {
  listing: ListingView;
  onApply: (l: ListingView, e: MouseEvent<HTMLElement>) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = `${listing.slug}-details`;
  const titleId = `${listing.slug}-title`;
  const isJob = listing.kind === "job";
  const applyClass = buttonClass("primary", "w-full sm:w-auto");
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="rounded-2xl border border-ink-200 bg-surface p-6 shadow-sm transition-shadow hover:shadow-md sm:p-8"
      >
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-600">
          <span
            className={`rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide ${
              isJob
                ? "bg-brand-50 text-link-strong ring-1 ring-brand-200"
                : "bg-accent-300 text-ink-900 ring-1 ring-accent-400"
            }`}
          >
            {listing.typeLabel}
          </span>
          {listing.place && (
            <span className="inline-flex items-center gap-1.5">
              <Icon name="MapPin" className="size-4 text-link" />
              {listing.place}
            </span>
          )}
          {listing.duration && (
            <span className="inline-flex items-center gap-1.5">
              <Icon name="Clock" className="size-4 text-link" />
              {listing.duration}
            </span>
          )}
        </div>
        <h3 id={titleId} className="mt-4 text-xl font-bold text-ink-950 sm:text-2xl">
          {listing.title}
        </h3>
        <p className="mt-2 leading-relaxed text-ink-700">{listing.summary}</p>

        <div id={detailsId} hidden={!expanded} className="mt-5 border-t border-ink-100 pt-5">
          <CareersDescription blocks={listing.blocks} />
        </div>

        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={detailsId}
              onClick={() => setExpanded((x) => !x)}
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-link hover:text-link-strong"
            >
              {expanded ? "Show Less" : "Learn More"}
              <span className="sr-only">({listing.title})</span>
              <Glyph name="chevronDown" className={`size-4 transition-transform ${expanded ? "rotate-180" : ""}`} />
            </button>
            <a
              href={paths.listing(listing.slug)}
              className="inline-flex min-h-11 items-center font-semibold text-ink-700 underline decoration-ink-300 underline-offset-4 hover:text-link-strong hover:decoration-brand-600"
            >
              Full details
              <span className="sr-only">
                {" "}
                of the {listing.title} {isJob ? "role" : "internship"}
              </span>
            </a>
          </div>
          {/* The same link before and after the island's code arrives (no element swapped under the
              finger): without JavaScript it opens the listing's own page at its form; a tap before
              the code is here is held by the islands loader (data-replay) and replayed, and then
              it opens the dialog. */}
          <a
            href={`${paths.listing(listing.slug)}#apply`}
            aria-haspopup="dialog"
            data-replay=""
            className={applyClass}
            onPointerEnter={prefetchDialog}
            onFocus={prefetchDialog}
            onClick={(e) => onApply(listing, e)}
          >
            Apply Now<span className="sr-only"> for {listing.title}</span>
          </a>
        </div>
      </article>
    </li>
  );
}
