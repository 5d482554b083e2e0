import { z } from "zod";
import { copy, overviewCategories, overviewCategoryLabels, service } from "./schema";

/**
 * The 24 service pages. docs/product.md "Service pages" names the card titles of most pages; their descriptions,
 * and the whole of the pages it leaves blank, are original copy.
 * Menu columns: development (8), design-marketing (8), enterprise (8); the order here is
 * the order of the mega menu.
 */
/** The list as a whole: slugs unique, card titles unique within a page. */
const serviceList = z.array(service).superRefine((all, ctx) => {
  const seen = new Set<string>();
  for (const s of all) {
    if (seen.has(s.slug)) ctx.addIssue({ code: "custom", message: `duplicate service slug "${s.slug}"` });
    seen.add(s.slug);
    if (new Set(s.cards.map((c) => c.title)).size !== s.cards.length)
      ctx.addIssue({ code: "custom", message: `duplicate card title in "${s.slug}"` });
  }
});

export const services = serviceList.parse([
  // -------------------------------------------------------------------------------------
  // Development (mega menu column 1)
  // -------------------------------------------------------------------------------------
  {
    slug: "mobile-development",
    title: "Mobile App Development",
    menuLabel: "Mobile App Development",
    menuGroup: "development",
    overviewCategory: "development",
    icon: "Smartphone",
    summary:
      "Native iOS and Android apps and cross-platform Flutter or React Native builds, designed, tested on real devices and taken through app store launch.",
    intro:
      "From the first wireframe to the App Store and Google Play, we design, build and support mobile apps your customers keep on their home screen.",
    cards: [
      {
        icon: "TabletSmartphone",
        title: "Native iOS Apps",
        description:
          "Swift and SwiftUI apps built to Apple's Human Interface Guidelines, tested on real iPhones and iPads.",
      },
      {
        icon: "Smartphone",
        title: "Native Android Apps",
        description:
          "Kotlin and Jetpack Compose apps that follow Material Design and run smoothly on budget and flagship phones alike.",
      },
      {
        icon: "Layers",
        title: "Cross-Platform Apps",
        description:
          "One Flutter or React Native codebase for iOS and Android, cutting build and upkeep effort without losing native feel.",
      },
      {
        icon: "PenTool",
        title: "App UI/UX Design",
        description:
          "User flows, wireframes and clickable Figma prototypes agreed with you before a line of code is written.",
      },
      {
        icon: "Server",
        title: "Backend & APIs",
        description:
          "Secure REST or GraphQL APIs, sign-in and admin panels that keep your app's data in sync across devices.",
      },
      {
        icon: "WifiOff",
        title: "Offline & Push Features",
        description:
          "Local storage, background sync and Firebase push notifications, so the app stays useful on patchy networks.",
      },
      {
        icon: "Rocket",
        title: "App Store Launch",
        description:
          "Store listings, screenshots, privacy declarations and staged releases on the App Store and Google Play.",
      },
      {
        icon: "Wrench",
        title: "Maintenance & Support",
        description:
          "Crash monitoring with Crashlytics, OS-update compatibility fixes and planned feature releases after launch.",
      },
    ],
    ctaLabel: "Schedule a Call",
  },
  {
    slug: "website-development",
    title: "Website Development",
    menuLabel: "Website Development",
    menuGroup: "development",
    overviewCategory: "development",
    icon: "Globe",
    summary:
      "Fast, secure and search-friendly websites and web applications, from company sites on a CMS to custom portals built with React, Node.js or Laravel.",
    intro:
      "We build websites that load quickly, read clearly on every screen and turn visitors into enquiries, then keep them secure and up to date.",
    cards: [
      {
        icon: "Building2",
        title: "Corporate Websites",
        description:
          "Clear company sites with service pages, enquiry forms and a structure that search engines and visitors understand.",
      },
      {
        icon: "AppWindow",
        title: "Custom Web Applications",
        description:
          "Portals, dashboards and booking systems built with React, Node.js or Laravel around the way you work.",
      },
      {
        icon: "FilePenLine",
        title: "CMS Development",
        description: "WordPress, Strapi or headless CMS set-ups your team can update without waiting for a developer.",
      },
      {
        icon: "MonitorSmartphone",
        title: "Responsive Design",
        description:
          "Layouts that adapt cleanly from small phones to wide monitors, checked on real browsers and devices.",
      },
      {
        icon: "Gauge",
        title: "Speed Optimization",
        description:
          "Image compression, caching, code splitting and Core Web Vitals tuning so pages load fast on mobile data.",
      },
      {
        icon: "Search",
        title: "Technical SEO",
        description:
          "Clean URLs, structured data, sitemaps and meta tags built in from the first release, not bolted on later.",
      },
      {
        icon: "ShieldCheck",
        title: "Web Security",
        description:
          "HTTPS, security headers, input validation and timely dependency updates that protect your site and visitors.",
      },
      {
        icon: "HardDrive",
        title: "Hosting & Maintenance",
        description:
          "Managed hosting, daily backups, uptime monitoring and content updates under one monthly support plan.",
      },
    ],
    ctaLabel: "Get Free Consultation",
  },
  {
    slug: "web3-development",
    title: "Web3 Development",
    menuLabel: "Web3 Development",
    menuGroup: "development",
    overviewCategory: "emerging-tech",
    icon: "Hexagon",
    summary:
      "Decentralized apps, smart contracts, wallet sign-in and token features on Ethereum-compatible networks, built with tested, well-reviewed code.",
    intro:
      "We build Web3 products people can actually use: decentralized apps with familiar interfaces, smart contracts reviewed before mainnet, and wallets that just work.",
    cards: [
      {
        icon: "AppWindow",
        title: "dApp Development",
        description:
          "Decentralized apps with React front ends that talk to the chain through ethers.js and popular wallet providers.",
      },
      {
        icon: "FileCode",
        title: "Smart Contracts",
        description:
          "Solidity contracts built on OpenZeppelin libraries, tested in Hardhat and documented for your team.",
      },
      {
        icon: "Wallet",
        title: "Wallet Integration",
        description:
          "MetaMask and WalletConnect sign-in with clear transaction prompts and friendly error messages for users.",
      },
      {
        icon: "Image",
        title: "NFT Platforms",
        description:
          "Minting, marketplace and royalty features on ERC-721 and ERC-1155 standards, with metadata stored on IPFS.",
      },
      {
        icon: "CircleDollarSign",
        title: "DeFi Features",
        description:
          "Staking, swapping and lending flows with careful handling of price oracles, slippage and edge cases.",
      },
      {
        icon: "Coins",
        title: "Token Development",
        description:
          "ERC-20 tokens with vesting schedules, supply controls and governance rules settled before deployment.",
      },
      {
        icon: "Vote",
        title: "DAO Tooling",
        description: "On-chain voting, proposal flows and treasury controls built with Governor contracts or Snapshot.",
      },
      {
        icon: "ShieldCheck",
        title: "Contract Security Review",
        description:
          "Code review, test coverage and static analysis with Slither before anything is deployed to mainnet.",
      },
    ],
    ctaLabel: "Get Free Consultation",
  },
  {
    slug: "ecommerce-development",
    title: "E-commerce Development",
    menuLabel: "E-commerce Development",
    menuGroup: "development",
    overviewCategory: "development",
    icon: "ShoppingCart",
    summary:
      "Online stores and marketplaces on Shopify, WooCommerce or custom code, with UPI and card payments, shipping integrations and a checkout that converts.",
    intro:
      "We build online stores that are easy to run and easy to buy from: a tidy catalogue, a quick checkout, and orders flowing straight to your warehouse.",
    cards: [
      {
        icon: "Store",
        title: "Online Store Development",
        description:
          "Custom storefronts or Shopify and WooCommerce stores with product catalogues, search and filters.",
      },
      {
        icon: "CreditCard",
        title: "Payment Gateway Integration",
        description:
          "Razorpay, Stripe and PayPal checkout with UPI, cards and wallets, plus refunds handled from the admin panel.",
      },
      {
        icon: "Users",
        title: "Multi-Vendor Marketplaces",
        description:
          "Seller onboarding, commission rules, vendor dashboards and scheduled payouts for marketplace businesses.",
      },
      {
        icon: "PackageCheck",
        title: "Inventory & Orders",
        description:
          "Live stock levels, order tracking and returns kept in sync across your warehouse and sales channels.",
      },
      {
        icon: "Truck",
        title: "Shipping Integration",
        description:
          "Courier APIs such as Shiprocket and Delhivery for live rates, label printing and shipment tracking.",
      },
      {
        icon: "Smartphone",
        title: "Mobile Commerce",
        description:
          "Mobile-first storefronts, installable progressive web apps and native shopping apps for repeat buyers.",
      },
      {
        icon: "ShoppingBag",
        title: "Checkout Optimization",
        description: "Guest checkout, address autocomplete, coupons and abandoned-cart emails that reduce drop-off.",
      },
      {
        icon: "ChartPie",
        title: "Store Analytics",
        description: "GA4 e-commerce tracking and sales, product and customer reports that show what sells and why.",
      },
    ],
    ctaLabel: "Get Free Consultation",
  },
  {
    slug: "custom-software",
    title: "Custom Software Development",
    menuLabel: "Custom Software",
    menuGroup: "development",
    overviewCategory: "development",
    icon: "Code",
    summary:
      "Software built around your processes: internal tools, portals and desktop apps, delivered in short sprints with working demos and long-term support.",
    intro:
      "When off-the-shelf software does not fit the way you work, we build software that does, in short sprints you can see and steer.",
    cards: [
      {
        icon: "ClipboardList",
        title: "Requirement Analysis",
        description: "Workshops and process mapping that turn your needs into clear user stories, scope and estimates.",
      },
      {
        icon: "Network",
        title: "Software Architecture",
        description:
          "A maintainable design for your scale, with documented decisions on technology stack, data and hosting.",
      },
      {
        icon: "LayoutDashboard",
        title: "Business Web Apps",
        description:
          "Internal tools, portals and dashboards that replace spreadsheets, paper forms and manual hand-offs.",
      },
      {
        icon: "Monitor",
        title: "Desktop Applications",
        description:
          "Windows, macOS and Linux apps built with .NET or Electron for teams that work offline or with hardware.",
      },
      {
        icon: "Plug",
        title: "Third-Party Integrations",
        description:
          "Connections to payment gateways, accounting software, CRMs and government services such as GST e-invoicing.",
      },
      {
        icon: "RefreshCw",
        title: "Legacy Modernization",
        description:
          "Step-by-step migration of ageing systems to modern stacks without stopping your daily operations.",
      },
      {
        icon: "SquareKanban",
        title: "Agile Delivery",
        description:
          "Short sprints, demos you can click through and a shared task board, so you always know where things stand.",
      },
      {
        icon: "LifeBuoy",
        title: "Support & Enhancements",
        description:
          "Bug fixes, security patches and new features under a support agreement with agreed response times.",
      },
    ],
    ctaLabel: "Schedule a Call",
  },
  {
    slug: "blockchain-development",
    title: "Blockchain Development",
    menuLabel: "Blockchain Development",
    menuGroup: "development",
    overviewCategory: "emerging-tech",
    icon: "Blocks",
    summary:
      "Private and public blockchain solutions for traceability, document verification, tokenized assets and crypto payments, with honest advice on fit.",
    intro:
      "We help you decide whether blockchain truly fits your problem, then build tamper-evident records, smart contracts and integrations that your systems can rely on.",
    cards: [
      {
        icon: "Lock",
        title: "Private Blockchains",
        description:
          "Permissioned networks on Hyperledger Fabric for partners who need shared, tamper-evident records.",
      },
      {
        icon: "FileCode",
        title: "Smart Contract Development",
        description: "Solidity and Rust contracts with full unit tests, gas optimization and a planned upgrade path.",
      },
      {
        icon: "QrCode",
        title: "Supply Chain Traceability",
        description:
          "Product journeys recorded on-chain from source to shelf, verifiable by partners and buyers through a QR code.",
      },
      {
        icon: "Coins",
        title: "Asset Tokenization",
        description:
          "Digital tokens that represent real-world assets, with ownership rules and transfer restrictions built in.",
      },
      {
        icon: "Wallet",
        title: "Crypto Payment Integration",
        description:
          "Stablecoin and crypto payments with automatic conversion, invoicing and reconciliation in your books.",
      },
      {
        icon: "FileCheck",
        title: "Document Verification",
        description:
          "Certificates and records hashed on-chain, so anyone can confirm a document is genuine and unaltered.",
      },
      {
        icon: "Server",
        title: "Node & Network Setup",
        description: "Deployment, monitoring and upkeep of validator nodes and RPC infrastructure on cloud servers.",
      },
      {
        icon: "Lightbulb",
        title: "Blockchain Consulting",
        description:
          "Clear advice on whether blockchain suits your use case, which network to choose and what it costs to run.",
      },
    ],
    ctaLabel: "Get Free Consultation",
  },
  {
    slug: "game-development",
    title: "Game Development",
    menuLabel: "Game Development",
    menuGroup: "development",
    overviewCategory: "development",
    icon: "Gamepad2",
    summary:
      "Mobile, PC and AR/VR games built in Unity and Unreal Engine, from game design and art to multiplayer, fair monetization and live operations.",
    intro:
      "We turn game ideas into polished, playable releases: a fun core loop first, then art, sound, multiplayer and the live updates that keep players coming back.",
    cards: [
      {
        icon: "Smartphone",
        title: "Mobile Games",
        description:
          "Casual and mid-core games for Android and iOS built in Unity and tuned to run smoothly on budget phones.",
      },
      {
        icon: "Monitor",
        title: "PC & Console Games",
        description: "Unity and Unreal Engine projects for Steam and consoles, from first prototype to release build.",
      },
      {
        icon: "Puzzle",
        title: "Game Design",
        description:
          "Core loops, level design, progression and economy balancing captured in a clear game design document.",
      },
      {
        icon: "Palette",
        title: "2D & 3D Game Art",
        description:
          "Characters, environments and interface art made in Blender, Spine and Photoshop to match your game's style.",
      },
      {
        icon: "Users",
        title: "Multiplayer Development",
        description:
          "Real-time and turn-based multiplayer with Photon or Mirror, matchmaking and server-side cheat checks.",
      },
      {
        icon: "Glasses",
        title: "AR & VR Experiences",
        description:
          "Immersive experiences for Meta Quest headsets and AR-ready phones using Unity XR, ARCore and ARKit.",
      },
      {
        icon: "Coins",
        title: "Game Monetization",
        description: "In-app purchases, rewarded ads and season passes designed to keep play fair and revenue steady.",
      },
      {
        icon: "Bug",
        title: "Testing & Live Ops",
        description: "Device testing, crash reporting, player analytics and regular content updates after launch.",
      },
    ],
    ctaLabel: "Get Free Consultation",
  },
  {
    slug: "saas-development",
    title: "SaaS Development",
    menuLabel: "SaaS Development",
    menuGroup: "development",
    overviewCategory: "development",
    icon: "CloudCog",
    summary:
      "Multi-tenant SaaS products with subscription billing, team accounts, SSO and usage analytics, built to launch early and scale on AWS, Azure or GCP.",
    intro:
      "We help founders and product teams take a SaaS idea to paying customers: a focused first version, then the billing, security and scale a growing product needs.",
    cards: [
      {
        icon: "Map",
        title: "Product Strategy & MVP",
        description:
          "MVP scoping, feature priorities and a roadmap that puts a usable product in front of paying customers early.",
      },
      {
        icon: "Building",
        title: "Multi-Tenant Architecture",
        description: "Tenant isolation, per-customer settings and data separation designed for security and growth.",
      },
      {
        icon: "Receipt",
        title: "Subscription Billing",
        description:
          "Plans, trials, upgrades and GST-ready invoices handled through Stripe Billing or Razorpay Subscriptions.",
      },
      {
        icon: "UserCog",
        title: "Users, Roles & SSO",
        description: "Sign-up, team invites, roles and permissions, and single sign-on with Google, Microsoft or SAML.",
      },
      {
        icon: "LayoutDashboard",
        title: "Admin & Usage Dashboards",
        description: "Usage, revenue and churn dashboards for your team, and exportable reports for your customers.",
      },
      {
        icon: "Plug",
        title: "APIs & Integrations",
        description:
          "Documented public APIs, webhooks and ready-made integrations with tools such as Slack, Zapier and HubSpot.",
      },
      {
        icon: "Cloud",
        title: "Cloud Deployment & Scaling",
        description: "Containerized deployment on AWS, Azure or Google Cloud with autoscaling, backups and monitoring.",
      },
      {
        icon: "ShieldCheck",
        title: "Security & Compliance",
        description:
          "Encryption, audit logs, role-based access and data practices aligned with GDPR and India's DPDP Act.",
      },
    ],
    ctaLabel: "Get Free Consultation",
  },

  // -------------------------------------------------------------------------------------
  // Design & Marketing (mega menu column 2)
  // -------------------------------------------------------------------------------------
  {
    slug: "ui-ux-design",
    title: "UI/UX Design",
    menuLabel: "UI/UX Design",
    menuGroup: "design-marketing",
    overviewCategory: "design",
    icon: "PenTool",
    summary:
      "User research, wireframes, Figma prototypes, design systems and usability testing for web and mobile products that people find easy to use.",
    intro:
      "We design interfaces around real users: research first, then wireframes, prototypes and polished screens, tested with people before your developers build them.",
    cards: [
      {
        icon: "UserSearch",
        title: "User Research",
        description:
          "User interviews, surveys and analytics reviews that show what people need and where they get stuck.",
      },
      {
        icon: "ListTree",
        title: "Information Architecture",
        description:
          "Site maps, navigation and content hierarchy checked with card sorting, so people find things first time.",
      },
      {
        icon: "LayoutTemplate",
        title: "Wireframing",
        description: "Low-fidelity layouts that settle structure and content priorities before visual design begins.",
      },
      {
        icon: "MousePointerClick",
        title: "Interactive Prototypes",
        description:
          "Clickable Figma prototypes that let you and your users try the product before development starts.",
      },
      {
        icon: "Palette",
        title: "Visual UI Design",
        description:
          "Polished screens with a consistent type scale, colour palette and components across web and mobile.",
      },
      {
        icon: "Component",
        title: "Design Systems",
        description: "Reusable Figma component libraries and design tokens that keep designers and developers in step.",
      },
      {
        icon: "ClipboardCheck",
        title: "Usability Testing",
        description:
          "Moderated sessions with real users, with findings ranked by impact and fixed in the next iteration.",
      },
      {
        icon: "Accessibility",
        title: "Accessible Design",
        description:
          "Designs that meet WCAG 2.2 AA: readable contrast, visible focus states and layouts that work with screen readers.",
      },
    ],
    ctaLabel: "Get Free Consultation",
  },
  {
    slug: "graphic-design",
    title: "Graphic Design",
    menuLabel: "Graphic Design",
    menuGroup: "design-marketing",
    overviewCategory: "design",
    icon: "Palette",
    summary:
      "Logos, brand identities, brochures, packaging, social media creatives and pitch decks, delivered print-ready and in editable source files.",
    intro:
      "We give your brand a consistent, professional look across print, screen and shelf, with files your team can reuse long after the project ends.",
    cards: [
      {
        icon: "Shapes",
        title: "Logo & Brand Identity",
        description:
          "Logo concepts, colour palettes and typography, with a brand guide that keeps every touchpoint consistent.",
      },
      {
        icon: "FileImage",
        title: "Marketing Collateral",
        description: "Brochures, flyers, posters and catalogues designed for both print runs and digital sharing.",
      },
      {
        icon: "Image",
        title: "Social Media Creatives",
        description: "Post, story and ad templates sized for each platform and easy for your team to adapt and reuse.",
      },
      {
        icon: "Package",
        title: "Packaging Design",
        description:
          "Labels, boxes and pouches with print-ready dielines that stand out on the shelf and meet labelling rules.",
      },
      {
        icon: "ChartPie",
        title: "Infographics",
        description:
          "Complex data and processes turned into clear, shareable visuals for reports, websites and presentations.",
      },
      {
        icon: "Presentation",
        title: "Presentation Design",
        description:
          "Pitch decks and sales presentations in PowerPoint, Keynote or Google Slides with editable master layouts.",
      },
      {
        icon: "IdCard",
        title: "Stationery Design",
        description: "Business cards, letterheads, envelopes and email signatures that carry your identity everywhere.",
      },
      {
        icon: "Brush",
        title: "Illustrations & Icons",
        description: "Custom illustrations and icon sets drawn in your brand's style, delivered as SVG and PNG files.",
      },
    ],
    ctaLabel: "Get Free Consultation",
  },
  {
    slug: "video-animation",
    title: "Video & Animation",
    menuLabel: "Video & Animation",
    menuGroup: "design-marketing",
    overviewCategory: "design",
    icon: "Clapperboard",
    summary:
      "Explainer videos, product films, TV commercials, motion graphics and 2D or 3D animation, scripted, produced and edited for every screen.",
    intro:
      "We script, shoot, animate and edit videos that explain your product and sell it, cut to the right length and format for TV, web and social feeds.",
    cards: [
      {
        icon: "Sparkles",
        title: "Motion Graphics",
        description:
          "Animated logos, titles, lower thirds and kinetic typography designed and animated in After Effects.",
      },
      {
        icon: "Box",
        title: "3D Animation",
        description:
          "Product walkthroughs, architectural visualizations and character animation modelled and rendered in Blender.",
      },
      {
        icon: "Video",
        title: "Product Videos",
        description:
          "Studio and lifestyle shoots that show your product in use, edited for websites, marketplaces and ads.",
      },
      {
        icon: "Tv",
        title: "TV Commercials",
        description:
          "Concept, script, storyboard, shoot and edit for broadcast and OTT spots, delivered to channel specifications.",
      },
      {
        icon: "PenTool",
        title: "2D Animation",
        description:
          "Character and frame-by-frame animation for stories, training and campaigns, with original illustration.",
      },
      {
        icon: "WandSparkles",
        title: "Special Effects",
        description:
          "Compositing, green-screen keying, clean-up and colour grading that give footage a finished, cinematic look.",
      },
      {
        icon: "Share2",
        title: "Social Media",
        description:
          "Reels, Shorts and vertical stories cut for each platform, with burnt-in captions for sound-off viewing.",
      },
      {
        icon: "CirclePlay",
        title: "Explainer Videos",
        description:
          "Short animated videos that explain your product or service in plain words, with script and voice-over.",
      },
    ],
    ctaLabel: "Get Free Consultation",
  },
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
      {
        icon: "Search",
        title: "SEO Optimization",
        description:
          "Technical audits, keyword maps and on-page fixes that lift the pages your customers actually search for.",
      },
      {
        icon: "ChartColumn",
        title: "Analytics & Reports",
        description: "Clean tracking and a plain-language monthly report that ties traffic and leads back to revenue.",
      },
      {
        icon: "Mail",
        title: "Email Marketing",
        description:
          "Newsletters and automated journeys that welcome, nurture and win back customers without spamming them.",
      },
      {
        icon: "Share2",
        title: "Social Media",
        description: "A posting calendar, community replies and creative built for each platform your audience uses.",
      },
      {
        icon: "FileText",
        title: "Content Marketing",
        description: "Guides, case studies and blog posts that answer buyers' questions and earn links on their own.",
      },
      {
        icon: "MousePointerClick",
        title: "PPC Advertising",
        description:
          "Google and Meta campaigns with tight targeting, negative keywords and bids tied to cost per lead.",
      },
      {
        icon: "Telescope",
        title: "Market Research",
        description: "Competitor, audience and keyword research that shows where demand is and how to reach it first.",
      },
      {
        icon: "TrendingUp",
        title: "Growth Strategy",
        description: "A 90-day plan with channel budgets, targets and experiments, reviewed with you every month.",
      },
    ],
    ctaLabel: "Get Free Consultation",
  },
  {
    slug: "social-media",
    title: "Social Media Marketing",
    menuLabel: "Social Media Marketing",
    menuGroup: "design-marketing",
    overviewCategory: "marketing-branding",
    icon: "Share2",
    summary:
      "Strategy, content, community management and paid social on Instagram, Facebook, LinkedIn, X and YouTube, reported monthly against real business goals.",
    intro:
      "We run your social channels with a clear plan: content your audience wants to see, quick replies to every comment and campaigns measured by leads, not likes.",
    cards: [
      {
        icon: "MessagesSquare",
        title: "Community Management",
        description:
          "Timely replies to comments and messages in your brand voice, with agreed escalation rules for complaints.",
      },
      {
        icon: "ChartLine",
        title: "Performance Analytics",
        description:
          "Monthly reports on reach, engagement and leads from Meta Business Suite and LinkedIn, with next steps.",
      },
      {
        icon: "CalendarDays",
        title: "Content Strategy",
        description:
          "Content pillars, a monthly calendar and post formats chosen for your audience and business goals.",
      },
      {
        icon: "LayoutGrid",
        title: "Platform Management",
        description:
          "Set-up, optimization and daily running of your Instagram, Facebook, LinkedIn, X and YouTube profiles.",
      },
      {
        icon: "Image",
        title: "Visual Content",
        description: "Carousels, reels, stories and graphics designed in your brand style for each platform's formats.",
      },
      {
        icon: "Star",
        title: "Influencer Marketing",
        description:
          "Creators who suit your niche, clear briefs and results tracked with unique links and discount codes.",
      },
      {
        icon: "Target",
        title: "Paid Social",
        description: "Meta, LinkedIn and YouTube ad campaigns with audience tests and spend tied to leads or sales.",
      },
      {
        icon: "TrendingUp",
        title: "Brand Growth",
        description:
          "A steady plan for followers and engagement built on consistent posting, collaborations and campaigns.",
      },
    ],
    ctaLabel: "Get Free Consultation",
  },
  {
    slug: "ads-management",
    title: "Ads Management",
    menuLabel: "Ads Management",
    menuGroup: "design-marketing",
    overviewCategory: "marketing-branding",
    icon: "MousePointerClick",
    summary:
      "Google, Meta, LinkedIn and YouTube ad campaigns with precise targeting, conversion tracking and budgets steered toward your cost per lead.",
    intro:
      "We plan, launch and manage paid campaigns across search and social, track every conversion and move your budget to the ads that bring customers.",
    cards: [
      {
        icon: "Crosshair",
        title: "Audience Targeting",
        description: "Custom, lookalike and in-market audiences built from your customer data and refined by results.",
      },
      {
        icon: "ChartColumn",
        title: "Campaign Analytics",
        description:
          "Conversion tracking with GA4 and Google Tag Manager, and dashboards that show cost per lead by campaign.",
      },
      {
        icon: "Search",
        title: "Keyword Research",
        description:
          "Search terms grouped by intent, with negative keyword lists that stop spend on irrelevant clicks.",
      },
      {
        icon: "Wallet",
        title: "Budget Management",
        description:
          "Daily pacing, bid strategies and regular budget shifts toward the campaigns that bring customers.",
      },
      {
        icon: "Layers",
        title: "Multi-Platform Ads",
        description: "Campaigns across Google Search, YouTube, Meta, LinkedIn and Microsoft Ads, run from one plan.",
      },
      {
        icon: "FlaskConical",
        title: "A/B Testing",
        description:
          "Structured tests of headlines, creatives and landing pages, one change at a time, with clear winners.",
      },
      {
        icon: "RotateCcw",
        title: "Retargeting",
        description:
          "Ads that bring back visitors who viewed products or started a form, with frequency caps to avoid fatigue.",
      },
      {
        icon: "TrendingUp",
        title: "Conversion Optimization",
        description: "Landing page and form improvements that turn more of your paid clicks into enquiries and sales.",
      },
    ],
    ctaLabel: "Get Free Consultation",
  },
  {
    slug: "email-marketing",
    title: "Email Marketing",
    menuLabel: "Email Marketing",
    menuGroup: "design-marketing",
    overviewCategory: "marketing-branding",
    icon: "Mail",
    summary:
      "Newsletters, automated journeys and campaigns in Mailchimp, Brevo or Klaviyo, with clean lists, solid deliverability and results you can track.",
    intro:
      "We write, design and automate emails your subscribers look forward to, and make sure they land in the inbox rather than the spam folder.",
    cards: [
      {
        icon: "LayoutTemplate",
        title: "Campaign Design",
        description:
          "Responsive templates coded to display well in Gmail, Outlook and Apple Mail, on desktop and phone.",
      },
      {
        icon: "ChartLine",
        title: "Performance Tracking",
        description:
          "Opens, clicks, conversions and unsubscribes per campaign, with UTM tags feeding your web analytics.",
      },
      {
        icon: "CalendarDays",
        title: "Content Strategy",
        description:
          "A newsletter and campaign calendar with subject lines, offers and stories planned around your sales cycle.",
      },
      {
        icon: "Workflow",
        title: "Automated Workflows",
        description:
          "Welcome series, abandoned-cart reminders and re-engagement journeys built in Mailchimp, Brevo or Klaviyo.",
      },
      {
        icon: "ListChecks",
        title: "List Management",
        description:
          "Permission-based lists with double opt-in, segmentation and regular removal of inactive contacts.",
      },
      {
        icon: "FlaskConical",
        title: "A/B Testing",
        description:
          "Split tests of subject lines, send times and calls to action to learn what your readers respond to.",
      },
      {
        icon: "UserCheck",
        title: "Personalization",
        description:
          "Content that changes by customer segment, purchase history or location, so every email feels relevant.",
      },
      {
        icon: "MailCheck",
        title: "Deliverability",
        description: "SPF, DKIM and DMARC set-up, domain warm-up and bounce handling so your emails reach the inbox.",
      },
    ],
    ctaLabel: "Get Free Consultation",
  },
  {
    slug: "content-writing",
    title: "Content Writing",
    menuLabel: "Content Writing",
    menuGroup: "design-marketing",
    overviewCategory: "marketing-branding",
    icon: "PenLine",
    summary:
      "Blog posts, articles, website copy, SEO content and technical documentation, researched and written by specialists in your industry's language.",
    intro:
      "We write clear, accurate content that your readers trust and search engines reward, from website pages and blog posts to manuals and ad copy.",
    cards: [
      {
        icon: "NotebookPen",
        title: "Blog Writing",
        description:
          "Researched blog posts written for your readers and target keywords, with clear headings and cited sources.",
      },
      {
        icon: "Newspaper",
        title: "Article Writing",
        description:
          "Long-form articles, thought-leadership pieces and guest posts written with input from your experts.",
      },
      {
        icon: "Globe",
        title: "Website Content",
        description:
          "Home, service and about page copy that explains what you do, who it is for and why to choose you.",
      },
      {
        icon: "Search",
        title: "SEO Writing",
        description:
          "Content shaped by keyword research and search intent, with meta titles, descriptions and internal links.",
      },
      {
        icon: "MessageSquareText",
        title: "Social Media Content",
        description: "Captions, threads and short video scripts written for each platform's tone and character limits.",
      },
      {
        icon: "BookOpen",
        title: "Technical Writing",
        description:
          "User manuals, API documentation, SOPs and help-centre articles that make complex products easy to use.",
      },
      {
        icon: "Type",
        title: "Copywriting",
        description: "Ad copy, landing pages, emails and product descriptions written to prompt one clear next step.",
      },
      {
        icon: "Compass",
        title: "Content Strategy",
        description:
          "An audit of your existing content, topic clusters and an editorial calendar tied to your business goals.",
      },
    ],
    ctaLabel: "Get Free Consultation",
  },

  // -------------------------------------------------------------------------------------
  // Enterprise (mega menu column 3)
  // -------------------------------------------------------------------------------------
  {
    slug: "devops",
    title: "DevOps Services",
    menuLabel: "DevOps",
    menuGroup: "enterprise",
    overviewCategory: "cloud-devops",
    icon: "Infinity",
    summary:
      "CI/CD pipelines, infrastructure as code, containers and monitoring that let your team ship faster and more safely on AWS, Azure or Google Cloud.",
    intro:
      "We automate the path from commit to production, so releases become routine: tested pipelines, reproducible infrastructure and alerts before customers notice a problem.",
    cards: [
      {
        icon: "Cloud",
        title: "Cloud Infrastructure",
        description:
          "Well-structured AWS, Azure or Google Cloud environments with networking, access control and cost limits set up right.",
      },
      {
        icon: "Workflow",
        title: "CI/CD Pipeline",
        description:
          "Automated build, test and deploy pipelines in GitHub Actions, GitLab CI or Jenkins, with one-click rollbacks.",
      },
      {
        icon: "GitBranch",
        title: "Version Control",
        description:
          "Git workflows, branch protection, code review rules and release tagging that keep your codebase healthy.",
      },
      {
        icon: "Activity",
        title: "Monitoring",
        description:
          "Metrics, logs and alerts with Prometheus, Grafana and CloudWatch, so issues are caught before users notice.",
      },
      {
        icon: "FileCode",
        title: "Infrastructure as Code",
        description:
          "Terraform and Ansible definitions for every environment, reviewed like code and reproducible on demand.",
      },
      {
        icon: "Container",
        title: "Containerization",
        description:
          "Docker images and Kubernetes deployments with health checks, autoscaling and sensible resource limits.",
      },
      {
        icon: "ShieldCheck",
        title: "Security",
        description:
          "Secrets management, vulnerability scanning in the pipeline and least-privilege access across your stack.",
      },
      {
        icon: "Gauge",
        title: "Performance Optimization",
        description:
          "Load testing, caching, database tuning and right-sized servers that cut response times and cloud bills.",
      },
    ],
    ctaLabel: "Get Free Consultation",
  },
  {
    slug: "cloud-services",
    title: "Cloud Services",
    menuLabel: "Cloud Services",
    menuGroup: "enterprise",
    overviewCategory: "cloud-devops",
    icon: "Cloud",
    summary:
      "Cloud migration, hosting, security and 24/7 management on AWS, Azure and Google Cloud, with cost reports that keep your monthly bill under control.",
    intro:
      "We move your systems to the cloud without drama and run them well afterwards: secure, monitored around the clock and sized so you pay only for what you use.",
    cards: [
      {
        icon: "CloudUpload",
        title: "Cloud Migration",
        description:
          "Assessment, planning and phased migration of servers, databases and applications with minimal downtime.",
      },
      {
        icon: "Server",
        title: "Cloud Hosting",
        description:
          "Managed hosting on AWS, Azure or Google Cloud sized for your traffic, with backups and patching included.",
      },
      {
        icon: "HardDrive",
        title: "Cloud Storage",
        description:
          "Object storage, file shares and archive tiers with lifecycle rules that keep storage costs in check.",
      },
      {
        icon: "ShieldCheck",
        title: "Cloud Security",
        description:
          "Identity and access policies, encryption, firewalls and regular posture reviews against CIS benchmarks.",
      },
      {
        icon: "Settings",
        title: "Cloud Management",
        description: "Day-to-day operations, cost reports, rightsizing and 24/7 monitoring of your cloud accounts.",
      },
      {
        icon: "Layers",
        title: "Multi-Cloud Solutions",
        description:
          "Workloads spread across providers with consistent tooling, avoiding lock-in and improving resilience.",
      },
      {
        icon: "ChartColumn",
        title: "Cloud Analytics",
        description:
          "Data warehouses and dashboards on BigQuery, Redshift or Azure Synapse that turn raw data into reports.",
      },
      {
        icon: "Network",
        title: "Cloud Networking",
        description:
          "Virtual networks, VPNs, load balancers and CDN set-up that connect offices, users and services securely.",
      },
    ],
    ctaLabel: "Get Free Consultation",
  },
  {
    slug: "testing-qa",
    title: "Testing & QA Services",
    menuLabel: "Testing & QA",
    menuGroup: "enterprise",
    overviewCategory: "testing-qa",
    icon: "BadgeCheck",
    summary:
      "Manual and automated testing of web, mobile and API products: functional, performance and security tests that catch defects before your users do.",
    intro:
      "Our testers and automation engineers check every release against your requirements, so you ship with confidence and spend less time fixing bugs in production.",
    cards: [
      {
        icon: "ListChecks",
        title: "Functional Testing",
        description:
          "Test cases written from your requirements and run against every feature, with clear, reproducible bug reports.",
      },
      {
        icon: "FlaskConical",
        title: "Unit Testing",
        description:
          "Unit tests in Jest, JUnit or PyTest that check each function in isolation and run on every commit.",
      },
      {
        icon: "Puzzle",
        title: "Integration Testing",
        description:
          "Checks of how modules, APIs, databases and third-party services work together, using Postman and contract tests.",
      },
      {
        icon: "RotateCcw",
        title: "Regression Testing",
        description:
          "Repeatable suites run before each release to confirm that new changes have not broken existing features.",
      },
      {
        icon: "Gauge",
        title: "Performance Testing",
        description:
          "Load, stress and soak tests with JMeter or k6 that show how your system behaves under peak traffic.",
      },
      {
        icon: "ShieldAlert",
        title: "Security Testing",
        description: "Vulnerability scans and manual checks against the OWASP Top 10, with fixes prioritized by risk.",
      },
      {
        icon: "Bot",
        title: "Automated Testing",
        description:
          "Selenium, Playwright and Appium suites wired into your CI pipeline for fast feedback on web and mobile.",
      },
      {
        icon: "BadgeCheck",
        title: "Quality Assurance",
        description:
          "Test strategy, acceptance criteria and release checklists that build quality into the whole process.",
      },
    ],
    ctaLabel: "Get Free Consultation",
  },
  {
    slug: "it-consulting",
    title: "IT Consulting Services",
    menuLabel: "IT Consulting",
    menuGroup: "enterprise",
    overviewCategory: "consulting-support",
    icon: "Lightbulb",
    summary:
      "Independent IT strategy, digital transformation, security assessments and cloud advice that match your technology spending to your business goals.",
    intro:
      "Our consultants look at your systems, processes and plans with fresh eyes, and give you a practical roadmap with clear priorities and realistic costs.",
    cards: [
      {
        icon: "Map",
        title: "Strategic Planning",
        description:
          "An IT roadmap aligned with your business goals, with priorities, budgets and timelines everyone agrees on.",
      },
      {
        icon: "RefreshCw",
        title: "Digital Transformation",
        description:
          "Paper and manual processes replaced with connected software, introduced in stages your team can absorb.",
      },
      {
        icon: "Server",
        title: "Infrastructure Planning",
        description:
          "Servers, networks, devices and licences planned for the size you are today and the growth you expect.",
      },
      {
        icon: "ShieldCheck",
        title: "Security Assessment",
        description:
          "A review of your systems, access and policies against ISO 27001 controls, with a practical list of fixes.",
      },
      {
        icon: "Workflow",
        title: "Process Optimization",
        description:
          "Workflow mapping that finds bottlenecks and duplicated effort, then removes them with the right tools.",
      },
      {
        icon: "Cloud",
        title: "Cloud Strategy",
        description:
          "Clear advice on what to move to the cloud, which provider suits you and what it will cost to run.",
      },
      {
        icon: "Scale",
        title: "IT Governance",
        description: "Policies, roles, vendor management and reporting that keep technology decisions accountable.",
      },
      {
        icon: "Compass",
        title: "Technology Advisory",
        description: "Independent guidance on platforms, vendors and build-or-buy decisions before you commit budget.",
      },
    ],
    ctaLabel: "Schedule a Call",
  },
  {
    slug: "ai-ml",
    title: "AI & ML Services",
    menuLabel: "AI & Machine Learning",
    menuGroup: "enterprise",
    overviewCategory: "emerging-tech",
    icon: "BrainCircuit",
    summary:
      "Machine learning models, chatbots, computer vision, NLP and AI integrations built on your own data, deployed safely and measured against real outcomes.",
    intro:
      "We find the places where AI can save your team time or win you customers, then build, test and deploy models that work on your data, not just in a demo.",
    cards: [
      {
        icon: "Brain",
        title: "Machine Learning Solutions",
        description:
          "Custom models trained on your data with scikit-learn, PyTorch or TensorFlow, deployed behind a simple API.",
      },
      {
        icon: "Database",
        title: "Big Data Analytics",
        description:
          "Pipelines on Spark and cloud data warehouses that clean, join and analyze large datasets for decisions.",
      },
      {
        icon: "BotMessageSquare",
        title: "Chatbot Development",
        description:
          "Website and WhatsApp assistants that answer from your own documents and hand over to a person when needed.",
      },
      {
        icon: "TrendingUp",
        title: "Predictive Analytics",
        description:
          "Forecasts of demand, churn or cash flow from historical data, with accuracy checked on data the model never saw.",
      },
      {
        icon: "ScanEye",
        title: "Computer Vision",
        description:
          "Image and video models for defect detection, document OCR, counting and identity checks built with OpenCV.",
      },
      {
        icon: "Languages",
        title: "NLP Solutions",
        description:
          "Text classification, sentiment analysis, summarization and entity extraction, including Indian languages.",
      },
      {
        icon: "Layers",
        title: "Deep Learning",
        description:
          "Neural networks for complex patterns in images, audio and text, trained and optimized on GPU infrastructure.",
      },
      {
        icon: "Plug",
        title: "AI Integration",
        description:
          "Large language models and AI APIs added to your apps and workflows, with guardrails and cost controls.",
      },
    ],
    ctaLabel: "Get Free Consultation",
  },
  {
    slug: "erp-crm",
    title: "ERP & CRM Solutions",
    menuLabel: "ERP & CRM",
    menuGroup: "enterprise",
    overviewCategory: "other",
    icon: "Building2",
    summary:
      "ERP and CRM systems on Odoo, ERPNext or custom code that connect sales, accounts, inventory and HR, with automation and live business dashboards.",
    intro:
      "We implement and customize ERP and CRM systems that bring your departments onto one set of data, so decisions rest on numbers everyone trusts.",
    cards: [
      {
        icon: "Database",
        title: "Data Integration",
        description:
          "One source of truth that connects sales, accounts, inventory and HR data across your departments.",
      },
      {
        icon: "Contact",
        title: "Customer Management",
        description: "Lead capture, contact history, follow-up reminders and sales pipelines in one shared view.",
      },
      {
        icon: "ChartPie",
        title: "Business Analytics",
        description: "Live dashboards on sales, margins, stock and receivables for quick, well-informed decisions.",
      },
      {
        icon: "Workflow",
        title: "Process Automation",
        description: "Approvals, invoicing, reorder alerts and follow-ups that run on rules instead of reminders.",
      },
      {
        icon: "MessagesSquare",
        title: "Communication Tools",
        description: "Email, SMS and WhatsApp messages to customers and staff, sent straight from ERP and CRM records.",
      },
      {
        icon: "Boxes",
        title: "Resource Planning",
        description: "Purchase, production, inventory and staff planning that matches your resources to real demand.",
      },
      {
        icon: "Lock",
        title: "Data Security",
        description: "Role-based access, audit trails, encrypted backups and secure hosting for your business records.",
      },
      {
        icon: "Scaling",
        title: "Scalable Solutions",
        description:
          "Modular systems that grow with new branches, users and modules without a costly re-implementation.",
      },
    ],
    ctaLabel: "Schedule a Call",
  },
  {
    slug: "pos-billing",
    title: "POS & Billing Systems",
    menuLabel: "POS & Billing",
    menuGroup: "enterprise",
    overviewCategory: "other",
    icon: "ReceiptText",
    summary:
      "GST-ready point-of-sale and billing systems for retail and restaurants: UPI and card payments, stock control, mobile billing and multi-store reports.",
    intro:
      "We set up billing counters that are quick for your staff and clear for your customers, with stock, cash and sales reports that update as you sell.",
    cards: [
      {
        icon: "CreditCard",
        title: "Payment Processing",
        description:
          "Card, UPI, wallet and cash payments at one counter, linked to the payment terminals you already use.",
      },
      {
        icon: "Banknote",
        title: "Cash Management",
        description:
          "Shift opening and closing, cash drawer counts and variance reports for every counter and cashier.",
      },
      {
        icon: "Package",
        title: "Inventory Control",
        description: "Stock deducted at every sale, low-stock alerts and purchase orders across one outlet or many.",
      },
      {
        icon: "Receipt",
        title: "Receipt Management",
        description: "GST-compliant printed, SMS and email receipts, with easy reprints, returns and credit notes.",
      },
      {
        icon: "TabletSmartphone",
        title: "Mobile POS",
        description:
          "Tablet and phone billing for restaurants, events and field sales that keeps working when offline.",
      },
      {
        icon: "ChartColumn",
        title: "Sales Analytics",
        description: "Daily sales, best sellers, peak hours and staff performance reports across all your stores.",
      },
      {
        icon: "ShieldCheck",
        title: "Secure Transactions",
        description:
          "Encrypted payment data, role-based staff permissions and a full audit log of voids and discounts.",
      },
      {
        icon: "Plug",
        title: "Custom Integration",
        description:
          "Links to Tally and other accounting software, online stores, loyalty programmes and barcode scanners.",
      },
    ],
    ctaLabel: "Get Free Consultation",
  },
  {
    slug: "hrms",
    title: "HRMS Services",
    menuLabel: "HRMS",
    menuGroup: "enterprise",
    overviewCategory: "other",
    icon: "Users",
    summary:
      "HR management software for Indian businesses: employee records, payroll with PF, ESI and TDS, attendance, leave, recruitment and appraisals in one place.",
    intro:
      "We implement HR systems that take the spreadsheets out of people management, from hiring and attendance to payroll and appraisals, with self-service for staff.",
    cards: [
      {
        icon: "Users",
        title: "Employee Management",
        description: "One record per employee for personal details, documents, roles, reporting lines and history.",
      },
      {
        icon: "Wallet",
        title: "Payroll Processing",
        description:
          "Salary runs with PF, ESI, professional tax and TDS calculated automatically, plus payslips and bank files.",
      },
      {
        icon: "Clock",
        title: "Time & Attendance",
        description:
          "Biometric, mobile and geo-fenced attendance, with shifts, overtime and late marks tracked automatically.",
      },
      {
        icon: "Target",
        title: "Performance Management",
        description:
          "Goals, OKRs, review cycles and 360-degree feedback that make appraisals fair and well documented.",
      },
      {
        icon: "UserPlus",
        title: "Recruitment",
        description: "Job postings, applicant tracking, interview scheduling and offer letters in one hiring pipeline.",
      },
      {
        icon: "CalendarCheck",
        title: "Leave Management",
        description:
          "Leave policies, balances, holiday calendars and approvals that employees handle from their phones.",
      },
      {
        icon: "GraduationCap",
        title: "Training & Development",
        description: "Training plans, course assignments and skill tracking that help employees grow in their roles.",
      },
      {
        icon: "ChartPie",
        title: "HR Analytics",
        description: "Headcount, attrition, attendance and payroll cost reports that help HR plan ahead.",
      },
    ],
    ctaLabel: "Get Free Consultation",
  },
]);

/**
 * One line under each heading of the Services overview (/services), in the order of
 * `overviewCategories`. The headings themselves are `overviewCategoryLabels`.
 */
export const overviewCategoryIntros = z.record(z.enum(overviewCategories), copy(40, 180)).parse({
  development:
    "Websites, mobile apps, online stores, games and SaaS products, built to your requirements and supported after launch.",
  "cloud-devops": "Cloud hosting, migration and the automation that takes your code from commit to production safely.",
  design:
    "Interfaces, brand identities and video that make your product easy to use and your business easy to remember.",
  "marketing-branding":
    "Search, social, paid and email campaigns, plus the content behind them, measured against your sales goals.",
  "testing-qa": "Manual and automated testing that catches defects before your customers do.",
  "consulting-support": "Independent advice on strategy, security and infrastructure, with a roadmap you can act on.",
  "emerging-tech": "AI, blockchain and Web3 solutions applied where they solve a real business problem.",
  other: "Business systems for enterprise resource planning, customer relationships, billing and HR.",
});

/** The overview's categories with their labels, in display order. */
export const serviceCategories = overviewCategories.map((id) => ({
  id,
  label: overviewCategoryLabels[id],
  intro: overviewCategoryIntros[id],
}));
