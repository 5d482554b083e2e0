/**
 * A listing's own page body (/career/<slug>): the full description, the facts, and the
 * application form inline under 'Apply for <title>', so applying works without JavaScript.
 */
import { Link } from "react-router";
import type { ListingView, ListingWords } from "#content/careers.ts";
import { ApplicationForm } from "#app/components/forms/application-form.tsx";
import { Island } from "#app/islands/island.tsx";
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
 * `closed`: the listing is past its closing date (content/careers.ts `closesOn`): no form, a
 * notice instead. `words`: the page's words for this listing (content/careers.ts listingWords).
 */
export function CareersListingDetail({
  listing,
  facts,
  closed = false,
  words,
}: {
  listing: ListingView;
  facts: ListingFact[];
  closed?: boolean;
  words: ListingWords;
}) {
  return (
    <>
      <section aria-labelledby="role-title" className="py-14 sm:py-20">
        <Container>
          <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
            <div className="max-w-3xl">
              <Heading as="h2" size="subsection" id="role-title">
                {words.about}
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
                  {words.glance}
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
                  <Link to={paths.careers} className={buttonClass("primary", "mt-5 w-full")}>
                    {words.seeOpen}
                  </Link>
                ) : (
                  <a href="#apply" className={buttonClass("primary", "mt-5 w-full")}>
                    {words.apply}
                  </a>
                )}
                <p className="mt-4 text-sm text-ink-600">
                  {words.nextQuestion}{" "}
                  <Link
                    to={paths.hiringProcess}
                    className="font-semibold text-link underline underline-offset-4 hover:text-link-strong"
                  >
                    {words.hiringProcess}
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
                {words.closedHeading}
              </Heading>
              <p className="mt-3 text-ink-600">{words.closedText}</p>
              <Link to={paths.careers} className={buttonClass("primary", "mt-6")}>
                {words.seeOpen}
              </Link>
            </div>
          </Container>
        </section>
      ) : (
        <section id="apply" aria-labelledby="apply-title" className="scroll-mt-20 bg-ink-50 py-14 sm:py-20">
          <Container>
            <div className="mx-auto max-w-3xl rounded-3xl border border-ink-200 bg-surface p-6 shadow-sm sm:p-10">
              <Heading as="h2" size="subsection" id="apply-title">
                {words.applyHeading}
              </Heading>
              <p className="mt-3 text-ink-600">{words.applyLead}</p>
              <div className="mt-8">
                <Island
                  name="application-form"
                  component={ApplicationForm}
                  props={{ listing: { id: listing.id, title: listing.title }, idPrefix: "listing-apply" }}
                  load="visible"
                />
              </div>
            </div>
          </Container>
        </section>
      )}
    </>
  );
}
