import type { Route } from "./+types/verify-certificate";
import { pageWords } from "#app/lib/content.server.ts";
import { site } from "#content/site.ts";
import { CertificateForm } from "#app/components/forms/certificate-form.tsx";
import { Island } from "#app/islands/island.tsx";
import { Icon, IconProvider } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { collectIcons } from "#app/lib/icons.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { Heading } from "#app/components/ui/typography.tsx";
import { mockupHtml } from "#app/lib/mockup.server.tsx";
import * as paths from "#content/paths.ts";
import * as crumbs from "#app/lib/breadcrumbs.ts";

export function loader({ context }: Route.LoaderArgs) {
  const copy = pageWords(context, "verifyCertificate");
  return {
    art: mockupHtml("certificate"),
    copy,
    verify: copy.sections.verify,
    how: copy.sections.how,
    careersEmail: site.careersEmail,
    icons: collectIcons(copy.notes, ["CircleCheck", "CircleX", "TriangleAlert"]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({ ...loaderData.copy, path: paths.verifyCertificate, breadcrumbs: crumbs.verifyCertificate })
    : [];

export default function VerifyCertificatePage({ loaderData }: Route.ComponentProps) {
  const { copy, verify, how } = loaderData;
  return (
    <IconProvider icons={loaderData.icons}>
      <PageHero art={loaderData.art} {...copy.hero} breadcrumbs={crumbs.verifyCertificate} />
      <Section id="verify" tone="muted" {...verify} align="left">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14">
          <div className="self-start rounded-3xl border border-ink-200 bg-surface p-6 shadow-sm sm:p-10">
            <Island
              name="certificate-form"
              component={CertificateForm}
              props={{}}
              icons={loaderData.icons}
              load="visible"
              startWith="id"
            />
          </div>
          <aside aria-labelledby="how-title">
            <Heading as="h3" size="card" id="how-title">
              {how.title}
            </Heading>
            <ul className="mt-6 space-y-6">
              {copy.notes.map((n) => (
                <li key={n.title} className="flex gap-4">
                  <span className="grid size-12 shrink-0 place-items-center rounded-full bg-surface text-link ring-1 ring-brand-100">
                    <Icon name={n.icon} className="size-6" />
                  </span>
                  <div>
                    <h4 className="font-semibold text-ink-950">{n.title}</h4>
                    <p className="mt-1 leading-relaxed text-ink-600">{n.text}</p>
                    {n.icon === "Mail" && (
                      <a
                        href={`mailto:${loaderData.careersEmail}`}
                        className="mt-2 inline-block font-semibold break-all text-link underline underline-offset-4 hover:text-link-strong"
                      >
                        {loaderData.careersEmail}
                      </a>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>
    </IconProvider>
  );
}
