import { z } from "zod";
import { service } from "./schema";

/**
 * The 24 service pages. SPEC.md names the card titles of most pages; their descriptions,
 * and the whole of the pages it leaves blank, are original copy.
 * Menu columns: development (8), design-marketing (8), enterprise (8).
 */
export const services = z.array(service).parse([
  {
    slug: "digital-marketing",
    title: "Digital Marketing",
    menuLabel: "Digital Marketing",
    menuGroup: "design-marketing",
    overviewCategory: "marketing-branding",
    icon: "Megaphone",
    summary:
      "Search, social, email and paid campaigns planned around your sales numbers, measured weekly and tuned until every rupee of spend earns its keep.",
    intro:
      "We plan, run and measure campaigns across search, social and email, so you can see which channel brings paying customers and put your budget where it works.",
    cards: [
      { icon: "Search", title: "SEO Optimization", description: "Technical audits, keyword maps and on-page fixes that lift the pages your customers actually search for." },
      { icon: "ChartColumn", title: "Analytics & Reports", description: "Clean tracking and a plain-language monthly report that ties traffic and leads back to revenue." },
      { icon: "Mail", title: "Email Marketing", description: "Newsletters and automated journeys that welcome, nurture and win back customers without spamming them." },
      { icon: "Share2", title: "Social Media", description: "A posting calendar, community replies and creative built for each platform your audience uses." },
      { icon: "FileText", title: "Content Marketing", description: "Guides, case studies and blog posts that answer buyers' questions and earn links on their own." },
      { icon: "MousePointerClick", title: "PPC Advertising", description: "Google and Meta campaigns with tight targeting, negative keywords and bids tied to cost per lead." },
      { icon: "Telescope", title: "Market Research", description: "Competitor, audience and keyword research that shows where demand is and how to reach it first." },
      { icon: "TrendingUp", title: "Growth Strategy", description: "A 90-day plan with channel budgets, targets and experiments, reviewed with you every month." },
    ],
    ctaLabel: "Get Free Consultation",
  },
]);
