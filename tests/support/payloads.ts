/** Valid submissions of each kind, as the suites and the benches send them. */

/** startedAt long enough ago not to look like a bot. */
const humanStartedAt = () => Date.now() - 60_000;

export const validQuote = (over: Record<string, unknown> = {}) => ({
  name: "Priya Raman",
  email: "priya.raman@example.com",
  services: "Web development",
  message: "We need a new website for our logistics company, with a quote form and a careers page.",
  website: "",
  startedAt: humanStartedAt(),
  ...over,
});

export const validContact = (over: Record<string, unknown> = {}) => ({
  name: "Arjun Mehta",
  email: "arjun.mehta@example.com",
  subject: "Partnership enquiry",
  message: "Could we talk about a maintenance contract for our ERP next month?",
  website: "",
  startedAt: humanStartedAt(),
  ...over,
});

export const validApplicationFields = (over: Record<string, string> = {}): Record<string, string> => ({
  listingId: "job-software-engineer",
  fullName: "Kavya Iyer",
  email: "kavya.iyer@example.com",
  phone: "+91 98765 43210",
  experienceYears: "3",
  address: "12 MG Road, Bengaluru, Karnataka",
  lastCompany: "Acme Systems Pvt Ltd",
  website: "",
  startedAt: String(humanStartedAt()),
  ...over,
});

/** A complete job listing's draft, as a recruiter saves it in the workspace. */
export const jobDraft = (title = "Cloud Support Engineer", slug = "cloud-support-engineer") => ({
  kind: "job",
  title,
  slug,
  workMode: "remote",
  remoteRegion: "India",
  employmentType: "FULL_TIME",
  experience: "1+ years",
  description: [
    "Help our clients' teams run their AWS and Azure workloads safely, answering what breaks and fixing why it broke.",
    "What you will do:",
    "- Answer support requests within the hours our plans promise",
    "- Turn repeated fixes into scripts and runbooks",
  ].join("\n"),
  pay: { currency: "INR", min: 600_000, max: 900_000, unit: "YEAR" },
});
