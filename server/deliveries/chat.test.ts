/**
 * The chat alerts against the shapes their services document: Slack's Block Kit message (incoming
 * webhooks: `text` plus at most 50 blocks; a header's plain_text at most 150 characters; a section's
 * fields at most 10, each at most 2,000; an actions block of buttons with a plain_text label and a
 * url), Teams' Workflows webhook message (type "message", one attachment of content type
 * application/vnd.microsoft.card.adaptive holding an AdaptiveCard with version, body and
 * Action.OpenUrl actions) and Google Chat's cardsV2 message (cardId, card.header.title, sections of
 * widgets: decoratedText, textParagraph, buttonList with onClick.openLink.url). Also: no résumé and
 * no whole message in any alert, and the sender's words cannot mention, link or format.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { DeliveryEvent } from "../events";
import { EXCERPT_CHARS, googleChatMessage, slackMessage, summarize, teamsMessage } from "./chat";
import { bodyFor } from "./requests";

const plain = (max: number) =>
  z.strictObject({ type: z.literal("plain_text"), text: z.string().min(1).max(max), emoji: z.boolean().optional() });
const slackSchema = z.strictObject({
  text: z.string().min(1).max(3000),
  blocks: z
    .array(
      z.discriminatedUnion("type", [
        z.strictObject({ type: z.literal("header"), text: plain(150) }),
        z.strictObject({
          type: z.literal("section"),
          text: z
            .union([plain(3000), z.strictObject({ type: z.literal("mrkdwn"), text: z.string().max(3000) })])
            .optional(),
          fields: z
            .array(z.strictObject({ type: z.literal("mrkdwn"), text: z.string().min(1).max(2000) }))
            .max(10)
            .optional(),
        }),
        z.strictObject({
          type: z.literal("actions"),
          elements: z
            .array(z.strictObject({ type: z.literal("button"), text: plain(75), url: z.url().max(3000) }))
            .min(1)
            .max(25),
        }),
      ]),
    )
    .min(1)
    .max(50),
});

const teamsSchema = z.strictObject({
  type: z.literal("message"),
  attachments: z
    .array(
      z.strictObject({
        contentType: z.literal("application/vnd.microsoft.card.adaptive"),
        contentUrl: z.null(),
        content: z.strictObject({
          $schema: z.literal("http://adaptivecards.io/schemas/adaptive-card.json"),
          type: z.literal("AdaptiveCard"),
          version: z.string().regex(/^1\.[0-6]$/),
          body: z
            .array(
              z.discriminatedUnion("type", [
                z.object({ type: z.literal("TextBlock"), text: z.string().min(1), wrap: z.boolean() }),
                z.strictObject({
                  type: z.literal("FactSet"),
                  facts: z.array(z.strictObject({ title: z.string(), value: z.string() })).min(1),
                }),
              ]),
            )
            .min(1),
          actions: z
            .array(z.strictObject({ type: z.literal("Action.OpenUrl"), title: z.string(), url: z.url() }))
            .optional(),
        }),
      }),
    )
    .length(1),
});

const googleChatSchema = z.strictObject({
  text: z.string().min(1),
  cardsV2: z
    .array(
      z.strictObject({
        cardId: z.string().min(1),
        card: z.strictObject({
          header: z.strictObject({ title: z.string().min(1).max(200) }),
          sections: z.array(
            z.strictObject({
              widgets: z.array(
                z.union([
                  z.strictObject({ decoratedText: z.strictObject({ topLabel: z.string(), text: z.string() }) }),
                  z.strictObject({ textParagraph: z.strictObject({ text: z.string() }) }),
                  z.strictObject({
                    buttonList: z.strictObject({
                      buttons: z.array(
                        z.strictObject({
                          text: z.string(),
                          onClick: z.strictObject({ openLink: z.strictObject({ url: z.url() }) }),
                        }),
                      ),
                    }),
                  }),
                ]),
              ),
            }),
          ),
        }),
      }),
    )
    .length(1),
});

const longMessage = [
  "First line of the brief.",
  "Second line.",
  "Third line.",
  "FOURTH LINE SECRET",
  "x".repeat(2000),
].join("\n");
const events: DeliveryEvent[] = [
  {
    type: "quote.received",
    timestamp: "2026-11-26T10:00:00.000Z",
    data: {
      id: "q1",
      kind: "quote",
      workspaceUrl: "https://www.corvanta.example/admin/inbox/quote/q1",
      receivedAt: "2026-11-26T10:00:00.000Z",
      source: null,
      name: "Priya <!channel> *Raman*",
      email: "priya@example.com",
      services: "Web <https://evil.example|click> development",
      message: longMessage,
    },
  },
  {
    type: "contact.received",
    timestamp: "2026-11-26T10:00:00.000Z",
    data: {
      id: "c1",
      kind: "contact",
      workspaceUrl: "https://www.corvanta.example/admin/inbox/contact/c1",
      receivedAt: "2026-11-26T10:00:00.000Z",
      source: null,
      name: "Arjun [link](https://evil.example)",
      email: "arjun@example.com",
      subject: "<users/all> Partnership",
      message: "Short message.",
    },
  },
  {
    type: "application.received",
    timestamp: "2026-11-26T10:00:00.000Z",
    data: {
      id: "a1",
      kind: "application",
      workspaceUrl: "https://www.corvanta.example/admin/hiring/a1",
      receivedAt: "2026-11-26T10:00:00.000Z",
      source: null,
      listingId: "job-software-engineer",
      position: "Software Engineer",
      fullName: "Kavya Iyer",
      email: "kavya@example.com",
      phone: "+91 98765 43210",
      experienceYears: "3",
      lastCompany: "Acme",
      resume: { fileName: "kavya-resume.pdf", mime: "application/pdf", size: 12345 },
    },
  },
  {
    type: "submission.status_changed",
    timestamp: "2026-11-26T10:00:00.000Z",
    data: {
      id: "q1",
      kind: "quote",
      workspaceUrl: "https://www.corvanta.example/admin/inbox/quote/q1",
      from: "new",
      to: "won",
      fromLabel: "New",
      toLabel: "Won",
      changedAt: "2026-11-26T10:00:00.000Z",
    },
  },
  {
    type: "certificate.revoked",
    timestamp: "2026-11-26T10:00:00.000Z",
    data: {
      id: "CVT-ABC",
      holderName: "Ananya Mishra",
      programme: "Cloud Internship",
      revokedAt: "2026-11-26T10:00:00.000Z",
      reason: "Issued in error",
      verifyUrl: "https://www.corvanta.example/career/verify-certificate?id=CVT-ABC",
    },
  },
  {
    type: "webhook.test",
    timestamp: "2026-11-26T10:00:00.000Z",
    data: { destinationId: "d1", message: "This is a test.", sentAt: "2026-11-26T10:00:00.000Z" },
  },
];

describe("chat alerts", () => {
  it.each(events.map((e) => [e.type, e] as const))(
    "%s: Slack, Teams and Google Chat payloads have their documented shapes",
    (_t, e) => {
      expect(() => slackSchema.parse(JSON.parse(bodyFor("slack", e, "msg_1")))).not.toThrow();
      expect(() => teamsSchema.parse(JSON.parse(bodyFor("teams", e, "msg_1")))).not.toThrow();
      expect(() => googleChatSchema.parse(JSON.parse(bodyFor("google_chat", e, "msg_1")))).not.toThrow();
    },
  );

  it("shows the kind, name, e-mail, service and a link, and only the first lines of the message", () => {
    const s = summarize(events[0]!);
    // The kind's field lines (server/registry.ts) in a role, as the notification e-mail names them.
    expect(s.title).toBe("New quote request from Priya <!channel> *Raman*");
    expect(s.facts.map((f) => f.label)).toEqual(["Kind", "Name", "Email", "Services"]);
    expect(s.link?.url).toBe("https://www.corvanta.example/admin/inbox/quote/q1");
    expect(s.excerpt).toContain("First line of the brief.");
    expect(s.excerpt!.length).toBeLessThanOrEqual(EXCERPT_CHARS + 1);
    for (const body of ["slack", "teams", "google_chat"] as const) {
      const text = bodyFor(body, events[0]!, "msg_1");
      expect(text, body).not.toContain("FOURTH LINE SECRET");
      expect(text, body).not.toContain("x".repeat(300));
    }
  });

  it("an application shows the position, the applicant and the lines marked for alerts, not the phone or address", () => {
    const s = summarize(events[2]!);
    expect(s.title).toBe("New application for Software Engineer from Kavya Iyer");
    expect(s.facts).toEqual([
      { label: "Kind", value: "Application" },
      { label: "Position", value: "Software Engineer" },
      { label: "Full name", value: "Kavya Iyer" },
      { label: "Email", value: "kavya@example.com" },
      { label: "Years of experience", value: "3" },
    ]);
    expect(s.excerpt).toBeNull();
    expect(JSON.stringify(s)).not.toMatch(/98765|Acme/);
  });

  it("never carries the résumé, only that an application arrived", () => {
    for (const body of ["slack", "teams", "google_chat"] as const) {
      const text = bodyFor(body, events[2]!, "msg_1");
      expect(text).not.toMatch(/kavya-resume|12345|application\/pdf/);
      expect(text).toContain("Software Engineer");
    }
  });

  it("the sender's words cannot mention, link or format", () => {
    const message = slackMessage(summarize(events[0]!));
    // What Slack reads as mrkdwn (the top-level text and the fields) is escaped; plain_text is shown as typed.
    const slack = JSON.stringify([
      message.text,
      message.blocks.filter((b) => (b as { type: string }).type === "section"),
    ]);
    expect(slack).not.toContain("<!channel>");
    expect(slack).toContain("&lt;!channel&gt;");
    expect(slack).not.toContain("<https://evil.example|click>");
    const teams = JSON.stringify(teamsMessage(summarize(events[1]!)));
    expect(teams).not.toContain("[link](https://evil.example)");
    expect(teams).toContain("\\\\[link\\\\]");
    const chat = JSON.stringify(googleChatMessage(summarize(events[1]!), "msg_1"));
    expect(chat).not.toContain("<users/all>");
    expect(chat).toContain("&lt;users/all&gt;");
  });
});
