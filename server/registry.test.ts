/**
 * The registry derives everything from each kind's one list of field lines (server/registry.ts):
 * a field line added to a kind reaches the row's columns and back, the search, the CSV export,
 * the workspace's detail fields and the notification e-mail, with nothing else written; and the
 * three real kinds keep their e-mails, export columns and detail fields.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { site } from "#content/site.ts";
import { seedCompany } from "#content/offices.ts";
import { seedContent } from "#content/site-content.ts";
import { setCurrentContent } from "./site/current-content";
import { submissionKinds, type SubmissionKind } from "#contracts/workspace.ts";
import { openDatabase } from "./db";
import { sourceExportColumns } from "./lead-source";
import {
  define,
  kindSpecs,
  registry,
  toColumns,
  type FieldsByKind,
  type KindSpec,
  type SubmissionOf,
} from "./registry";
import { tempDir, testConfig } from "../tests/support/server";

const config = testConfig(tempDir());
const id = "01JTESTREF0000000000000000";
const receivedAt = "2026-11-27T10:00:00.000Z";
const source = sourceExportColumns.map((c) => c.header);
/** A kind's CSV headers: the reference and time, its own fields' labels, the lead source, the workflow. */
const headers = (...labels: string[]) => ["Reference", "Received (UTC)", ...labels, ...source, "Status", "Assignee"];
const extra = { status: "New", assignee: "Meera" };
/** The columns every kind's row has besides its own (submissions.ts adds them). */
const common = { id, created_at: receivedAt, status: "new", assignee_id: null, spam: 0 };
/** One submission of each kind. */
const samples: { [K in SubmissionKind]: SubmissionOf<K> } = {
  quote: {
    kind: "quote",
    fields: {
      name: "Priya Raman",
      email: "priya.raman@example.com",
      services: "Web development",
      message: "We need a new website.",
    },
  },
  contact: {
    kind: "contact",
    fields: {
      name: "Arjun Mehta",
      email: "Arjun.Mehta@Example.com",
      subject: "Partnership enquiry",
      message: "Could we talk about a maintenance contract for our ERP next month?",
    },
  },
  application: {
    kind: "application",
    fields: {
      listingId: "job-software-engineer",
      fullName: "Kavya Iyer",
      email: "kavya.iyer@example.com",
      phone: "+91 98765 43210",
      experienceYears: "3",
      address: "12 MG Road, Bengaluru",
      lastCompany: "Acme Systems",
      resume: { file: "abc.pdf", originalName: "cv.pdf", size: 3000, mime: "application/pdf" },
    },
  },
};
/** The notification e-mail's text: its opening, the one-line fields, the message, the footer. */
const notification = (what: string, name: string, lines: string[], message: string[]) =>
  [
    `A new ${what} arrived through the website.`,
    "",
    `Reference: ${id}`,
    `Received: ${receivedAt}`,
    ...lines,
    "",
    "Message:",
    ...message,
    "",
    `Reply to this e-mail to answer ${name} directly: Reply-To is set to their address.`,
    `The promise on the site: ${site.responsePromise.toLowerCase()}.`,
  ].join("\n");

