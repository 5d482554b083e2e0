/**
 * Chat alerts: one readable card per event for Slack (incoming webhook, Block Kit), Microsoft Teams
 * (Workflows webhook, Adaptive Card) and Google Chat (incoming webhook, cardsV2). All three are made
 * from one summary of the event (server/events.ts): its title, a few labelled facts, the first lines
 * of a message and a link to the workspace. No résumé and no whole message leaves in an alert, and
 * the sender's words are escaped for each service, so they cannot mention, link or format.
 */
import { kindLabels } from "#contracts/workspace.ts";
import { eventLabels, type DeliveryEvent, type EventData } from "../events";
import { noticeTitle } from "../mail/messages";
import { registry } from "../registry";

export interface Summary {
  title: string;
  facts: { label: string; value: string }[];
  /** The first lines of the sender's message, when there is one. */
  excerpt: string | null;
  link: { text: string; url: string } | null;
}

/** Lines and characters of a message shown in an alert. */
export const EXCERPT_LINES = 3;
export const EXCERPT_CHARS = 280;

export function excerpt(message: string): string {
  const lines = message
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  let out = lines.slice(0, EXCERPT_LINES).join("\n");
  const cut = out.length > EXCERPT_CHARS || lines.length > EXCERPT_LINES;
  if (out.length > EXCERPT_CHARS) out = out.slice(0, EXCERPT_CHARS).trimEnd();
  return cut ? `${out}…` : out;
}

export function summarize(e: DeliveryEvent): Summary {
  const open = (url: string) => ({ text: "Open in the workspace", url });
  switch (e.type) {
    case "quote.received":
    case "contact.received":
    case "application.received": {
      // Made from the kind's field lines (server/registry.ts), as its notification e-mail is: the
      // e-mail's subject as the title, the lines an alert shows, the message's first lines.
      const d = e.data as EventData<"quote.received" | "contact.received" | "application.received">;
      const notice = registry[d.kind].noticeOfFields(d);
      const message = notice.lines.find((l) => l.role === "message" && l.block);
      return {
        title: noticeTitle(notice),
        facts: [
          { label: "Kind", value: kindLabels[d.kind] },
          ...notice.lines.filter((l) => l.alerted).map((l) => ({ label: l.label, value: l.brief })),
        ],
        excerpt: message ? excerpt(message.text) : null,
        link: open(d.workspaceUrl),
      };
    }
    case "submission.status_changed": {
      const d = e.data as EventData<"submission.status_changed">;
      return {
        title: `${kindLabels[d.kind]} moved to ${d.toLabel}`,
        facts: [
          { label: "Kind", value: kindLabels[d.kind] },
          { label: "Reference", value: d.id },
          { label: "From", value: d.fromLabel },
          { label: "To", value: d.toLabel },
        ],
        excerpt: null,
        link: open(d.workspaceUrl),
      };
    }
    case "certificate.issued":
    case "certificate.revoked": {
      const d = e.data as EventData<"certificate.issued">;
      return {
        title: `${eventLabels[e.type]}: ${d.id}`,
        facts: [
          { label: "Holder", value: d.holderName },
          { label: "Programme", value: d.programme },
        ],
        excerpt: null,
        link: { text: "Verify", url: d.verifyUrl },
      };
    }
    case "site.published": {
      const d = e.data as EventData<"site.published">;
      return {
        title: "Pages published",
        facts: [{ label: "Pages", value: String(d.paths.length) }],
        excerpt: null,
        link: null,
      };
    }
    case "webhook.test": {
      const d = e.data as EventData<"webhook.test">;
      return { title: "Test alert from the Corvanta workspace", facts: [], excerpt: d.message, link: null };
    }
  }
}

const cap = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** Slack mrkdwn: &, < and > escaped as Slack asks, so no <!channel>, <@user> or <url|link> can be typed. */
const slackEscape = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** A Block Kit message for a Slack incoming webhook. */
export function slackMessage(s: Summary) {
  const blocks: unknown[] = [{ type: "header", text: { type: "plain_text", text: cap(s.title, 150), emoji: false } }];
  if (s.facts.length)
    blocks.push({
      type: "section",
      fields: s.facts
        .slice(0, 10)
        .map((f) => ({ type: "mrkdwn", text: cap(`*${f.label}*\n${slackEscape(f.value)}`, 2000) })),
    });
  if (s.excerpt)
    blocks.push({ type: "section", text: { type: "plain_text", text: cap(s.excerpt, 3000), emoji: false } });
  if (s.link)
    blocks.push({
      type: "actions",
      elements: [{ type: "button", text: { type: "plain_text", text: s.link.text }, url: s.link.url }],
    });
  // The top-level text is the notification's, read as mrkdwn: escaped. plain_text is shown as typed.
  return { text: cap(slackEscape(s.title), 3000), blocks };
}

/** Markdown that Adaptive Cards would format, escaped with backslashes. */
const teamsEscape = (s: string) => s.replace(/([\\`*_{}[\]()#+\-.!<>|~])/g, "\\$1");

/** An Adaptive Card message for a Teams Workflows ("Post to a channel when a webhook request is received") URL. */
export function teamsMessage(s: Summary) {
  const body: unknown[] = [
    { type: "TextBlock", text: teamsEscape(s.title), weight: "Bolder", size: "Medium", wrap: true },
  ];
  if (s.facts.length)
    body.push({ type: "FactSet", facts: s.facts.map((f) => ({ title: f.label, value: teamsEscape(f.value) })) });
  if (s.excerpt) body.push({ type: "TextBlock", text: teamsEscape(s.excerpt), wrap: true });
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body,
          ...(s.link ? { actions: [{ type: "Action.OpenUrl", title: s.link.text, url: s.link.url }] } : {}),
        },
      },
    ],
  };
}

/** Google Chat text widgets take a little HTML: &, < and > escaped. */
const chatEscape = slackEscape;

/** A cardsV2 message for a Google Chat incoming webhook. */
export function googleChatMessage(s: Summary, cardId: string) {
  const widgets: unknown[] = s.facts.map((f) => ({ decoratedText: { topLabel: f.label, text: chatEscape(f.value) } }));
  if (s.excerpt) widgets.push({ textParagraph: { text: chatEscape(s.excerpt) } });
  if (s.link)
    widgets.push({ buttonList: { buttons: [{ text: s.link.text, onClick: { openLink: { url: s.link.url } } }] } });
  return {
    text: chatEscape(s.title),
    cardsV2: [{ cardId, card: { header: { title: cap(chatEscape(s.title), 200) }, sections: [{ widgets }] } }],
  };
}
