import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { Heading } from "#app/components/ui/typography.tsx";
import * as paths from "#content/paths.ts";

const nextSteps = [
  {
    icon: "ListChecks",
    title: "Our hiring process",
    text: "Four rounds, from a take-home coding test to the HR discussion. See what each one involves and how to prepare.",
    href: paths.hiringProcess,
    cta: "See the four rounds",
  },
  {
    icon: "BadgeCheck",
    title: "Verify a certificate",
    text: "Hiring one of our former interns? Check their internship or training certificate by its ID in a few seconds.",
    href: paths.verifyCertificate,
    cta: "Verify a certificate",
  },
];

/** Links from the careers list to the hiring process and the certificate check. */
export function CareersPathsSection() {
  return (
    <Section
      id="before-you-apply"
      title="Before you apply"
      intro="Everything a candidate or an employer usually asks us about."
    >
      <ul className="mx-auto grid max-w-4xl gap-6 sm:grid-cols-2">
        {nextSteps.map((p) => (
          <li
            key={p.href}
            className="group relative flex flex-col rounded-2xl border border-ink-200 bg-surface p-6 shadow-sm transition duration-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-lg"
          >
            <span className="mb-4 grid size-12 place-items-center rounded-full bg-brand-50 text-link ring-1 ring-brand-100">
              <Icon name={p.icon} className="size-6" />
            </span>
            <Heading as="h3" size="item">
              {p.title}
            </Heading>
            <p className="mt-2 flex-1 leading-relaxed text-ink-600">{p.text}</p>
            <Link
              to={p.href}
              className="mt-4 inline-flex items-center gap-1.5 font-semibold text-link after:absolute after:inset-0 after:rounded-2xl group-hover:text-link-strong"
            >
              {p.cta}
              <Icon name="ArrowRight" className="size-4 transition-transform group-hover:translate-x-0.5" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
