import { icons } from "lucide";
import { describe, expect, it } from "vitest";
import { menuGroups, overviewCategories } from "./schema";
import { serviceCategories, services } from "./services";

const lucide = icons as Record<string, unknown>;
const bySlug = (slug: string) => {
  const s = services.find((x) => x.slug === slug);
  if (!s) throw new Error(`no service "${slug}"`);
  return s;
};
const cardTitles = (slug: string) => bySlug(slug).cards.map((c) => c.title);

/** The 24 slugs of docs/product.md "Pages and routes", in its order. */
const specSlugs = [
  "mobile-development",
  "website-development",
  "web3-development",
  "ecommerce-development",
  "custom-software",
  "blockchain-development",
  "game-development",
  "saas-development",
  "ui-ux-design",
  "graphic-design",
  "video-animation",
  "digital-marketing",
  "social-media",
  "ads-management",
  "email-marketing",
  "content-writing",
  "devops",
  "cloud-services",
  "testing-qa",
  "it-consulting",
  "ai-ml",
  "erp-crm",
  "pos-billing",
  "hrms",
];

/** Page titles and card titles docs/product.md gives ("Service pages"). */
const specPages: Record<string, { title: string; cards: string[] }> = {
  "digital-marketing": {
    title: "Digital Marketing",
    cards: [
      "SEO Optimization",
      "Analytics & Reports",
      "Email Marketing",
      "Social Media",
      "Content Marketing",
      "PPC Advertising",
      "Market Research",
      "Growth Strategy",
    ],
  },
  "social-media": {
    title: "Social Media Marketing",
    cards: [
      "Community Management",
      "Performance Analytics",
      "Content Strategy",
      "Platform Management",
      "Visual Content",
      "Influencer Marketing",
      "Paid Social",
      "Brand Growth",
    ],
  },
  "ads-management": {
    title: "Ads Management",
    cards: [
      "Audience Targeting",
      "Campaign Analytics",
      "Keyword Research",
      "Budget Management",
      "Multi-Platform Ads",
      "A/B Testing",
      "Retargeting",
      "Conversion Optimization",
    ],
  },
  "email-marketing": {
    title: "Email Marketing",
    cards: [
      "Campaign Design",
      "Performance Tracking",
      "Content Strategy",
      "Automated Workflows",
      "List Management",
      "A/B Testing",
      "Personalization",
      "Deliverability",
    ],
  },
  "content-writing": {
    title: "Content Writing",
    cards: [
      "Blog Writing",
      "Article Writing",
      "Website Content",
      "SEO Writing",
      "Social Media Content",
      "Technical Writing",
      "Copywriting",
      "Content Strategy",
    ],
  },
  devops: {
    title: "DevOps Services",
    cards: [
      "Cloud Infrastructure",
      "CI/CD Pipeline",
      "Version Control",
      "Monitoring",
      "Infrastructure as Code",
      "Containerization",
      "Security",
      "Performance Optimization",
    ],
  },
  "cloud-services": {
    title: "Cloud Services",
    cards: [
      "Cloud Migration",
      "Cloud Hosting",
      "Cloud Storage",
      "Cloud Security",
      "Cloud Management",
      "Multi-Cloud Solutions",
      "Cloud Analytics",
      "Cloud Networking",
    ],
  },
  "testing-qa": {
    title: "Testing & QA Services",
    cards: [
      "Functional Testing",
      "Unit Testing",
      "Integration Testing",
      "Regression Testing",
      "Performance Testing",
      "Security Testing",
      "Automated Testing",
      "Quality Assurance",
    ],
  },
  "it-consulting": {
    title: "IT Consulting Services",
    cards: [
      "Strategic Planning",
      "Digital Transformation",
      "Infrastructure Planning",
      "Security Assessment",
      "Process Optimization",
      "Cloud Strategy",
      "IT Governance",
      "Technology Advisory",
    ],
  },
  "ai-ml": {
    title: "AI & ML Services",
    cards: [
      "Machine Learning Solutions",
      "Big Data Analytics",
      "Chatbot Development",
      "Predictive Analytics",
      "Computer Vision",
      "NLP Solutions",
      "Deep Learning",
      "AI Integration",
    ],
  },
  "erp-crm": {
    title: "ERP & CRM Solutions",
    cards: [
      "Data Integration",
      "Customer Management",
      "Business Analytics",
      "Process Automation",
      "Communication Tools",
      "Resource Planning",
      "Data Security",
      "Scalable Solutions",
    ],
  },
  "pos-billing": {
    title: "POS & Billing Systems",
    cards: [
      "Payment Processing",
      "Cash Management",
      "Inventory Control",
      "Receipt Management",
      "Mobile POS",
      "Sales Analytics",
      "Secure Transactions",
      "Custom Integration",
    ],
  },
  hrms: {
    title: "HRMS Services",
    cards: [
      "Employee Management",
      "Payroll Processing",
      "Time & Attendance",
      "Performance Management",
      "Recruitment",
      "Leave Management",
      "Training & Development",
      "HR Analytics",
    ],
  },
};

