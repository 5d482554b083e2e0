/**
 * A listing's own page body (/career/<slug>): the full description, the facts, and the
 * application form inline under 'Apply for <title>', so applying works without JavaScript.
 */
import { Link } from "react-router";
import type { ListingView } from "#content/careers.ts";
import { ApplicationFormIsland } from "#app/components/forms/form-island.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { CareersDescription } from "./careers-description";
import { Heading } from "#app/components/ui/typography.tsx";
import * as paths from "#content/paths.ts";

export interface ListingFact {
  icon: string;
  label: string;
  value: string;
}

/**
 * `closedOn`: the listing is past its closing date (content/careers.ts `closesOn`), given as the
 * date to show: no form, a notice instead.
 */
export function CareersListingDetail({
  listing,
  facts,
  closedOn = null,
}: {
  listing: ListingView;
  facts: ListingFact[];
  closedOn?: string | null;
}) {
  const closed = closedOn !== null;
  return (
    <>
      <section aria-labelledby="role-title" className="py-14 sm:py-20">
        <Container>
          <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
            <div className="max-w-3xl">
              <Heading as="h2" size="subsection" id="role-title">
                About the {listing.kind === "job" ? "role" : "internship"}
              </Heading>
              <div className="mt-6">
                <CareersDescription blocks={listing.blocks} headingLevel="h3" />
              </div>
            </div>
            <aside
              aria-labelledby="facts-title"
              className="order-first lg:sticky lg:top-24 lg:order-none lg:self-start"
            >
              <div className="rounded-2xl border border-ink-200 bg-ink-50 p-6">
                <Heading as="h2" size="item" id="facts-title">
                  At a glance
                </Heading>
                <dl className="mt-4 divide-y divide-ink-200">
                  {facts.map((f) => (
                    <div key={f.label} className="relative py-3 pl-8">
                      <dt className="text-sm text-ink-600">
                        <Icon name={f.icon} className="absolute top-3.5 left-0 size-5 text-link" />
                        {f.label}
                      </dt>
                      <dd className="font-semibold text-ink-900">{f.value}</dd>
                    </div>
                  ))}
                </dl>
                {closed ? (
                  <Link to="/career" className={buttonClass("primary", "mt-5 w-full")}>
                    See open positions
                  </Link>
                ) : (
                  <a href="#apply" className={buttonClass("primary", "mt-5 w-full")}>
                    Apply Now
                  </a>
                )}
                <p className="mt-4 text-sm text-ink-600">
                  Curious what comes after you apply?{" "}
                  <Link
                    to={paths.hiringProcess}
                    className="font-semibold text-link underline underline-offset-4 hover:text-link-strong"
                  >
                    Our hiring process
                  </Link>
                </p>
              </div>
            </aside>
          </div>
        </Container>
      </section>
      {closed ? (
        <section id="apply" aria-labelledby="closed-title" className="scroll-mt-20 bg-ink-50 py-14 sm:py-20">
          <Container>
            <div className="mx-auto max-w-3xl rounded-3xl border border-ink-200 bg-surface p-6 shadow-sm sm:p-10">
              <Heading as="h2" size="subsection" id="closed-title">
                This {listing.kind === "job" ? "role" : "internship"} is closed
              </Heading>
              <p className="mt-3 text-ink-600">
                We stopped taking applications for {listing.title} on {closedOn}. Everyone who applied before then hears
                from our hiring team, whatever the outcome.
              </p>
              <Link to="/career" className={buttonClass("primary", "mt-6")}>
                See open positions
              </Link>
            </div>
          </Container>
        </section>
      ) : (
        <section id="apply" aria-labelledby="apply-title" className="scroll-mt-20 bg-ink-50 py-14 sm:py-20">
          <Container>
            <div className="mx-auto max-w-3xl rounded-3xl border border-ink-200 bg-surface p-6 shadow-sm sm:p-10">
              <Heading as="h2" size="subsection" id="apply-title">
                Apply for {listing.title}
              </Heading>
              <p className="mt-3 text-ink-600">
                Send us your details and résumé. Our hiring team reads every application and replies to each one,
                whatever the outcome.
              </p>
              <div className="mt-8">
                <ApplicationFormIsland key={listing.id} listing={listing} idPrefix="listing-apply" />
              </div>
            </div>
          </Container>
        </section>
      )}
    </>
  );
}
