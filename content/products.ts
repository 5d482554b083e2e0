import { z } from "zod";
import { product, productCard } from "./schema";
import * as paths from "./paths";

/**
 * The products catalogue (/products) and the nine product pages (/products/<slug>).
 * docs/product.md "Products" fixes the sections and their counts;
 * the copy is original. The ERP page's items link to the six ERP module pages
 * (content/erp-modules.ts); content/products.test.ts checks every link resolves.
 */

/** The ten cards of /products: the nine product pages, then Custom Software. */
export const productCards = z.array(productCard).parse([
  {
    icon: "Building2",
    title: "ERP Systems",
    description:
      "Finance, supply chain, HR, inventory, CRM and projects in one system, so every department works from the same numbers.",
    mockup: "dashboard",
    href: paths.product("erp-systems"),
  },
  {
    icon: "Handshake",
    title: "CRM Solutions",
    description:
      "Capture leads from your website, WhatsApp and IndiaMART, follow up on time and see exactly where every deal stands.",
    mockup: "pipeline",
    href: paths.product("crm-solutions"),
  },
  {
    icon: "ScanBarcode",
    title: "POS Systems",
    description:
      "Quick barcode billing, UPI and card payments and live stock for shops, restaurants and multi-outlet chains, even when the internet drops.",
    mockup: "pos",
    href: paths.product("pos-systems"),
  },
  {
    icon: "ReceiptIndianRupee",
    title: "Billing & Inventory Software",
    description:
      "GST invoices, e-way bills, purchase orders and stock across godowns, with a clean export to Tally for your accountant.",
    mockup: "invoice",
    href: paths.product("billing-inventory-software"),
  },
  {
    icon: "IdCard",
    title: "HRMS",
    description:
      "Employee records, biometric attendance, leave, payroll with PF, ESI and TDS, and appraisals in one self-service portal.",
    mockup: "people",
    href: paths.product("hrms"),
  },
  {
    icon: "SquareKanban",
    title: "Project Management",
    description:
      "Boards, Gantt timelines, timesheets and client approvals that keep delivery teams on schedule and projects on budget.",
    mockup: "timeline",
    href: paths.product("project-management"),
  },
  {
    icon: "Store",
    title: "Multivendor App",
    description:
      "A marketplace where many sellers list, sell and get paid: vendor onboarding, commissions, order routing and payouts built in.",
    mockup: "marketplace",
    href: paths.product("multivendor-app"),
  },
  {
    icon: "GraduationCap",
    title: "LMS",
    description:
      "Run courses, live classes, tests and certificates for your institute or company academy, on the web and on mobile.",
    mockup: "course",
    href: paths.product("lms"),
  },
  {
    icon: "ShoppingCart",
    title: "E-commerce Platform",
    description:
      "Customer, vendor and delivery apps with an admin panel, ready for grocery, food, pharmacy, retail and parcel businesses.",
    mockup: "shop",
    href: paths.product("ecommerce-platform"),
  },
  {
    icon: "Code",
    title: "Custom Software",
    description:
      "When no product fits the way you work, we design and build software around your process, from the first workshop to support.",
    mockup: "code",
    href: paths.service("custom-software"),
  },
]);