describe("services content", () => {
  it("has exactly the 24 service pages of the product description, with unique slugs", () => {
    expect(services).toHaveLength(24);
    expect(new Set(services.map((s) => s.slug)).size).toBe(24);
    expect(services.map((s) => s.slug).sort()).toEqual([...specSlugs].sort());
  });

  it("gives every page eight cards with distinct titles and distinct icons", () => {
    for (const s of services) {
      expect(s.cards, s.slug).toHaveLength(8);
      expect(new Set(s.cards.map((c) => c.title)).size, `${s.slug} card titles`).toBe(8);
      expect(new Set(s.cards.map((c) => c.icon)).size, `${s.slug} card icons`).toBe(8);
    }
  });

  it("names only icons that exist in Lucide", () => {
    const missing = services.flatMap((s) =>
      [s.icon, ...s.cards.map((c) => c.icon)].filter((name) => !lucide[name]).map((name) => `${s.slug}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("fills each mega menu column with eight services", () => {
    for (const group of menuGroups) {
      expect(
        services.filter((s) => s.menuGroup === group),
        group,
      ).toHaveLength(8);
    }
    expect(services.filter((s) => s.menuGroup === "development").map((s) => s.slug)).toEqual(specSlugs.slice(0, 8));
    expect(services.filter((s) => s.menuGroup === "design-marketing").map((s) => s.slug)).toEqual(
      specSlugs.slice(8, 16),
    );
    expect(services.filter((s) => s.menuGroup === "enterprise").map((s) => s.slug)).toEqual(specSlugs.slice(16));
  });

  it("uses all eight categories of the Services overview", () => {
    expect(new Set(services.map((s) => s.overviewCategory))).toEqual(new Set(overviewCategories));
    expect(serviceCategories.map((c) => c.label)).toEqual([
      "Development Services",
      "Cloud and DevOps",
      "Design Services",
      "Marketing and Branding",
      "Testing and QA",
      "IT Consulting and Support",
      "Emerging Technologies",
      "Other Services",
    ]);
    const inCategory = (id: string) =>
      services
        .filter((s) => s.overviewCategory === id)
        .map((s) => s.slug)
        .sort();
    expect(inCategory("cloud-devops")).toEqual(["cloud-services", "devops"]);
    expect(inCategory("emerging-tech")).toEqual(["ai-ml", "blockchain-development", "web3-development"]);
    expect(inCategory("other")).toEqual(["erp-crm", "hrms", "pos-billing"]);
  });

  it("keeps the page titles and card titles the product description gives", () => {
    for (const [slug, page] of Object.entries(specPages)) {
      expect(bySlug(slug).title, slug).toBe(page.title);
      expect([...cardTitles(slug)].sort(), slug).toEqual([...page.cards].sort());
    }
  });

  it("ends video-animation with the six cards the product description names, after a motion graphics card", () => {
    const titles = cardTitles("video-animation");
    expect(titles.slice(2)).toEqual([
      "Product Videos",
      "TV Commercials",
      "2D Animation",
      "Special Effects",
      "Social Media",
      "Explainer Videos",
    ]);
    expect(titles).toContain("Motion Graphics");
  });

  it("sends every page's button to /quote, the mobile app page with 'Schedule a Call'", () => {
    expect(bySlug("mobile-development").ctaLabel).toBe("Schedule a Call");
    for (const s of services) expect(["Schedule a Call", "Get Free Consultation"]).toContain(s.ctaLabel);
  });

  it("writes summaries that fit a meta description and unique per page", () => {
    for (const s of services) {
      expect(s.summary.length, s.slug).toBeGreaterThanOrEqual(120);
      expect(s.summary.length, s.slug).toBeLessThanOrEqual(160);
    }
    expect(new Set(services.map((s) => s.summary)).size).toBe(24);
    expect(new Set(services.map((s) => s.intro)).size).toBe(24);
  });
});
