import type { Route } from "./+types/verify-certificate";
import { site } from "#content/site.ts";
import { CertificateForm } from "#app/components/forms/certificate-form.tsx";
import { Icon, IconProvider } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { collectIcons } from "#app/lib/icons.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { Heading } from "#app/components/ui/typography.tsx";
import { mockupHtml } from "#app/lib/mockup.server.tsx";
import * as paths from "#content/paths.ts";

const crumbs = [
  { name: "Career", path: "/career" },
  { name: "Verify Our Certificate", path: paths.verifyCertificate },
];

export function loader() {
  return {
    art: mockupHtml("certificate"),
    careersEmail: site.careersEmail,
    icons: collectIcons({}, ["CircleCheck", "CircleX", "TriangleAlert", "ShieldCheck", "Link", "Mail"]),
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Verify Our Certificate",
    description:
      "Check that an internship or training certificate issued by Corvanta Technologies is genuine: enter its certificate ID to see the holder, programme and dates.",
    path: paths.verifyCertificate,
    breadcrumbs: crumbs,
  });

const notes = [
  {
    icon: "ShieldCheck",
    title: "Straight from our records",
    text: "Each check looks the ID up in the register of certificates we have issued. We show only the holder's name, the programme and the dates.",
  },
  {
    icon: "Link",
    title: "Share a check",
    text: "After a check, the address in your browser includes the ID. Send that link and the other person sees the same result.",
  },
  {
    icon: "Mail",
    title: "Something looks wrong?",
    text: "If a certificate you were given shows as invalid, write to our careers team with the ID and we will look into it.",
  },
];

export default function VerifyCertificatePage({ loaderData }: Route.ComponentProps) {
  return (
    <IconProvider icons={loaderData.icons}>
      <PageHero
        art={loaderData.art}
        eyebrow="Careers"
        title="Verify Our Certificate"
        intro="Enter the ID printed on an internship or training certificate to confirm it was issued by us, and to whom."
        breadcrumbs={crumbs}
      />
      <Section id="verify" tone="muted" title="Check a certificate" align="left">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14">
          <div className="self-start rounded-3xl border border-ink-200 bg-surface p-6 shadow-sm sm:p-10">
            <CertificateForm />
          </div>
          <aside aria-labelledby="how-title">
            <Heading as="h3" size="card" id="how-title">
              How verification works
            </Heading>
            <ul className="mt-6 space-y-6">
              {notes.map((n) => (
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