describe("a field line added to a kind", () => {
  // The contact form with an optional company, as a new field would be: the schema and the form
  // would gain it, a migration its column, and the kind's list this one line. Nothing else here.
  type ContactWithCompany = FieldsByKind["contact"] & { company?: string };
  const spec: KindSpec<"contact", ContactWithCompany> = {
    ...kindSpecs.contact,
    fields: [
      ...kindSpecs.contact.fields.slice(0, 3),
      { name: "company", label: "Company", searchable: true },
      ...kindSpecs.contact.fields.slice(3),
    ],
  };
  const def = define(spec);
  const fields: ContactWithCompany = {
    name: "Arjun Mehta",
    email: "arjun.mehta@example.com",
    subject: "Partnership enquiry",
    company: "Mehta Logistics",
    message: "Could we talk about a maintenance contract\nfor our ERP next month?",
  };
  const columns = def.toColumns(fields);
  const row = { ...common, ...columns };

  it("is stored in its column (the name in snake_case) and read back", () => {
    expect(columns).toEqual({
      name: "Arjun Mehta",
      email: "arjun.mehta@example.com",
      subject: "Partnership enquiry",
      company: "Mehta Logistics",
      message: fields.message,
    });
    expect(def.toFields(row)).toEqual({ kind: "contact", fields });
  });

  it("is searched, exported after the field before it, and shown in the workspace", () => {
    expect(def.searchColumns).toEqual(["name", "email", "subject", "company", "message"]);
    expect(def.exportColumns.map((c) => c.header)).toEqual(headers("Name", "Email", "Subject", "Company", "Message"));
    const cells = def.exportColumns.map((c) => c.value(row, extra));
    expect(cells.slice(0, 7)).toEqual([id, receivedAt, ...Object.values(columns)]);
    expect(cells.slice(-2)).toEqual(["New", "Meera"]);
    expect(def.detailFields(row)).toEqual([
      { name: "name", label: "Name", value: "Arjun Mehta" },
      { name: "email", label: "Email", value: "arjun.mehta@example.com" },
      { name: "subject", label: "Subject", value: "Partnership enquiry" },
      { name: "company", label: "Company", value: "Mehta Logistics" },
      { name: "message", label: "Message", value: fields.message },
    ]);
  });

  it("is a line of the notification e-mail, among the one-line fields", () => {
    const [notify, ack] = def.outboxRows(row, id, receivedAt, config);
    expect(notify!.text_body).toBe(
      notification(
        "message",
        "Arjun Mehta",
        [
          "Name: Arjun Mehta",
          "Email: arjun.mehta@example.com",
          "Subject: Partnership enquiry",
          "Company: Mehta Logistics",
        ],
        ["Could we talk about a maintenance contract", "for our ERP next month?"],
      ),
    );
    // The acknowledgement repeats nothing the sender typed, the new field included.
    expect(ack!.text_body).not.toContain("Mehta Logistics");
  });

  it("reads as empty text from an older row that has no value in it", () => {
    const old = { ...row, company: null };
    expect(def.toFields(old).fields.company).toBe("");
    expect(def.detailFields(old)[3]).toEqual({ name: "company", label: "Company", value: "" });
  });
});

