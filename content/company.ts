import { z } from "zod";
import { copy, featureCard, iconName, slug, testimonial } from "./schema";
import { site } from "./site";

/**
 * Company pages the navigation lists: /price (engagement and pricing models; no price
 * figures, each invites a quote), /feature (why choose us) and /testimonial (client
 * testimonials). Testimonials are sample content flagged `sample: true`, kept here so the
 * company can replace them with real, consented quotes.
 */

export const pricingModel = z.object({
  id: slug.meta({
    title: "Address on the page",
    description: "Lower-case words joined by hyphens, e.g. fixed-scope-project.",
  }),
  icon: iconName,
  name: copy(3, 40),
  summary: copy(40, 200),
  includes: z.array(copy(5, 90)).min(3).max(6),
  bestFor: copy(20, 200),
  billing: copy(20, 220),
  ctaLabel: copy(5, 30),
});
export type PricingModel = z.infer<typeof pricingModel>;

export const faqItem = z.object({ question: copy(8, 120), answer: copy(40, 500) });
export type FaqItem = z.infer<typeof faqItem>;

export const pricingStep = z.object({ icon: iconName, title: copy(3, 40), description: copy(20, 160) });

export const sellingPoint = z.object({ icon: iconName, title: copy(3, 40), description: copy(40, 220) });
export type SellingPoint = z.infer<typeof sellingPoint>;

export type Testimonial = z.infer<typeof testimonial>;

export const pricingModels: PricingModel[] = z
  .array(pricingModel)
  .length(5)
  .parse([
    {
      id: "fixed-scope-project",
      icon: "FileCheck2",
      name: "Fixed-Scope Project",
      summary:
        "One agreed scope, one agreed price and a delivery date, for work that can be specified clearly up front.",
      includes: [
        "Discovery workshop and a written specification",
        "Milestone plan with a demo at each milestone",
        "Design, development, testing and launch",
        "Free bug fixes for an agreed warranty period",
      ],
      bestFor:
        "Websites, landing pages, a first app version or an integration whose requirements you can describe today.",
      billing:
        "A fixed quote after discovery, billed in milestone instalments. Changes are estimated separately and only go ahead once you approve them.",
      ctaLabel: "Quote my project",
    },
    {
      id: "dedicated-team",
      icon: "UsersRound",
      name: "Dedicated Team",
      summary:
        "Engineers, designers and a project lead who work only on your product, as an extension of your own team.",
      includes: [
        "A team shaped to your stack and roadmap",
        "Your tools, your rituals, your priorities",
        "A delivery lead who reports to you every week",
        "Replacements and holiday cover arranged by us",
      ],
      bestFor:
        "Products with a long roadmap, companies scaling an in-house team, or a platform that needs steady development.",
      billing:
        "A monthly fee per team member, invoiced in advance, with a short notice period to scale the team up or down.",
      ctaLabel: "Plan my team",
    },
    {
      id: "time-and-materials",
      icon: "Timer",
      name: "Time & Materials",
      summary: "Pay for the hours actually worked, with full freedom to change direction as you learn from users.",
      includes: [
        "Short sprints with a planned, visible backlog",
        "Detailed timesheets linked to tasks",
        "A spend forecast updated every sprint",
        "Reprioritise any time, without renegotiation",
      ],
      bestFor:
        "Evolving products, research-heavy work such as AI or blockchain, and projects whose scope is still being discovered.",
      billing:
        "Hourly or daily rates by role, invoiced monthly against approved timesheets, with an optional budget cap you set.",
      ctaLabel: "Estimate my sprints",
    },
    {
      id: "support-retainer",
      icon: "LifeBuoy",
      name: "Support & Maintenance Retainer",
      summary: "Round-the-clock care for live websites, apps and systems, whether we built them or not.",
      includes: [
        "24/7 monitoring and incident response",
        "Security patches, updates and backups",
        "A monthly bank of hours for small changes",
        "Agreed response times in a service-level agreement",
      ],
      bestFor:
        "Businesses whose website, store, ERP or app must stay up, secure and current without an in-house IT team.",
      billing:
        "A fixed monthly fee for the chosen support level, invoiced in advance. Work beyond the monthly hours is quoted first.",
      ctaLabel: "Cover my systems",
    },
    {
      id: "startup-mvp",
      icon: "Rocket",
      name: "Start-up MVP Package",
      summary:
        "A focused first version of your product, built to test your idea with real users and to show investors.",
      includes: [
        "Idea validation and feature prioritisation",
        "Clickable prototype before development starts",
        "Web or mobile MVP with an admin panel",
        "Launch checklist, analytics and a growth plan",
      ],
      bestFor:
        "Founders who need a working product quickly and want to spend only on the features that prove the idea.",
      billing:
        "A fixed package price for the agreed feature set, paid in stages. Later versions can move to any other model.",
      ctaLabel: "Scope my MVP",
    },
  ]);