export const products = z.array(product).parse([
  // -------------------------------------------------------------------------------------
  {
    slug: "erp-systems",
    mockup: "dashboard",
    title: "ERP Systems",
    menuLabel: "ERP Systems",
    icon: "Building2",
    eyebrow: "Enterprise Resource Planning",
    summary:
      "Modular ERP for finance, supply chain, HR and payroll, inventory, CRM and projects, configured to your processes and rolled out module by module.",
    intro:
      "Replace the spreadsheets and disconnected tools with one system for accounts, purchase, stock, people, customers and projects. Start with the modules you need today and switch on the rest as you grow.",
    sections: [
      {
        kind: "groups",
        id: "erp-modules",
        heading: "ERP modules for every size of business",
        intro:
          "Six modules share one database, one login and one set of reports. Open any module to see what it covers.",
        groups: [
          {
            title: "Enterprise Solutions",
            items: [
              {
                icon: "Landmark",
                title: "Finance Management",
                description:
                  "General ledger, receivables, payables, bank reconciliation and GST returns, with multi-company and multi-currency books.",
                href: paths.erpModule("finance-management"),
              },
              {
                icon: "Truck",
                title: "Supply Chain Management",
                description:
                  "Vendor management, purchase requisitions, approvals and goods receipt, linked to demand and stock levels.",
                href: paths.erpModule("supply-chain-management"),
              },
              {
                icon: "Wallet",
                title: "HR & Payroll",
                description:
                  "Employee master, attendance, leave and monthly payroll with statutory deductions, payslips and bank advice files.",
                href: paths.erpModule("hr-payroll"),
              },
            ],
          },
          {
            title: "Small & Medium Businesses",
            items: [
              {
                icon: "Boxes",
                title: "Inventory Management",
                description:
                  "Stock by item, batch and location, reorder alerts, barcode labels and stock valuation you can hand to your auditor.",
                href: paths.erpModule("inventory-management"),
              },
              {
                icon: "Contact",
                title: "CRM",
                description:
                  "Leads, follow-ups, quotations and customer history in the same system that raises the invoice and ships the order.",
                href: paths.erpModule("crm"),
              },
              {
                icon: "FolderKanban",
                title: "Project Management",
                description:
                  "Plans, tasks, timesheets and project costing, so you know which jobs make money while they are still running.",
                href: paths.erpModule("project-management"),
              },
            ],
          },
        ],
      },
      {
        kind: "quote-panel",
        id: "call-for-quote",
        heading: "Call Us For Quote",
        text: "Tell us how many users, branches and modules you need. We will suggest a rollout plan and send a written quote within a day.",
      },
      {
        kind: "cards",
        id: "rollout",
        heading: "How we roll out your ERP",
        intro:
          "A phased rollout keeps the business running while the new system goes live, one module and one team at a time.",
        columns: 4,
        items: [
          {
            icon: "Workflow",
            title: "Process mapping",
            description:
              "We sit with each department, document how work really flows today and agree what the system must do on day one.",
          },
          {
            icon: "Settings",
            title: "Configuration",
            description:
              "Chart of accounts, item masters, approval rules and user roles are set up to match your organisation, not a template.",
          },
          {
            icon: "Database",
            title: "Data migration",
            description:
              "Opening balances, customers, vendors and stock come across from Tally, Excel or your old software and are reconciled.",
          },
          {
            icon: "Headset",
            title: "Training & go-live",
            description:
              "Role-wise training, a short parallel run and a support desk that stays close through the first month-end close.",
          },
        ],
      },
    ],
  },
  // -------------------------------------------------------------------------------------
  {
    slug: "crm-solutions",
    mockup: "pipeline",
    title: "CRM Solutions",
    menuLabel: "CRM Solutions",
    icon: "Handshake",
    eyebrow: "Customer Relationship Management",
    summary:
      "A CRM that gathers leads from every channel, reminds your team to follow up and shows a clear pipeline, so fewer enquiries slip away.",
    intro:
      "Every enquiry from your website, phone, WhatsApp or marketplace listings lands in one place, goes to the right salesperson and stays visible until it is won or closed.",
    sections: [
      {
        kind: "cards",
        id: "crm-features",
        heading: "What the CRM does for your sales team",
        columns: 3,
        items: [
          {
            icon: "Funnel",
            title: "Lead & Pipeline Management",
            description:
              "Auto-capture leads from web forms, IndiaMART and Facebook, assign them by territory or product, and move deals through your own stages.",
          },
          {
            icon: "MessagesSquare",
            title: "Customer 360 & Communication",
            description:
              "Calls, emails, WhatsApp messages, quotations and invoices on one customer timeline, with follow-up reminders that are hard to ignore.",
          },
          {
            icon: "ChartLine",
            title: "Sales Analytics & Forecasting",
            description:
              "Conversion by source, win rates by salesperson and a monthly forecast built from the deals actually in your pipeline.",
          },
        ],
      },
      {
        kind: "cards",
        id: "crm-workflow",
        heading: "From first enquiry to repeat order",
        columns: 4,
        items: [
          {
            icon: "Inbox",
            title: "Capture",
            description:
              "Enquiries from every channel arrive as leads with their source recorded, so no phone number is lost.",
          },
          {
            icon: "UserCheck",
            title: "Qualify",
            description: "Round-robin or rule-based assignment, with a first-response timer your managers can watch.",
          },
          {
            icon: "FileSignature",
            title: "Quote & close",
            description:
              "Send branded quotations from the deal, track revisions and convert the accepted one into an order.",
          },
          {
            icon: "Repeat",
            title: "Retain",
            description:
              "Renewal reminders, service tickets and birthday greetings keep customers coming back after the sale.",
          },
        ],
      },
    ],
  },
  // -------------------------------------------------------------------------------------
  {
    slug: "pos-systems",
    mockup: "pos",
    title: "POS Systems",
    menuLabel: "POS Systems",
    icon: "ScanBarcode",
    eyebrow: "Point of Sale",
    summary:
      "Fast, GST-ready point-of-sale software for retail stores and restaurants, with UPI payments, barcode billing and live stock across outlets.",
    intro:
      "Bill a customer in seconds, take any payment and keep selling when the internet drops. Every sale updates stock and reports across your outlets the moment the counter reconnects.",
    sections: [
      {
        kind: "cards",
        id: "pos-features",
        heading: "Everything the counter needs",
        columns: 3,
        items: [
          {
            icon: "ScanBarcode",
            title: "Fast Barcode Billing",
            description:
              "Scan, search by name or use hotkeys; apply offers and loyalty points, and print or WhatsApp the receipt in a couple of taps.",
          },
          {
            icon: "CreditCard",
            title: "UPI, Card & Split Payments",
            description:
              "Dynamic UPI QR codes, card terminals, cash and store credit, including one bill paid several ways, all reconciled at day-end.",
          },
          {
            icon: "Boxes",
            title: "Real-Time Inventory",
            description:
              "Stock falls with every sale and rises with every receipt, with low-stock alerts and batch and expiry tracking where you need it.",
          },
          {
            icon: "Store",
            title: "Multi-Outlet Management",
            description:
              "Central price lists, stock transfers between stores and outlet-wise sales reports from one head-office dashboard.",
          },
          {
            icon: "FileText",
            title: "GST Invoices & Reports",
            description:
              "HSN-wise tax on every bill, GSTR-1 ready summaries and shift, cashier and category reports your accountant can use as they are.",
          },
          {
            icon: "WifiOff",
            title: "Offline Mode & Cloud Sync",
            description:
              "The counter keeps billing without internet and syncs sales, stock and customers to the cloud as soon as the line is back.",
          },
        ],
      },
      {
        kind: "chips",
        id: "pos-businesses",
        heading: "Set up for your kind of store",
        intro: "Ready-made screens and workflows for the businesses we most often equip.",
        items: [
          { icon: "ShoppingBasket", label: "Supermarkets" },
          { icon: "Shirt", label: "Fashion & apparel" },
          { icon: "UtensilsCrossed", label: "Restaurants & cafés" },
          { icon: "Pill", label: "Pharmacies" },
          { icon: "Cake", label: "Bakeries" },
          { icon: "Scissors", label: "Salons & spas" },
        ],
      },
    ],
  },
  // -------------------------------------------------------------------------------------
  {
    slug: "billing-inventory-software",
    mockup: "invoice",
    title: "Billing & Inventory Software",
    menuLabel: "Billing & Inventory",
    icon: "ReceiptIndianRupee",
    eyebrow: "Billing and Stock Control",
    summary:
      "GST billing, e-invoicing and multi-godown stock control for traders, distributors and manufacturers, with a one-click export to Tally.",
    intro:
      "Raise GST invoices and e-way bills, track stock across godowns and know who owes you what, without keying the same entry into three different places.",
    sections: [
      {
        kind: "cards",
        id: "billing-features",
        heading: "Billing, stock and accounts that agree with each other",
        columns: 3,
        items: [
          {
            icon: "ReceiptText",
            title: "GST Billing & E-invoicing",
            description:
              "Tax invoices, credit notes and e-way bills with IRN and QR codes generated from the same screen, in your own invoice format.",
          },
          {
            icon: "Warehouse",
            title: "Stock & Godown Tracking",
            description:
              "Item-wise stock by godown, batch and serial number, with reorder levels, stock transfers and a valuation report on demand.",
          },
          {
            icon: "FileSpreadsheet",
            title: "Accounts & Tally Export",
            description:
              "Outstanding receivables and payables, payment reminders, and vouchers exported to Tally so your accountant keeps their books.",
          },
        ],
      },
      {
        kind: "cards",
        id: "billing-workflow",
        heading: "From purchase order to payment received",
        columns: 4,
        items: [
          {
            icon: "ClipboardList",
            title: "Purchase order",
            description: "Raise POs against reorder suggestions and send them to suppliers as PDF or over WhatsApp.",
          },
          {
            icon: "PackageCheck",
            title: "Goods receipt",
            description:
              "Receive against the PO, note shortages and damages, and print barcode labels for the new stock.",
          },
          {
            icon: "Receipt",
            title: "Sales invoice",
            description:
              "Bill from live stock with the right price list and tax, and generate the e-way bill when the goods move.",
          },
          {
            icon: "HandCoins",
            title: "Payment follow-up",
            description:
              "Ageing reports and automatic reminders until each invoice is paid and matched to the bank entry.",
          },
        ],
      },
    ],
  },
  // -------------------------------------------------------------------------------------
  {
    slug: "hrms",
    mockup: "people",
    title: "HRMS",
    menuLabel: "HRMS",
    icon: "IdCard",
    eyebrow: "Human Resource Management",
    summary:
      "An HRMS for Indian workplaces: employee records, biometric attendance, leave, statutory payroll, appraisals and hiring in one portal.",
    intro:
      "Give HR one system for the whole employee journey, from offer letter to full-and-final settlement, and give employees a self-service app for payslips, leave and attendance.",
    sections: [
      {
        kind: "cards",
        id: "hrms-features",
        heading: "The whole employee journey in one system",
        columns: 3,
        items: [
          {
            icon: "Users",
            title: "Employee Records & Self-Service",
            description:
              "Digital personnel files, documents and org charts, with a web and mobile portal where employees update their own details.",
          },
          {
            icon: "Fingerprint",
            title: "Attendance & Shifts",
            description:
              "Biometric devices, geo-fenced mobile check-in and rotating shift rosters, with late marks and overtime worked out for you.",
          },
          {
            icon: "CalendarDays",
            title: "Leave Management",
            description:
              "Your leave policy as rules: accruals, carry-forward, holidays by location and one-tap approvals for managers.",
          },
          {
            icon: "BadgeIndianRupee",
            title: "Payroll & Compliance",
            description:
              "Salary structures, PF, ESI, professional tax and TDS, payslips, bank transfer files and the statutory reports each month needs.",
          },
          {
            icon: "Target",
            title: "Performance Reviews",
            description:
              "Goals, KRAs and review cycles with self, manager and peer feedback, feeding straight into increments and promotions.",
          },
          {
            icon: "UserPlus",
            title: "Recruitment & Onboarding",
            description:
              "Job openings, candidate pipeline, interview scheduling, offer letters and a first-week checklist for every new joiner.",
          },
        ],
      },
      {
        kind: "cards",
        id: "hrms-journey",
        heading: "From offer letter to full and final",
        columns: 4,
        items: [
          {
            icon: "FileBadge",
            title: "Offer & joining",
            description:
              "Offer letters from templates, digital document collection and a laptop and ID-card checklist before day one.",
          },
          {
            icon: "CalendarCog",
            title: "Everyday HR",
            description:
              "Attendance, leave and HR requests handled by employees and managers in the app, with HR stepping in only for exceptions.",
          },
          {
            icon: "BadgeIndianRupee",
            title: "Monthly payroll",
            description:
              "Lock attendance, run payroll, review the variance report, release payslips and upload the bank file.",
          },
          {
            icon: "DoorOpen",
            title: "Exit & settlement",
            description:
              "Resignation workflow, asset return, clearance from each department and the full-and-final calculation.",
          },
        ],
      },
    ],
  },
  // -------------------------------------------------------------------------------------
  {
    slug: "project-management",
    mockup: "timeline",
    title: "Project Management",
    menuLabel: "Project Management",
    icon: "SquareKanban",
    eyebrow: "Plan, Track and Deliver",
    summary:
      "Project management software with boards, Gantt charts, timesheets, resource planning and client approvals for agencies and delivery teams.",
    intro:
      "Plan the work, see who is doing what and track hours against budget in one place, so deadlines are met and every project shows whether it is making or losing money.",
    sections: [
      {
        kind: "cards",
        id: "pm-features",
        heading: "Tools that keep projects on track",
        columns: 3,
        items: [
          {
            icon: "SquareKanban",
            title: "Task Boards & Lists",
            description:
              "Kanban boards, lists and sprints with assignees, due dates, checklists and file attachments, arranged the way each team works.",
          },
          {
            icon: "ChartGantt",
            title: "Gantt Timelines & Milestones",
            description:
              "Drag-and-drop schedules with dependencies and milestones that show the knock-on effect of every delay before it happens.",
          },
          {
            icon: "Timer",
            title: "Timesheets & Billable Hours",
            description:
              "One-click timers and weekly timesheets, approved by managers and turned into billable hours for client invoices.",
          },
          {
            icon: "UserCog",
            title: "Resource Planning",
            description:
              "See each person's workload across projects, spot who is overbooked and plan hiring or leave around real capacity.",
          },
          {
            icon: "BadgeCheck",
            title: "Client Portal & Approvals",
            description:
              "Share progress, collect feedback and get designs or deliverables signed off without long email threads.",
          },
          {
            icon: "ChartColumn",
            title: "Reports & Dashboards",
            description:
              "Budget versus actual, overdue tasks and team utilisation on live dashboards, with exports for your weekly reviews.",
          },
        ],
      },
      {
        kind: "chips",
        id: "pm-teams",
        heading: "Built for teams that deliver projects",
        intro: "Templates, fields and reports come set up for the way these teams plan and bill their work.",
        items: [
          { icon: "Code", label: "Software & IT teams" },
          { icon: "Megaphone", label: "Digital agencies" },
          { icon: "HardHat", label: "Construction & interiors" },
          { icon: "Briefcase", label: "Consulting firms" },
          { icon: "DraftingCompass", label: "Architecture studios" },
          { icon: "PartyPopper", label: "Event companies" },
        ],
      },
    ],
  },
  // -------------------------------------------------------------------------------------
  {
    slug: "multivendor-app",
    mockup: "marketplace",
    title: "Multivendor App",
    menuLabel: "Multivendor App",
    icon: "Store",
    eyebrow: "Marketplace Platform",
    summary:
      "Launch a marketplace where many sellers list and sell: vendor onboarding, order routing, commissions and payouts, on web and mobile apps.",
    intro:
      "Bring sellers, buyers and delivery together on your own branded marketplace. We set up the apps, the vendor panel and the admin controls, and adapt the rules to how you want to earn.",
    sections: [
      {
        kind: "cards",
        id: "multivendor-features",
        heading: "What your marketplace comes with",
        intro: "Seven building blocks, each configurable to your category, commission model and region.",
        columns: 3,
        items: [
          {
            icon: "UserCheck",
            title: "Vendor Onboarding & KYC",
            description: "Sellers register themselves; your team verifies them before the first listing goes live.",
            details: [
              "Self sign-up with GSTIN, PAN and bank verification",
              "Document upload and approval queue for admins",
              "Store profile with logo, timings and service area",
            ],
          },
          {
            icon: "Tags",
            title: "Catalogue & Listing Control",
            description: "Vendors manage their own products while you keep the catalogue clean and consistent.",
            details: [
              "Bulk upload by spreadsheet with images",
              "Variants for size, colour and weight",
              "Admin approval for new listings and price changes",
              "Shared master catalogue for common items",
            ],
          },
          {
            icon: "Split",
            title: "Order Splitting & Routing",
            description: "One checkout for the buyer, separate orders for each seller behind the scenes.",
            details: [
              "Carts with items from several vendors",
              "Automatic split into vendor-wise sub-orders",
              "Routing to the nearest vendor with stock",
            ],
          },
          {
            icon: "Percent",
            title: "Commissions & Payouts",
            description: "Flexible earning models and settlements vendors can check for themselves.",
            details: [
              "Commission by category, vendor or flat fee",
              "Subscription plans for premium sellers",
              "Weekly or on-demand payout statements",
              "TCS and TDS summaries for GST filing",
            ],
          },
          {
            icon: "Truck",
            title: "Delivery & Logistics",
            description: "Use your own riders, the vendor's staff or a courier partner, order by order.",
            details: [
              "Rider app with live tracking for buyers",
              "Courier partner integration for shipped orders",
              "Delivery slots and distance-based charges",
            ],
          },
          {
            icon: "Smartphone",
            title: "Customer Apps",
            description: "Android, iOS and web storefronts in your brand, built for quick repeat purchases.",
            details: [
              "Search, filters and vendor storefronts",
              "UPI, cards, wallets and cash on delivery",
              "Ratings and reviews for products and sellers",
              "Push notifications for offers and order status",
            ],
          },
          {
            icon: "LayoutDashboard",
            title: "Admin Control & Analytics",
            description: "Run the whole marketplace from one dashboard with role-based access for your team.",
            details: [
              "Sales, vendor and category reports",
              "Coupons, banners and featured sellers",
              "Dispute, refund and return management",
              "Role-based access for operations and finance",
            ],
          },
        ],
      },
      {
        kind: "chips",
        id: "multivendor-categories",
        heading: "Marketplaces you can launch",
        intro: "The same platform adapts to very different catalogues, from made-to-order crafts to bulk B2B orders.",
        items: [
          { icon: "Shirt", label: "Fashion & lifestyle" },
          { icon: "Laptop", label: "Electronics" },
          { icon: "Sofa", label: "Furniture & décor" },
          { icon: "Wrench", label: "Home services" },
          { icon: "Factory", label: "B2B wholesale" },
          { icon: "Palette", label: "Handicrafts" },
          { icon: "BookOpen", label: "Books & stationery" },
          { icon: "Sprout", label: "Farm produce" },
        ],
      },
    ],
  },
  // -------------------------------------------------------------------------------------
  {
    slug: "lms",
    mockup: "course",
    title: "Learning Management System",
    menuLabel: "LMS",
    icon: "GraduationCap",
    eyebrow: "LMS for Institutes and Companies",
    summary:
      "An LMS for coaching institutes, schools and company academies: courses, live classes, tests, certificates and fees on web and mobile.",
    intro:
      "Teach live or on demand, test fairly and certify with confidence. Students learn in your branded app, teachers build courses without technical help, and you see who is progressing and who needs a nudge.",
    sections: [
      {
        kind: "cards",
        id: "lms-highlights",
        heading: "Why institutes choose our LMS",
        columns: 4,
        items: [
          {
            icon: "Video",
            title: "Live & Recorded Classes",
            description:
              "Run live classes and publish the recordings to the course automatically when the session ends.",
          },
          {
            icon: "ClipboardCheck",
            title: "Tests That Grade Themselves",
            description:
              "Timed exams, question banks and instant results, with detailed answer analysis for every student.",
          },
          {
            icon: "Smartphone",
            title: "Learning on Mobile",
            description: "Android and iOS apps in your brand, with downloads for learners on patchy connections.",
          },
          {
            icon: "ChartPie",
            title: "Progress You Can See",
            description: "Completion, scores and attendance for every learner, batch and course on one dashboard.",
          },
        ],
      },
      {
        kind: "cards",
        id: "lms-modules",
        heading: "Sixteen modules, one platform",
        intro:
          "Use all of them or only the ones your institute needs; every module shares the same students and courses.",
        columns: 4,
        items: [
          {
            icon: "BookOpen",
            title: "Course Builder",
            description: "Arrange chapters, lessons, videos, PDFs and quizzes into courses with drag and drop.",
          },
          {
            icon: "Users",
            title: "Student Management",
            description: "Admissions, profiles, enrolments and documents for every learner in one record.",
          },
          {
            icon: "Presentation",
            title: "Instructor Management",
            description: "Teacher profiles, subject assignments, schedules and course ownership.",
          },
          {
            icon: "CalendarClock",
            title: "Batches & Timetable",
            description: "Create batches, plan weekly timetables and avoid clashes for rooms and teachers.",
          },
          {
            icon: "Video",
            title: "Live Classes",
            description: "Schedule sessions with Zoom or Google Meet links, reminders and automatic recordings.",
          },
          {
            icon: "CirclePlay",
            title: "Video Library",
            description:
              "Host lecture videos with chapter markers, playback speed control and resume where you left off.",
          },
          {
            icon: "ListChecks",
            title: "Online Exams",
            description: "Timed tests with sections, negative marking, randomised questions and result publishing.",
          },
          {
            icon: "FilePen",
            title: "Assignments",
            description: "Set homework with deadlines, collect submissions and return marked work with comments.",
          },
          {
            icon: "Award",
            title: "Certificates",
            description: "Issue certificates on completion, each with a unique ID that anyone can verify online.",
          },
          {
            icon: "CalendarCheck",
            title: "Attendance",
            description: "Mark attendance for live and classroom sessions and alert parents about absences.",
          },
          {
            icon: "IndianRupee",
            title: "Fees & Payments",
            description: "Fee plans, instalments, online payment by UPI or card, receipts and overdue reminders.",
          },
          {
            icon: "MessagesSquare",
            title: "Discussion Forums",
            description: "Course-wise forums where students ask doubts and teachers or peers answer them.",
          },
          {
            icon: "Bell",
            title: "Notifications",
            description: "Email, SMS, WhatsApp and push alerts for classes, deadlines, results and announcements.",
          },
          {
            icon: "Library",
            title: "Content Library",
            description: "A shared store of notes, question papers and media that teachers reuse across courses.",
          },
          {
            icon: "ChartColumn",
            title: "Reports & Analytics",
            description: "Course completion, test performance and engagement reports by student, batch or teacher.",
          },
          {
            icon: "ShieldCheck",
            title: "Roles & Permissions",
            description: "Separate access for admins, teachers, students, parents and branch managers.",
          },
        ],
      },
      {
        kind: "cards",
        id: "lms-features",
        heading: "Features that make the difference",
        columns: 4,
        items: [
          {
            icon: "Palette",
            title: "White-Label Branding",
            description: "Your logo, colours and domain on the website and apps, with no third-party branding.",
          },
          {
            icon: "Package",
            title: "SCORM & xAPI Support",
            description: "Import SCORM packages and track progress from content made in common authoring tools.",
          },
          {
            icon: "Download",
            title: "Offline Downloads",
            description: "Students download lessons in the app and watch them later without using mobile data.",
          },
          {
            icon: "LockKeyhole",
            title: "Secure Video Playback",
            description: "Encrypted streaming and viewer watermarks discourage screen recording and sharing.",
          },
          {
            icon: "Languages",
            title: "Multi-Language Content",
            description: "Offer courses and the student interface in English, Hindi and regional languages.",
          },
          {
            icon: "Database",
            title: "Question Bank",
            description: "Tag questions by topic and difficulty and build new tests from the bank in minutes.",
          },
          {
            icon: "Sparkles",
            title: "Auto-Grading",
            description: "Objective questions are marked instantly, with rank lists and topic-wise analysis.",
          },
          {
            icon: "CalendarRange",
            title: "Drip Scheduling",
            description: "Release lessons week by week or after a student completes the previous chapter.",
          },
          {
            icon: "Trophy",
            title: "Gamification",
            description: "Points, badges and leaderboards that reward streaks and keep learners coming back.",
          },
          {
            icon: "CreditCard",
            title: "Payment Gateway",
            description: "Sell courses online with UPI, cards and net banking, with GST invoices issued automatically.",
          },
          {
            icon: "Upload",
            title: "Bulk Import",
            description: "Bring in students, questions and course content from spreadsheets instead of typing them.",
          },
          {
            icon: "UsersRound",
            title: "Parent Access",
            description: "Parents see attendance, test results and fee status for their child in the app.",
          },
          {
            icon: "KeyRound",
            title: "Single Sign-On",
            description: "Company academies let staff sign in with Google Workspace or Microsoft 365 accounts.",
          },
          {
            icon: "Fingerprint",
            title: "Exam Proctoring",
            description: "Webcam snapshots, tab-switch alerts and full-screen mode for online exams.",
          },
          {
            icon: "Plug",
            title: "API & Integrations",
            description: "Connect your ERP, CRM or HRMS through documented APIs and webhooks.",
          },
          {
            icon: "CloudUpload",
            title: "Cloud Hosting & Backups",
            description: "Managed hosting with daily backups, SSL and monitoring, so your team never touches a server.",
          },
        ],
      },
    ],
  },
  // -------------------------------------------------------------------------------------
  {
    slug: "ecommerce-platform",
    mockup: "shop",
    title: "E-commerce Marketplace Platform",
    menuLabel: "E-commerce Platform",
    icon: "ShoppingCart",
    eyebrow: "Apps for Every Side of the Order",
    summary:
      "A ready e-commerce marketplace: customer, vendor and delivery apps, web dashboards and an admin panel, set up for grocery, food, pharmacy and more.",
    intro:
      "Six connected apps cover the customer placing the order, the vendor packing it, the rider delivering it and the team running the business. We brand them, configure them for your category and launch them on the stores.",
    sections: [
      {
        kind: "cards",
        id: "ecommerce-apps",
        heading: "Six apps, one connected platform",
        intro: "Every order flows through all six in real time, so each side sees the same status at the same moment.",
        columns: 3,
        items: [
          {
            icon: "Smartphone",
            title: "Customer App",
            description:
              "Android and iOS shopping app with search, saved addresses, UPI and card checkout, live order tracking and reorder in one tap.",
          },
          {
            icon: "Store",
            title: "Vendor App",
            description:
              "Store owners accept orders, update stock and prices, mark items ready for pickup and check their earnings on the go.",
          },
          {
            icon: "Bike",
            title: "Delivery Partner App",
            description:
              "Riders receive nearby orders, navigate to pickup and drop, collect cash or confirm with an OTP, and track their payouts.",
          },
          {
            icon: "LayoutDashboard",
            title: "Admin Panel",
            description:
              "Control zones, vendors, commissions, coupons and refunds, and watch orders, riders and revenue on a live dashboard.",
          },
          {
            icon: "Monitor",
            title: "Vendor Web Dashboard",
            description:
              "A desktop panel for larger sellers: bulk catalogue uploads, inventory sync, sales reports and settlement statements.",
          },
          {
            icon: "Globe",
            title: "Customer Website",
            description:
              "A fast, search-friendly storefront with the same catalogue, cart and account as the app, for customers who order on a laptop.",
          },
        ],
      },
      {
        kind: "chips",
        id: "ecommerce-industries",
        heading: "Ready for your industry",
        intro:
          "Category-specific flows come configured: prescriptions for pharmacy, menus and add-ons for food, weight-based pricing for grocery.",
        items: [
          { icon: "ShoppingBasket", label: "Grocery" },
          { icon: "UtensilsCrossed", label: "Food" },
          { icon: "Pill", label: "Pharmacy" },
          { icon: "Store", label: "Shop" },
          { icon: "Package", label: "Parcel" },
        ],
      },
    ],
  },
]);
