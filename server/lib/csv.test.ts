/**
 * The exports' CSV writer: what a spreadsheet reads back is exactly what was written (no cell
 * split into rows, whichever line break it holds), with formulas neutralised and numbers and
 * phone numbers untouched (docs/decisions/0034-csv-export.md).
 */
import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { neutralise, toCsv } from "./csv";

/** A reader like a spreadsheet's: any of CRLF, LF or CR ends a record outside quotes. */
function readAnyBreak(csv: string): string[][] {
  return parse(csv, { bom: true, record_delimiter: ["\r\n", "\n", "\r"], relax_column_count: true }) as string[][];
}
/** A reader that takes only CRLF as a record end: the same rows only if every record ends with CRLF. */
function readCrlf(csv: string): string[][] {
  return parse(csv, { bom: true, record_delimiter: "\r\n", relax_column_count: true }) as string[][];
}

// The rule of decision 0034, restated independently of the writer's code.
const FORMULA_CHARS = new Set(["=", "+", "-", "@", "\t", "\r"]);
const numberOnly = (s: string) => /^[+-]?[0-9][0-9 ().-]*$/.test(s);
/** The lines after the first one, split at CRLF, CR or LF. */
function laterLines(s: string): string[] {
  const lines: string[] = [];
  let current: string | null = null;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === "\r" || c === "\n") {
      if (current !== null) lines.push(current);
      current = "";
      if (c === "\r" && s[i + 1] === "\n") i++;
    } else if (current !== null) current += c;
  }
  if (current !== null) lines.push(current);
  return lines;
}
function expectedCell(v: string): string {
  if (numberOnly(v)) return v;
  const risky =
    FORMULA_CHARS.has(v.charAt(0)) || laterLines(v).some((l) => FORMULA_CHARS.has(l.charAt(0)) && !numberOnly(l));
  return risky ? `'${v}` : v;
}
const asText = (v: unknown) => (v === null || v === undefined ? "" : String(v));

const piece = fc.oneof(
  fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\n", "\r\n", '"', ",", " ", "'", "(", ")", ".", "|", "!"),
  fc.integer({ min: 0, max: 9 }).map(String),
  fc.constantFrom("a", "Z", "cmd", "SUM(A1)", "Zoë", "₹", "calc"),
);
const phone = fc
  .tuple(
    fc.constantFrom("", "+", "-"),
    fc.integer({ min: 0, max: 9 }),
    fc.array(fc.constantFrom("0", "1", "5", "9", " ", "(", ")", ".", "-"), { maxLength: 14 }),
  )
  .map(([sign, first, rest]) => `${sign}${first}${rest.join("")}`);
const text = fc.oneof(
  { weight: 4, arbitrary: fc.array(piece, { maxLength: 12 }).map((p) => p.join("")) },
  { weight: 2, arbitrary: phone },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
);
const value = fc.oneof(
  { weight: 8, arbitrary: text },
  { weight: 1, arbitrary: fc.integer({ min: -1_000_000, max: 1_000_000 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
);
const table = fc.integer({ min: 1, max: 5 }).chain((n) =>
  fc.record({
    header: fc.array(text, { minLength: n, maxLength: n }),
    rows: fc.array(fc.array(value, { minLength: n, maxLength: n }), { maxLength: 6 }),
  }),
);

describe("the exports' CSV writer", () => {
  it("reads back cell for cell, row for row, with a BOM and CRLF record ends, formulas neutralised", () => {
    fc.assert(
      fc.property(table, ({ header, rows }) => {
        const csv = toCsv(header, rows);
        expect(csv.startsWith("\uFEFF")).toBe(true);
        expect(csv.endsWith("\r\n")).toBe(true);
        const expected = [header, ...rows].map((r) => r.map((v) => expectedCell(asText(v))));
        const read = readAnyBreak(csv);
        expect(read).toEqual(expected);
        expect(readCrlf(csv)).toEqual(expected);
        for (const cell of read.flat()) {
          if (numberOnly(cell)) continue;
          expect(FORMULA_CHARS.has(cell.charAt(0)), JSON.stringify(cell)).toBe(false);
          if (!cell.startsWith("'"))
            for (const line of laterLines(cell))
              expect(FORMULA_CHARS.has(line.charAt(0)) && !numberOnly(line), JSON.stringify(cell)).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  }, 60_000);

  it("neutralises with one apostrophe or not at all, and never changes a number or phone number", () => {
    fc.assert(
      fc.property(text, (v) => {
        expect(neutralise(v)).toBe(expectedCell(v));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(phone, (p) => {
        expect(neutralise(p)).toBe(p);
      }),
    );
  });

  it("the cases that were exploitable, and the phone number that was mangled", () => {
    // A bare LF or CR inside a cell: quoted (one cell, not two rows), and the apostrophe makes it text.
    expect(toCsv(["Message"], [["=1+1\n=2+2"]])).toBe('\uFEFFMessage\r\n"\'=1+1\n=2+2"\r\n');
    expect(toCsv(["Message"], [["x\r=1+cmd|' /C calc'!A0"]])).toBe("\uFEFFMessage\r\n\"'x\r=1+cmd|' /C calc'!A0\"\r\n");
    expect(readAnyBreak(toCsv(["Message"], [["=1+1\n=2+2"], ["x\r=1+cmd|' /C calc'!A0"]]))).toEqual([
      ["Message"],
      ["'=1+1\n=2+2"],
      ["'x\r=1+cmd|' /C calc'!A0"],
    ]);
    // A number or phone number is written as it is.
    expect(toCsv(["Phone"], [["+91 98765 43210"]])).toBe("\uFEFFPhone\r\n+91 98765 43210\r\n");
    expect(neutralise("+91 98765 43210")).toBe("+91 98765 43210");
    expect(neutralise("-2")).toBe("-2");
    expect(neutralise("(0674) 230 1234")).toBe("(0674) 230 1234");
    // ...but not when the number is only the start of a formula.
    expect(neutralise("-2+3")).toBe("'-2+3");
    expect(neutralise("+91 98765 43210\n=1+1")).toBe("'+91 98765 43210\n=1+1");
    // A later line that is only a phone number does not count; one that is a formula does.
    expect(neutralise("Call me on\n+91 98765 43210")).toBe("Call me on\n+91 98765 43210");
    expect(neutralise("Call me on\r\n@SUM(A1)")).toBe("'Call me on\r\n@SUM(A1)");
    expect(neutralise("\t=cmd")).toBe("'\t=cmd");
    expect(neutralise("a\n\tb")).toBe("'a\n\tb");
    expect(neutralise("plain text")).toBe("plain text");
    // Quotes, commas and leading or trailing spaces are quoted; empty and null cells are empty.
    expect(toCsv(["a", "b", "c", "d"], [['say "hi", ok', " padded", null, 3]])).toBe(
      '\uFEFFa,b,c,d\r\n"say ""hi"", ok"," padded",,3\r\n',
    );
  });
});