export const pricingSteps = z
  .array(pricingStep)
  .length(3)
  .parse([
    {
      icon: "MessagesSquare",
      title: "Share your brief",
      description: "Tell us what you need through the quote form, by phone or by e-mail. A rough idea is enough.",
    },
    {
      icon: "ReceiptText",
      title: "Get a written estimate",
      description: `{response promise} with questions, then a written estimate that names the model, team and milestones.`,
    },
    {
      icon: "Handshake",
      title: "Approve and start",
      description: "Sign the agreement, and we hold a kick-off call with your project lead within days.",
    },
  ]);

export const pricingFaq: FaqItem[] = z
  .array(faqItem)
  .min(4)
  .max(8)
  .parse([
    {
      question: "Why are there no prices on this page?",
      answer:
        "Every project differs in scope, platforms and timelines, so a rate card would be either too high or misleading. We prefer to send a written estimate based on your brief. It is free and carries no obligation.",
    },
    {
      question: "How is billing handled?",
      answer:
        "Fixed-scope work and MVP packages are billed in milestone instalments; dedicated teams and retainers monthly in advance; time and materials monthly against approved timesheets. Invoices are sent by e-mail with GST shown where it applies.",
    },
    {
      question: "Which currencies do you invoice in?",
      answer:
        "Clients in India are invoiced in Indian rupees (INR). International clients are invoiced in US dollars (USD) by default, paid by bank transfer; other currencies can be agreed in the contract.",
    },
    {
      question: "Who owns the code and designs?",
      answer:
        "You do. Once the related invoices are paid, the intellectual property in the source code, designs and content we create for you is assigned to you, and we hand over the repositories, credentials and documentation.",
    },
    {
      question: "Will you sign a non-disclosure agreement?",
      answer:
        "Yes. We are happy to sign your NDA, or ours, before you share any details of your idea, and every member of our team is bound by confidentiality terms in their employment contract.",
    },
    {
      question: "Can we switch models later?",
      answer:
        "Yes. Many clients start with a fixed-scope project or an MVP package, then move to a dedicated team or a support retainer once the product is live. We agree the change in writing.",
    },
  ]);

export const sellingPoints: SellingPoint[] = z
  .array(sellingPoint)
  .length(4)
  .parse([
    {
      icon: "ShieldCheck",
      title: "Trusted Expertise",
      description: `More than ${site.experienceYears} years of shipping software and campaigns for clients at home and abroad, with the references and process to show for it.`,
    },
    {
      icon: "UsersRound",
      title: "Highly Skilled Team",
      description:
        "Engineers, designers, testers and marketers who keep learning, review each other's work and stay with your project.",
    },
    {
      icon: "Headset",
      title: "24/7 Customer Support",
      description:
        "Someone is always on call for your live systems, and every client has a named contact who knows their project.",
    },
    {
      icon: "BadgeIndianRupee",
      title: "Competitive Pricing",
      description:
        "Clear, itemised estimates and flexible engagement models, so you pay for outcomes rather than overheads.",
    },
  ]);

