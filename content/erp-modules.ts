import { z } from "zod";
import { erpModule } from "./schema";

/**
 * The six ERP module pages (/erp-systems/<slug>), linked from the ERP Systems product page
 * (content/products.ts). One template renders them all (app/routes/erp-module.tsx).
 */
export const erpModules = z.array(erpModule).parse([
  {
    slug: "finance-management",
    mockup: "invoice",
    title: "Finance Management",
    icon: "Landmark",
    summary:
      "ERP finance module for ledgers, receivables, payables, bank reconciliation, budgets and GST returns, across companies and currencies.",
    intro:
      "Every invoice, purchase, payroll run and stock movement posts to the books as it happens, so month-end becomes a review rather than a scramble and your accounts always match what the business has actually done.",
    features: [
      {
        icon: "BookOpen",
        title: "General Ledger",
        description:
          "A chart of accounts shaped to your business, cost centres, journal approvals and trial balance, P&L and balance sheet at any date.",
      },
      {
        icon: "HandCoins",
        title: "Receivables & Payables",
        description:
          "Customer and vendor ledgers, ageing, credit limits, payment reminders and scheduled vendor payments with approval steps.",
      },
      {
        icon: "ArrowLeftRight",
        title: "Bank Reconciliation",
        description:
          "Import bank statements, match entries automatically by amount and reference, and clear only the exceptions by hand.",
      },
      {
        icon: "Percent",
        title: "GST & TDS Compliance",
        description:
          "Tax computed on every transaction, GSTR-1 and GSTR-3B summaries, input credit matching and TDS deductions with certificates.",
      },
      {
        icon: "Calculator",
        title: "Budgets & Cost Centres",
        description:
          "Set budgets by department, branch or project and see spend against them before the next purchase is approved.",
      },
      {
        icon: "Globe",
        title: "Multi-Company & Currency",
        description:
          "Keep separate books for each entity, post in foreign currencies with exchange differences, and consolidate for the group.",
      },
    ],
    outcomes: [
      "Month-end close in days instead of weeks, because entries post as transactions happen",
      "One trusted set of numbers for owners, auditors and banks",
      "Fewer GST mismatches, with input credit checked before filing",
      "Cash-flow visibility from receivables and payables that are always up to date",
      "An audit trail on every entry: who made it, who approved it and when",
    ],
    audience:
      "Built for finance teams in growing companies that have outgrown standalone accounting software: manufacturers, distributors, service firms and groups running several legal entities or branches, who need accounts tied to operations rather than re-entered from them.",
  },
  {
    slug: "supply-chain-management",
    mockup: "timeline",
    title: "Supply Chain Management",
    icon: "Truck",
    summary:
      "ERP supply chain module for vendors, purchasing, approvals, goods receipt and dispatch, linked to demand, stock and accounts.",
    intro:
      "Plan what to buy from what you are selling, buy it from the right vendor at the agreed price, and track every consignment from purchase order to goods receipt and on to the customer's door.",
    features: [
      {
        icon: "Users",
        title: "Vendor Management",
        description:
          "Vendor registration, rate contracts, lead times and a performance scorecard built from delivery dates and rejected goods.",
      },
      {
        icon: "ClipboardList",
        title: "Purchase Requisitions & POs",
        description:
          "Requests from departments become purchase orders after approvals that follow your value limits and delegation rules.",
      },
      {
        icon: "ChartLine",
        title: "Demand Planning",
        description:
          "Reorder suggestions from sales history, open orders and seasonality, so buyers purchase what will actually move.",
      },
      {
        icon: "PackageCheck",
        title: "Goods Receipt & Quality Check",
        description:
          "Receive against the PO, record quality inspection results and route rejected material back to the vendor with a debit note.",
      },
      {
        icon: "Route",
        title: "Dispatch & Logistics",
        description:
          "Pick lists, packing, e-way bills, transporter assignment and delivery confirmation for every outbound shipment.",
      },
      {
        icon: "FileSignature",
        title: "Three-Way Matching",
        description:
          "Vendor invoices are matched with the purchase order and goods receipt before payment, so you pay only for what arrived.",
      },
    ],
    outcomes: [
      "Fewer stock-outs and less dead stock, with purchasing driven by real demand",
      "Purchase spend that follows agreed rates and approval limits",
      "Vendors measured on delivery and quality, not on memory",
      "Vendor invoices paid only after they match what was ordered and received",
      "Shipment status visible to sales, stores and accounts at the same time",
    ],
    audience:
      "For manufacturers, distributors and trading companies that buy from many suppliers and ship to many customers, and for purchase and stores teams who today chase approvals and delivery dates over phone calls and spreadsheets.",
  },
  {
    slug: "hr-payroll",
    mockup: "people",
    title: "HR & Payroll",
    icon: "Wallet",
    summary:
      "ERP HR and payroll module for employee records, attendance, leave, salary processing, PF, ESI, TDS and payslips, ready for Indian compliance.",
    intro:
      "Attendance and leave flow into payroll automatically, payroll posts to accounts, and every employee downloads their own payslips and tax documents, so HR spends its time on people rather than on spreadsheets.",
    features: [
      {
        icon: "IdCard",
        title: "Employee Master",
        description:
          "Personal, job, bank and statutory details with documents, reporting lines and a full history of transfers and revisions.",
      },
      {
        icon: "Fingerprint",
        title: "Attendance & Shifts",
        description:
          "Biometric and mobile attendance, shift rosters, overtime and late-coming rules that feed payroll without manual edits.",
      },
      {
        icon: "CalendarDays",
        title: "Leave Management",
        description:
          "Leave types, accruals and holiday calendars by location, with applications and approvals on the web and mobile app.",
      },
      {
        icon: "BadgeIndianRupee",
        title: "Payroll Processing",
        description:
          "Salary structures, arrears, loans and reimbursements calculated in one run, with bank transfer files ready to upload.",
      },
      {
        icon: "ShieldCheck",
        title: "Statutory Compliance",
        description:
          "PF, ESI, professional tax, labour welfare fund and TDS computed each month, with challans and returns prepared for filing.",
      },
      {
        icon: "Smartphone",
        title: "Employee Self-Service",
        description:
          "Employees view payslips, submit investment proofs, apply for leave and raise HR requests from their phones.",
      },
    ],
    outcomes: [
      "Payroll run in hours, with attendance and leave already reconciled",
      "Statutory deductions computed the same way every month, with reports ready to file",
      "Fewer routine HR queries, because employees find answers in self-service",
      "Salary costs posted to accounts by department and cost centre automatically",
    ],
    audience:
      "For companies with anything from a few dozen to a few thousand employees across offices, plants or stores, whose HR and accounts teams today piece payroll together from attendance registers, Excel sheets and separate compliance tools.",
  },
  {
    slug: "inventory-management",
    mockup: "pos",
    title: "Inventory Management",
    icon: "Boxes",
    summary:
      "ERP inventory module for stock by item, batch, serial and location, with barcodes, reorder alerts, transfers and valuation.",
    intro:
      "Know what you have, where it is and what it is worth, at any moment. Every purchase, sale, transfer and production entry moves stock in real time, and every movement can be traced back to its document.",
    features: [
      {
        icon: "Warehouse",
        title: "Multi-Location Stock",
        description:
          "Stock by warehouse, godown, rack and bin, with inter-branch transfers and goods-in-transit tracked until they arrive.",
      },
      {
        icon: "ScanBarcode",
        title: "Barcode & QR Labels",
        description:
          "Print labels at goods receipt and scan them at picking, dispatch and stock counts with handheld scanners or phones.",
      },
      {
        icon: "Layers",
        title: "Batch, Serial & Expiry",
        description:
          "Track batches and expiry dates for pharma and food, and serial numbers and warranties for electronics and machinery.",
      },
      {
        icon: "BellRing",
        title: "Reorder Alerts",
        description:
          "Minimum, maximum and reorder levels per item and location, with alerts and draft purchase orders when stock runs low.",
      },
      {
        icon: "ClipboardCheck",
        title: "Stock Audits",
        description:
          "Cycle counts and full physical verification with variance reports and approved adjustments that post to accounts.",
      },
      {
        icon: "Coins",
        title: "Inventory Valuation",
        description:
          "FIFO or weighted average valuation, ageing and slow-moving stock reports that your auditor can rely on.",
      },
    ],
    outcomes: [
      "Stock figures that match the shelves, confirmed by regular cycle counts",
      "Less money tied up in slow-moving and expired stock",
      "Faster picking and fewer dispatch errors with barcode scanning",
      "Inventory valuation ready for month-end without manual workings",
      "Every stock movement traceable to a purchase, sale or transfer document",
    ],
    audience:
      "For retailers, distributors, pharma and FMCG traders and small manufacturers holding stock in more than one place, who need accurate numbers without hiring a team to maintain them.",
  },
  {
    slug: "crm",
    mockup: "pipeline",
    title: "CRM",
    icon: "Contact",
    summary:
      "ERP CRM module for leads, follow-ups, quotations, orders and service tickets, sharing one customer record with sales, accounts and stores.",
    intro:
      "Because the CRM lives inside the ERP, a salesperson sees the customer's outstanding balance, stock availability and past orders before quoting, and an accepted quotation becomes a sales order without retyping a line.",
    features: [
      {
        icon: "Funnel",
        title: "Lead Management",
        description:
          "Leads from your website, email, IndiaMART and walk-ins, captured with their source and assigned by territory or product line.",
      },
      {
        icon: "CalendarClock",
        title: "Follow-Ups & Activities",
        description:
          "Calls, meetings and reminders scheduled against each lead, with overdue follow-ups flagged to the salesperson and manager.",
      },
      {
        icon: "FileText",
        title: "Quotations & Orders",
        description:
          "Quotations priced from live price lists and stock, with revisions tracked and one-click conversion to a sales order.",
      },
      {
        icon: "History",
        title: "Customer 360",
        description:
          "Orders, invoices, payments, outstanding dues and support tickets on one screen for every account.",
      },
      {
        icon: "Headset",
        title: "Service Tickets",
        description:
          "Complaints and service requests logged with priorities and response targets, and closed with the customer's sign-off.",
      },
      {
        icon: "ChartColumn",
        title: "Sales Dashboards",
        description:
          "Pipeline value, conversion by source and targets against achievement, by salesperson, region and month.",
      },
    ],
    outcomes: [
      "Every enquiry recorded and followed up, whoever took the call",
      "Quotations that respect current prices, stock and credit limits",
      "Sales, accounts and service working from the same customer record",
      "A pipeline forecast managers can plan purchasing and hiring around",
    ],
    audience:
      "For B2B sales teams in manufacturing, distribution and services who quote, take orders and collect payments, and who want sales activity connected to the orders, invoices and stock that follow it.",
  },
  {
    slug: "project-management",
    mockup: "checklist",
    title: "Project Management",
    icon: "FolderKanban",
    summary:
      "ERP project module for plans, tasks, timesheets, materials and project costing, with billing by milestone or time and materials.",
    intro:
      "Plan each project, log the hours, materials and expenses that go into it, and bill the client by milestone or effort. Because costs come straight from payroll, purchase and stores, project profit is known while the work is still under way.",
    features: [
      {
        icon: "ChartGantt",
        title: "Project Planning",
        description:
          "Work breakdown, tasks, dependencies and milestones on a Gantt chart, with baselines to compare plan against actual.",
      },
      {
        icon: "ListTodo",
        title: "Task Management",
        description:
          "Assign tasks, set priorities and due dates, and track progress on boards that teams update from web or mobile.",
      },
      {
        icon: "Timer",
        title: "Timesheets",
        description:
          "Daily or weekly timesheets against project tasks, approved by managers and costed at each person's rate.",
      },
      {
        icon: "Package",
        title: "Materials & Expenses",
        description:
          "Issue materials from stores and book travel and site expenses straight to the project they belong to.",
      },
      {
        icon: "Receipt",
        title: "Milestone & T&M Billing",
        description:
          "Raise invoices on milestone completion or from approved hours, with retention and advances handled correctly.",
      },
      {
        icon: "ChartNoAxesCombined",
        title: "Project Profitability",
        description:
          "Budget against actual cost and revenue for every project, with early warnings when margins start to slip.",
      },
    ],
    outcomes: [
      "Live profit and loss for every project, not just at closure",
      "Hours and materials billed in full, with nothing left off the invoice",
      "Early warning on projects drifting over budget or behind schedule",
      "Resource plans based on actual workload across all projects",
      "Project costs posted to accounts without a separate spreadsheet",
    ],
    audience:
      "For companies that deliver work as projects: construction and interiors firms, engineering and EPC contractors, IT and consulting firms, agencies and event companies that need to track time, materials and billing job by job.",
  },
]);
