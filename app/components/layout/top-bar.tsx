import { useCompany } from "#app/components/ui/container.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { ContactLinks } from "./contact-links";
import { Glyph } from "./glyphs";
import { SocialLinks } from "./social-links";

/**
 * The slim dark bar above the header on wide screens: address, phone, e-mail, the response
 * promise and social links. Below lg the same details sit in the menu panel and the footer.
 */
export function TopBar() {
  const company = useCompany();
  return (
    <aside aria-label="Contact details" className="hidden bg-ink-950 text-[0.8rem] text-ink-200 lg:block">
      <Container className="flex h-10 items-center justify-between gap-6">
        <ul className="flex items-center gap-6">
          <ContactLinks
            company={company}
            address={`${company.address.street}, ${company.address.locality}`}
            linkClass="hover:text-white"
            iconClass="size-3.5 text-accent-400"
          />
        </ul>
        <div className="flex items-center gap-5">
          <p className="hidden items-center gap-2 xl:flex">
            <Glyph name="clock" className="size-3.5 text-accent-400" />
            {company.responsePromise}
          </p>
          <SocialLinks
            company={company}
            className="gap-1"
            linkClass="size-7 text-ink-300 hover:bg-white/10 hover:text-white"
            iconClass="size-3.5"
          />
        </div>
      </Container>
    </aside>
  );
}
