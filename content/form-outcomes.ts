/**
 * The pages a form lands on without JavaScript (docs/product.md "Forms"): the server
 * answers a native post with a redirect to /thank-you/<form> or /form-error/<reason>
 * (the lists are in routes.ts). The limits quoted come from the shared contract; the response
 * promise is the company's published one (a placeholder the page fills, content/placeholders.ts),
 * as in the confirmation e-mail.
 */
import { z } from "zod";
import { LIMITS, RESUME_MAX_BYTES } from "#contracts/limits.ts";
import { submissionKinds } from "#contracts/api.ts";
import { formErrorReasons } from "#contracts/api.ts";
import { copy, internalHref } from "./schema";
import * as paths from "./paths";

const link = z.object({ label: copy(3, 40), href: internalHref });

const thankYou = z.object({
  eyebrow: copy(3, 40),
  lead: copy(20, 200),
  steps: z.array(copy(20, 200)).length(3),
  links: z.array(link).min(1).max(3),
});

const formError = z.object({
  title: copy(5, 60),
  lead: copy(20, 300),
  /** What to check or do, one line each. */
  fixes: z.array(copy(10, 200)).min(1).max(8),
  links: z.array(link).min(1).max(3),
});

const backToForms = [
  { label: "Quote form", href: paths.quote },
  { label: "Contact form", href: paths.contact },
  { label: "Careers", href: paths.careers },
];
const mb = RESUME_MAX_BYTES / (1024 * 1024);

/** The words every thank-you page shares around its own lead and steps. */
export const thankYouFrame = {
  heading: "Thank you",
  nextSteps: "What happens next",
};

/** The words every form-error page shares around its own title, lead and fixes. */
export const formErrorFrame = {
  eyebrow: "Your form was not sent",
  fixHeading: "How to fix it",
  back: "Your browser’s Back button usually returns you to the form with your entries still in it. Or start again:",
  direct: { before: "Prefer to reach us directly? Call", between: "or e-mail" },
};

export const thankYouPages = z.record(z.enum(submissionKinds), thankYou).parse({
  quote: {
    eyebrow: "Quote request received",
    lead: "Your quote request has reached our team. A short confirmation with its reference number is on its way to the address you gave.",
    steps: [
      "Keep the reference number from the confirmation: quote it if you write to us about this request.",
      "{response promise}, as the confirmation says.",
      "If the confirmation does not arrive within a few minutes, check your spam folder or write to us.",
    ],
    links: [
      { label: "Back to Home", href: paths.home },
      { label: "Explore our services", href: paths.services },
    ],
  },
  contact: {
    eyebrow: "Message received",
    lead: "Your message has reached us. A short confirmation with its reference number is on its way to the address you gave.",
    steps: [
      "Keep the reference number from the confirmation: quote it if you write to us about this message.",
      "{response promise}, as the confirmation says.",
      "If the confirmation does not arrive within a few minutes, check your spam folder or write to us.",
    ],
    links: [
      { label: "Back to Home", href: paths.home },
      { label: "About us", href: paths.about },
    ],
  },
  application: {
    eyebrow: "Application received",
    lead: "Your application has reached our hiring team. A short confirmation with its reference number is on its way to the address you gave.",
    steps: [
      "Keep the reference number from the confirmation: quote it if you write to us about this application.",
      "{response promise}, as the confirmation says.",
      "Our hiring process page explains the four rounds that follow a successful application.",
    ],
    links: [
      { label: "Our hiring process", href: paths.hiringProcess },
      { label: "More open positions", href: paths.careers },
    ],
  },
});

export const formErrorPages = z.record(z.enum(formErrorReasons), formError).parse({
  invalid: {
    title: "Some details need another look",
    lead: "Your form was not sent because some entries were missing or not in the expected format. Please go back, correct them and send it again.",
    fixes: [
      "Every field is required.",
      `Name: up to ${LIMITS.name} characters.`,
      `Email: a valid address such as name@example.com, up to ${LIMITS.email} characters.`,
      `Subject and service needed: up to ${LIMITS.subject} characters each.`,
      `Message: up to ${LIMITS.message} characters.`,
      "Phone number (applications): digits, spaces or hyphens, with an optional leading +.",
      `Years of experience (applications): a number from 0 to ${LIMITS.experienceYears}, such as 2 or 3.5.`,
    ],
    links: backToForms,
  },
  "too-large": {
    title: "Your file is too large",
    lead: `Your application was not sent because the résumé is larger than ${mb} MB, or the whole form was larger than we accept.`,
    fixes: [
      `Keep your résumé under ${mb} MB.`,
      "Saving it as a PDF usually makes it much smaller, especially if it contains photos or scans.",
      "Remove large images or embedded fonts, then upload it again.",
    ],
    links: [{ label: "Back to careers", href: paths.careers }],
  },
  "file-type": {
    title: "That file type is not accepted",
    lead: "Your application was not sent because the résumé is not a PDF, DOC or DOCX document. We check the file's content, not only its name.",
    fixes: [
      "Upload your résumé as a PDF, DOC or DOCX file.",
      "Renaming a file (for example an image or a ZIP file to .pdf) does not change its type: export or save it as a PDF instead.",
    ],
    links: [{ label: "Back to careers", href: paths.careers }],
  },
  "rate-limited": {
    title: "Too many attempts in a short time",
    lead: "We have received several forms from your connection in the last few minutes, so this one was not accepted. This protects the site from automated spam.",
    fixes: [
      "Please wait ten minutes or so, then send your form again.",
      "If it is urgent, call or e-mail us instead (details below).",
    ],
    links: backToForms,
  },
  unavailable: {
    title: "We could not receive your form just now",
    lead: "Something went wrong on our side while saving your form, so it was not stored. Nothing is lost on your side if you go back.",
    fixes: [
      "Please try again in a few minutes.",
      "If it keeps happening, call or e-mail us (details below) and we will take your request directly.",
    ],
    links: backToForms,
  },
});