describe("the three kinds", () => {
  it("a contact message: its columns, its e-mails, its export and its detail fields", () => {
    const fields = samples.contact.fields;
    const columns = toColumns(samples.contact);
    expect(columns).toEqual(fields);
    const row = { ...common, ...columns };
    const def = registry.contact;
    expect(def.toFields(row)).toEqual({ kind: "contact", fields });
    const [notify, ack] = def.outboxRows(row, id, receivedAt, config);
    expect(notify).toMatchObject({
      kind: "notify",
      to_address: config.notifyEmail,
      reply_to: "Arjun.Mehta@Example.com",
      subject: `New contact message: Partnership enquiry [ref ${id}]`,
    });
    expect(notify!.text_body).toBe(
      notification(
        "message",
        "Arjun Mehta",
        ["Name: Arjun Mehta", "Email: Arjun.Mehta@Example.com", "Subject: Partnership enquiry"],
        [fields.message],
      ),
    );
    expect(ack).toMatchObject({ kind: "ack", to_address: "arjun.mehta@example.com", reply_to: config.notifyEmail });
    expect(ack!.subject).toBe(`We received your message – ${site.name}`);
    expect(def.columns).toEqual({ name: "name", email: "email", topic: "subject", message: "message" });
    expect(def.topicText(row)).toBe("Partnership enquiry");
    expect(def.searchColumns).toEqual(["name", "email", "subject", "message"]);
    expect(def.exportColumns.map((c) => c.header)).toEqual(headers("Name", "Email", "Subject", "Message"));
    expect(def.detailFields(row).map((f) => [f.label, f.value])).toEqual([
      ["Name", "Arjun Mehta"],
      ["Email", "Arjun.Mehta@Example.com"],
      ["Subject", "Partnership enquiry"],
      ["Message", fields.message],
    ]);
  });

  it("a quote request: the same shape, its services the topic", () => {
    const fields = samples.quote.fields;
    const row = { ...common, ...toColumns(samples.quote) };
    const def = registry.quote;
    expect(def.toFields(row)).toEqual({ kind: "quote", fields });
    const [notify] = def.outboxRows(row, id, receivedAt, config);
    expect(notify!.subject).toBe(`New quote request from Priya Raman [ref ${id}]`);
    expect(notify!.text_body).toBe(
      notification(
        "quote request",
        "Priya Raman",
        ["Name: Priya Raman", "Email: priya.raman@example.com", "Services: Web development"],
        ["We need a new website."],
      ),
    );
    expect(def.searchColumns).toEqual(["name", "email", "services", "message"]);
    expect(def.exportColumns.map((c) => c.header)).toEqual(headers("Name", "Email", "Services", "Message"));
    expect(def.detailFields(row).map((f) => f.label)).toEqual(["Name", "Email", "Services", "Message"]);
  });

  it("a job application: the position and the résumé read through their hooks", () => {
    const fields = samples.application.fields;
    const columns = toColumns(samples.application);
    expect(columns).toEqual({
      listing_id: "job-software-engineer",
      listing_revision: expect.any(Number),
      full_name: "Kavya Iyer",
      email: "kavya.iyer@example.com",
      phone: "+91 98765 43210",
      experience_years: "3",
      address: "12 MG Road, Bengaluru",
      last_company: "Acme Systems",
      resume_file: "abc.pdf",
      resume_original_name: "cv.pdf",
      resume_size: 3000,
      resume_mime: "application/pdf",
    });
    const row = { ...common, ...columns, resume_sha256: "f00d" };
    const def = registry.application;
    expect(def.toFields(row)).toEqual({ kind: "application", fields });
    expect(def.files(row)).toEqual(["abc.pdf"]);
    const position = "Software Engineer";
    expect(def.topicText(row)).toBe(position);
    const [notify, ack] = def.outboxRows(row, id, receivedAt, config);
    expect(notify).toMatchObject({
      to_address: config.careersEmail,
      reply_to: "kavya.iyer@example.com",
      subject: `New application for ${position} from Kavya Iyer [ref ${id}]`,
    });
    const text = notify!.text_body.split("\n");
    expect(text.slice(4, 14)).toEqual([
      `Position: ${position} (job-software-engineer)`,
      "Full name: Kavya Iyer",
      "Email: kavya.iyer@example.com",
      "Phone: +91 98765 43210",
      "Years of experience: 3",
      "Address: 12 MG Road, Bengaluru",
      "Last company: Acme Systems",
      "Résumé: cv.pdf (application/pdf, 3 KB)",
      "",
      "The résumé is not attached. Recruiters open it from the application's page in the workspace:",
    ]);
    expect(notify!.text_body).toContain(`npm run cli -- resume ${id}`);
    expect(notify!.text_body).not.toContain("abc.pdf"); // where it is on disk stays on the server
    expect(ack!.subject).toBe(`Your application for ${position} – ${site.name}`);
    expect(def.searchColumns).toEqual(["full_name", "email", "phone", "last_company"]);
    expect(def.columns).toEqual({ name: "full_name", email: "email", topic: "listing_id", message: "last_company" });
    const headers = def.exportColumns.map((c) => c.header);
    expect(headers).toEqual([
      "Reference",
      "Received (UTC)",
      "Position",
      "Full name",
      "Email",
      "Phone",
      "Years of experience",
      "Address",
      "Last company",
      "Résumé file",
      "Résumé type",
      "Résumé size (bytes)",
      "Résumé SHA-256",
      ...source,
      "Status",
      "Assignee",
    ]);
    const cells = def.exportColumns.map((c) => c.value(row, extra));
    expect(cells.slice(2, 13)).toEqual([
      position,
      "Kavya Iyer",
      "kavya.iyer@example.com",
      "+91 98765 43210",
      "3",
      "12 MG Road, Bengaluru",
      "Acme Systems",
      "cv.pdf",
      "application/pdf",
      3000,
      "f00d",
    ]);
    expect(def.detailFields(row).map((f) => [f.label, f.value])).toEqual([
      ["Position", `${position} (job-software-engineer)`],
      ["Full name", "Kavya Iyer"],
      ["Email", "kavya.iyer@example.com"],
      ["Phone", "+91 98765 43210"],
      ["Years of experience", "3"],
      ["Address", "12 MG Road, Bengaluru"],
      ["Last company", "Acme Systems"],
      ["Résumé", "cv.pdf (application/pdf, 3 KB)"],
    ]);
  });

  it("starts at its first status, and ends only at statuses it has (the dashboard counts the others as open)", () => {
    expect(registry.quote.finalStatuses).toEqual(["won", "lost", "closed"]);
    expect(registry.contact.finalStatuses).toEqual(["replied", "closed"]);
    expect(registry.application.finalStatuses).toEqual(["hired", "rejected"]);
    for (const kind of submissionKinds) {
      const def = registry[kind];
      expect(def.initialStatus, kind).toBe(def.statuses[0]);
      expect(def.initialStatus, kind).not.toBeOneOf([...def.finalStatuses]);
      expect(
        def.finalStatuses.filter((s) => !def.statuses.includes(s)),
        kind,
      ).toEqual([]);
    }
  });

  it("names only columns its table has, in the migrated schema", async () => {
    const handle = await openDatabase({ dataDir: tempDir() });
    try {
      const tables = await handle.db.introspection.getTables();
      for (const kind of submissionKinds) {
        const def = registry[kind];
        const row = { ...common, ...toColumns(samples[kind]) };
        const named = [...Object.keys(row), ...Object.values(def.columns), ...def.searchColumns];
        const columns = tables.find((t) => t.name === def.table)!.columns.map((c) => c.name);
        expect(
          named.filter((c) => !columns.includes(c)),
          kind,
        ).toEqual([]);
      }
    } finally {
      await handle.close();
    }
  });
});