export const features = z
  .array(featureCard)
  .length(8)
  .parse([
    {
      icon: "UserCheck",
      title: "One Named Project Lead",
      description:
        "A single person answers for scope, schedule and quality, and is the one you call, from kick-off to launch and beyond.",
    },
    {
      icon: "Presentation",
      title: "Weekly Working Demos",
      description:
        "You see running software every week, not slide decks, so problems surface early and you steer the result.",
    },
    {
      icon: "ReceiptText",
      title: "Written, Itemised Estimates",
      description:
        "Every estimate lists features, effort and milestones, so you can compare, trim or phase the work with confidence.",
    },
    {
      icon: "KeyRound",
      title: "You Own Everything",
      description:
        "Source code, designs, domains and cloud accounts are yours. We hand over repositories and documentation as we go.",
    },
    {
      icon: "ShieldCheck",
      title: "Security by Default",
      description:
        "Code review, dependency checks, encrypted data and least-privilege access are part of every build, not an add-on.",
    },
    {
      icon: "Gauge",
      title: "Built for Speed",
      description:
        "Pages and apps tuned to load fast on everyday phones and patchy networks, which lifts search rankings and sales.",
    },
    {
      icon: "Workflow",
      title: "Design to Marketing Under One Roof",
      description:
        "Strategy, design, development and marketing teams sit together, so nothing is lost between agencies.",
    },
    {
      icon: "Globe",
      title: "Global Clients, Local Care",
      description: `A delivery centre in {city} with hours that overlap the Gulf, Europe, Asia-Pacific and the Americas.`,
    },
  ]);

export const testimonials: Testimonial[] = z
  .array(testimonial)
  .min(6)
  .parse([
    {
      quote:
        "Our old billing counters froze every festive season. The team replaced them with a POS and inventory system that our cashiers learnt in a morning, and stock now reconciles itself overnight. Support picks up even on Sunday evenings.",
      name: "Ananya Mohanty",
      role: "Operations Head",
      company: "Kalinga Fresh Mart",
      industry: "Retail",
      service: "POS & Billing Systems",
      sample: true,
    },
    {
      quote:
        "We came with a rough idea for an online booking site and left with a clear plan, a clickable prototype and, soon after, a site our guests find easy. They questioned features we did not need, which saved us money.",
      name: "Rohan Deshpande",
      role: "Founder",
      company: "TrailNest Holidays",
      industry: "Travel & Tourism",
      service: "Website Development",
      sample: true,
    },
    {
      quote:
        "Patients used to wait by the phone for their reports. Now they download them securely from our portal, and our front desk finally has time for people in the queue. The project lead explained every technical choice in plain words.",
      name: "Dr. Meera Iyer",
      role: "Medical Director",
      company: "Sanjeevani Diagnostics",
      industry: "Health",
      service: "Custom Software",
      sample: true,
    },
    {
      quote:
        "They connected our dispatch, warehouse and accounts teams in one ERP. Drivers update deliveries from their phones and I can see the whole operation from my desk in Dubai. Weekly demos kept us in control throughout.",
      name: "Farid Al Mansoori",
      role: "Managing Director",
      company: "Gulfway Cargo Services",
      industry: "Transport & Logistics",
      service: "ERP & CRM Solutions",
      sample: true,
    },
    {
      quote:
        "We had tried other agencies before. This team rebuilt our search and social plan around products that actually sell, reports in language our founders understand, and has made paid ads a channel we trust again.",
      name: "Clara Lim",
      role: "Head of Marketing",
      company: "Linden & Loom",
      industry: "E-commerce",
      service: "Digital Marketing",
      sample: true,
    },
    {
      quote:
        "Moving our advisory platform to the cloud worried our compliance team. The DevOps engineers planned every step with them, migrated over a weekend with no downtime, and set up monitoring that wakes them, not us.",
      name: "Karthik Raman",
      role: "Chief Technology Officer",
      company: "Arthavya Wealth Advisors",
      industry: "Finance & Banking",
      service: "Cloud & DevOps",
      sample: true,
    },
  ]);
