import { useCompany } from "#app/components/ui/container.tsx";
import type { Route } from "./+types/privacy";
import { privacyAsShown } from "#content/privacy.ts";
import { pageWords, siteContent } from "#app/lib/content.server.ts";
import { Glyph } from "#app/components/layout/glyphs.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { Lead } from "#app/components/ui/typography.tsx";
import { PhoneDisclosure } from "#app/components/ui/phone-disclosure.tsx";
import { ContactText, type Contact } from "#app/components/ui/contact-text.tsx";
import { site } from "#content/site.ts";
import { mockupHtml } from "#app/lib/mockup.server.tsx";
import * as crumbs from "#app/lib/breadcrumbs.ts";

export function loader({ context }: Route.LoaderArgs) {
  // The policy as published, its placeholders filled in from the server's settings and the
  // published company details (content/privacy.ts).
  const content = siteContent(context);
  const privacy = privacyAsShown(content.privacy, content.company);
  const updated = new Date(`${privacy.updated}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return {
    art: mockupHtml("shield"),
    copy: pageWords(context, "privacy"),
    privacy,
    updated,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy, path: "/privacy", breadcrumbs: crumbs.privacy }) : [];

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const company = useCompany();
  const { copy, privacy: p, updated } = loaderData;
  const w = p.words;
  const toc = [w.collected, ...p.sections];
  // The addresses and the number the policy names in its text, as links.
  const contacts: Contact[] = [
    { text: company.email, href: `mailto:${company.email}` },
    { text: site.careersEmail, href: `mailto:${site.careersEmail}` },
    { text: company.phone.display, href: `tel:${company.phone.e164}` },
  ];
  const linked = (text: string) => (
    <ContactText
      text={text}
      contacts={contacts}
      linkClass="font-semibold break-words text-link underline underline-offset-4"
    />
  );
  return (
    <>
      <PageHero art={loaderData.art} {...copy.hero} intro={p.intro} breadcrumbs={crumbs.privacy}>
        <p className="text-sm text-ink-300">
          {w.updated} <time dateTime={p.updated}>{updated}</time>
        </p>
      </PageHero>

      <Container className="py-14 sm:py-20">
        <div className="lg:grid lg:grid-cols-[14rem_1fr] lg:gap-14 xl:grid-cols-[16rem_1fr]">
          <nav aria-label={w.toc} className="hidden lg:block">
            <div className="sticky top-28">
              <p className="text-xs font-bold uppercase tracking-[0.14em] text-ink-600">{w.toc}</p>
              <ol className="mt-4 space-y-1 border-l border-ink-200">
                {toc.map((s) => (
                  <li key={s.id}>
                    <a
                      href={`#${s.id}`}
                      className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm text-ink-600 hover:border-brand-600 hover:text-link"
                    >
                      {s.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>

          <div className="min-w-0 max-w-3xl">
            <section
              aria-labelledby="summary-title"
              className="rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8"
            >
              <h2 id="summary-title" className="text-xl font-bold">
                {w.summaryTitle}
              </h2>
              <ul className="mt-4 space-y-3">
                {p.summary.map((line) => (
                  <li key={line} className="flex gap-3 text-ink-800">
                    <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand-700 text-white">
                      <Glyph name="check" className="size-3.5" />
                    </span>
                    <span>{linked(line)}</span>
                  </li>
                ))}
              </ul>
            </section>

            <section id={w.collected.id} aria-labelledby={`${w.collected.id}-title`} className="mt-14 scroll-mt-28">
              <h2 id={`${w.collected.id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
                {w.collected.heading}
              </h2>
              <Lead className="mt-4">{w.collected.lead}</Lead>
              <div className="mt-8 grid gap-5 sm:grid-cols-2">
                {p.collected.map((c) => (
                  <article
                    key={c.form}
                    className="flex flex-col rounded-2xl border border-ink-100 bg-surface p-6 shadow-sm"
                  >
                    <h3 className="text-lg font-bold">{c.form}</h3>
                    <p className="mt-1 text-sm text-ink-600">{c.where}</p>
                    <PhoneDisclosure summary={w.collectedDetails} className="mt-4 sm:mt-0">
                      <ul className="mt-4 space-y-1.5 text-[0.95rem] text-ink-800">
                        {c.fields.map((f) => (
                          <li key={f} className="flex gap-2.5">
                            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
                            {f}
                          </li>
                        ))}
                      </ul>
                      <p className="mt-4 text-[0.95rem] leading-relaxed text-ink-700">
                        <strong className="font-semibold text-ink-900">{w.why}: </strong>
                        {c.purpose}
                      </p>
                    </PhoneDisclosure>
                    <p className="mt-auto pt-5">
                      <span className="inline-flex items-center gap-2 rounded-full bg-ink-100 px-3 py-1 text-sm font-medium text-ink-800">
                        <Glyph name="clock" className="size-4 text-link" />
                        {w.kept}: {c.kept}
                      </span>
                    </p>
                  </article>
                ))}
              </div>
            </section>

            {p.sections.map((s) => (
              <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-14 scroll-mt-28">
                <h2 id={`${s.id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
                  {s.heading}
                </h2>
                {s.paragraphs.map((para) => (
                  <Lead key={para} className="mt-4">
                    {linked(para)}
                  </Lead>
                ))}
                {s.bullets && (
                  <ul className="mt-5 space-y-3">
                    {s.bullets.map((b) => (
                      <li key={b} className="flex gap-3 text-lg leading-relaxed text-ink-700">
                        <span aria-hidden="true" className="mt-3 size-2 shrink-0 rounded-full bg-brand-600" />
                        <span>{linked(b)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}

            <p className="mt-14 rounded-2xl bg-ink-950 p-6 text-ink-200 sm:p-8">
              <strong className="block text-lg text-white">{w.questions}</strong>
              {w.writeTo}{" "}
              <a href={`mailto:${company.email}`} className="font-semibold text-white underline underline-offset-4">
                {company.email}
              </a>{" "}
              {w.orCall}{" "}
              <a href={`tel:${company.phone.e164}`} className="font-semibold text-white underline underline-offset-4">
                {company.phone.display}
              </a>
              . {company.responsePromise}.
            </p>
          </div>
        </div>
      </Container>
    </>
  );
}