describe("the e-mails state the company's published details", () => {
  // An editor changes the response promise and the phone number in the workspace: every page says
  // the new ones, and so must the e-mails queued after (they said the repository's until then).
  const published = {
    ...seedContent(),
    company: {
      ...seedCompany,
      phone: { display: "+91 674 111 2222", e164: "+916741112222" },
      email: "sales@corvanta.example",
      responsePromise: "We answer within one working day",
    },
  };
  beforeEach(() => setCurrentContent(published));
  afterEach(() => setCurrentContent(seedContent()));

  it("in the acknowledgement and the notification of a quote", () => {
    const def = registry.quote;
    const row = { ...common, ...def.toColumns(samples.quote.fields) };
    const [notify, ack] = def.outboxRows(row, id, receivedAt, config);
    expect(ack!.text_body).toContain("\nWe answer within one working day.\n");
    expect(ack!.text_body).toContain("+91 674 111 2222 · sales@corvanta.example");
    expect(ack!.text_body).not.toContain(site.responsePromise);
    expect(ack!.text_body).not.toContain(site.phone.display);
    expect(notify!.text_body).toContain("The promise on the site: we answer within one working day.");
  });

  it("in an applicant's acknowledgement, which repeats the promise and says we write whatever the outcome", () => {
    const def = registry.application;
    const row = { ...common, ...def.toColumns(samples.application.fields), resume_sha256: "f00d" };
    const [, ack] = def.outboxRows(row, id, receivedAt, config);
    expect(ack!.text_body).toContain(
      "A recruiter reads every application, and we write to you from this address whatever the outcome. We answer within one working day.",
    );
  });
});
