import { describe, expect, it } from "vitest";
import {
  changedText,
  companyDay,
  formatDateTime,
  nextTryText,
  relativeTime,
  revisionByline,
  todayCounted,
} from "./format";
import { tokenFromLocation } from "./title";

describe("dates in the company's zone", () => {
  it("shows India Standard Time with the zone, whatever the browser's zone", () => {
    expect(formatDateTime("2026-11-23T04:48:00.000Z")).toBe("23 Nov 2026, 10:18 IST");
    // Just before midnight UTC is already the next day in Kolkata.
    expect(formatDateTime("2026-01-31T19:00:00Z")).toBe("1 Feb 2026, 00:30 IST");
    expect(companyDay(new Date("2026-01-31T19:00:00Z"))).toBe("2026-02-01");
  });
  it("says a dash for a missing or broken time", () => {
    expect(formatDateTime(null)).toBe("—");
    expect(formatDateTime("not a date")).toBe("—");
  });
  it("words recent times", () => {
    const now = Date.parse("2026-11-23T05:00:00Z");
    expect(relativeTime("2026-11-23T04:59:30Z", now)).toBe("just now");
    expect(relativeTime("2026-11-23T04:55:00Z", now)).toBe("5 minutes ago");
    expect(relativeTime("2026-11-22T05:00:00Z", now)).toBe("yesterday");
    // An e-mail's next try: never "just now" for a time that has come or is seconds away.
    expect(nextTryText("2026-11-23T05:05:00Z", now)).toBe("in 5 minutes");
    expect(nextTryText("2026-11-23T05:00:30Z", now)).toBe("any moment now");
    expect(nextTryText("2026-11-23T04:59:00Z", now)).toBe("any moment now");
    expect(nextTryText(null, now)).toBe("any moment now");
  });
});

describe("who changed a document, and when", () => {
  it("a revision by someone names them and the time; the repository's own (its note says so) the content's date only", () => {
    expect(revisionByline({ author: "Asha Rao", createdAt: "2026-11-23T04:48:00.000Z" })).toBe(
      "Asha Rao · 23 Nov 2026, 10:18 IST",
    );
    expect(revisionByline({ author: null, createdAt: "2026-01-01T00:00:00.000Z" })).toBe("1 Jan 2026");
  });
  it("a document nobody has changed says so, not the install's time; any change names when and who", () => {
    const at = "2026-12-07T09:00:00.000Z";
    expect(changedText({ version: 1, updatedBy: null, updatedAt: at })).toBe(
      "From the repository, unchanged since the site was installed",
    );
    expect(changedText({ version: 1, updatedBy: "Asha Rao", updatedAt: at })).toBe(
      "Changed 7 Dec 2026, 14:30 IST by Asha Rao",
    );
    // The scheduler's publication changes the document with nobody's name.
    expect(changedText({ version: 2, updatedBy: null, updatedAt: at })).toBe("Changed 7 Dec 2026, 14:30 IST");
  });
});

describe("how far today's traffic is counted", () => {
  it("says the time of the count in India Standard Time", () => {
    expect(todayCounted({ countedUpTo: "2026-11-27T09:02:40.000Z", counting: false })).toBe(
      "Today is counted up to 14:32 IST.",
    );
  });
  it("says when newer visits are still being counted, with or without an earlier count", () => {
    expect(todayCounted({ countedUpTo: "2026-11-27T09:02:40.000Z", counting: true })).toBe(
      "Today is counted up to 14:32 IST; newer visits are being counted now and show when you refresh in a moment.",
    );
    expect(todayCounted({ countedUpTo: null, counting: true })).toBe(
      "Today is not counted yet; newer visits are being counted now and show when you refresh in a moment.",
    );
  });
});

describe("one-time links", () => {
  it("read the token from the fragment, or the query as a fallback", () => {
    expect(tokenFromLocation({ hash: "#token=abc_DEF-123", search: "" })).toBe("abc_DEF-123");
    expect(tokenFromLocation({ hash: "", search: "?token=xyz" })).toBe("xyz");
    expect(tokenFromLocation({ hash: "", search: "" })).toBe("");
  });
});
