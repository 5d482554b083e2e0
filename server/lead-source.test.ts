import { describe, expect, it } from "vitest";
import { channelOf, describeSource, readSource, sourceJson } from "./lead-source";

const host = "www.corvanta.example";
const field = (v: object) => JSON.stringify(v);

describe("readSource", () => {
  it("takes the landing page, its UTM parameters, the referring site and the sending page from the field", () => {
    const cols = readSource({
      field: field({
        l: "/?utm_source=newsletter&utm_campaign=november&email=someone@example.com",
        r: "https://mail.example.net/inbox?token=secret",
        s: "/quote",
      }),
      referer: `https://${host}/quote`,
      host,
      native: false,
    });
    expect(cols).toMatchObject({
      source_landing: "/",
      source_utm_source: "newsletter",
      source_utm_campaign: "november",
      source_utm_medium: null,
      source_referrer: "mail.example.net/inbox",
      source_page: "/quote",
      source_via: "script",
      source_channel: "email",
    });
    // Nothing but UTM parameters is kept from a query, and no referrer query at all.
    expect(JSON.stringify(cols)).not.toMatch(/someone|secret/);
  });

  it("without the field (a post without JavaScript) takes the sending page and its UTM query from the Referer header", () => {
    const cols = readSource({
      field: undefined,
      referer: `https://${host}/contact?utm_source=linkedin&utm_medium=social&x=1`,
      host,
      native: true,
    });
    expect(cols).toMatchObject({
      source_page: "/contact",
      source_landing: null,
      source_referrer: null,
      source_utm_source: "linkedin",
      source_via: "form",
      source_channel: "social",
    });
    const none = readSource({ field: "", referer: undefined, host, native: true });
    expect(none).toMatchObject({ source_page: null, source_channel: "unknown", source_via: "form" });
  });

  it("never throws on a field that is not JSON, nor keeps pages of other sites", () => {
    for (const bad of ["{", "[1,2]", "null", "42", field({ l: "https://evil.example/x", s: "javascript:alert(1)" })]) {
      const cols = readSource({ field: bad, referer: "https://evil.example/y", host, native: false });
      expect(cols.source_landing).toBeNull();
      expect(cols.source_page).toBeNull();
    }
  });

  it("cuts long values instead of refusing them", () => {
    const cols = readSource({
      field: field({ l: `/${"a".repeat(900)}?utm_campaign=${"c".repeat(400)}`, s: "/quote" }),
      referer: undefined,
      host,
      native: false,
    });
    expect(cols.source_landing!.length).toBe(300);
    expect(cols.source_utm_campaign!.length).toBe(150);
  });
});

describe("channelOf", () => {
  it("names the channel from UTM parameters first, then the referring site", () => {
    expect(channelOf({ source: "google", medium: "cpc" }, null)).toBe("paid");
    expect(channelOf({ campaign: "diwali" }, "www.google.com")).toBe("campaign");
    expect(channelOf({}, "www.google.co.in")).toBe("search");
    expect(channelOf({}, "duckduckgo.com")).toBe("search");
    expect(channelOf({}, "www.linkedin.com/feed")).toBe("social");
    expect(channelOf({}, "t.co")).toBe("social");
    expect(channelOf({}, "blog.partner.example/post")).toBe("referral");
    expect(channelOf({}, null)).toBe("direct");
    expect(channelOf({}, null, false)).toBe("unknown");
  });
});

describe("describeSource and sourceJson", () => {
  it("says where a lead came from in plain words", () => {
    const search = readSource({
      field: field({ l: "/services/devops", r: "https://www.google.com/", s: "/quote" }),
      referer: undefined,
      host,
      native: false,
    });
    expect(describeSource(search)).toBe("From a Google search, landed on /services/devops, sent from /quote.");
    const mail = readSource({
      field: field({ l: "/?utm_source=newsletter&utm_campaign=november", r: "", s: "/quote" }),
      referer: undefined,
      host,
      native: false,
    });
    expect(describeSource(mail)).toBe(
      "From the e-mail campaign “november” (newsletter), landed on /, sent from /quote.",
    );
    expect(describeSource(readSource({ field: undefined, referer: `https://${host}/quote`, host, native: true }))).toBe(
      "Sent without JavaScript: where the visit began is not known, sent from /quote.",
    );
    expect(describeSource({})).toBe("");
  });

  it("gives the machine form for payloads, and null for rows from before sources were kept", () => {
    const cols = readSource({
      field: field({ l: "/?utm_source=newsletter&utm_campaign=november", r: "", s: "/quote" }),
      referer: undefined,
      host,
      native: false,
    });
    expect(sourceJson(cols)).toEqual({
      channel: "email",
      summary: "From the e-mail campaign “november” (newsletter), landed on /, sent from /quote.",
      landingPage: "/",
      referrer: null,
      utm: { source: "newsletter", medium: null, campaign: "november", term: null, content: null },
      sentFrom: "/quote",
      via: "script",
    });
    expect(sourceJson({ source_channel: null })).toBeNull();
  });
});
