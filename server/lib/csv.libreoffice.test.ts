/**
 * A real spreadsheet opens an export (docs/decisions/0034-csv-export.md): headless LibreOffice
 * Calc imports the file with formula evaluation on and quoted fields not forced to text (the
 * most trusting import), then saves what it computed as CSV. Every cell must come back as the
 * text that was written: nothing evaluated, no cell split into rows, the phone number as it is.
 * A control file with bare formulas shows that this import does evaluate them.
 *
 * LibreOffice (Debian: libreoffice-calc-nogui) is required under CI (.ci/run installs it);
 * without it locally the test is skipped with a message.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

function findSoffice(): string | null {
  for (const dir of (process.env.PATH ?? "").split(delimiter).filter(Boolean))
    for (const name of ["soffice", "libreoffice"]) if (existsSync(join(dir, name))) return join(dir, name);
  return null;
}
const soffice = findSoffice();
const MISSING = "LibreOffice (soffice) is not installed (Debian: apt-get install libreoffice-calc-nogui)";
if (!soffice && !process.env.CI) process.stdout.write(`[csv] ${MISSING}: skipping the LibreOffice check\n`);

/** Import: comma, double quote, UTF-8, from line 1, quoted fields not as text, no special numbers, evaluate formulas. */
const IMPORT = "CSV:44,34,76,1,,0,false,false,false,false,false,,true";
/** Export: the same separators and charset, cell values (what was computed), not formulas. */
const EXPORT = "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false";

const header = ["Reference", "Name", "Phone", "Message", "Address"];
const rows = [
  ["Q-1", "=1+1", "+91 98765 43210", "=1+1\n=2+2", "x\r=1+cmd|' /C calc'!A0"],
  ["Q-2", "@SUM(1,2)", "-2", "-2+3", "Flat 4\r\n=3+3\r\n+4+4"],
  ["Q-3", "=2+2", "(0674) 230 1234", 'Say "hi",\n@SUM(1,1)', " =5+5"],
];

const lines = (s: string) => s.replace(/\r\n?/g, "\n");

describe("an export opened in LibreOffice Calc", () => {
  it.skipIf(!soffice && !process.env.CI)(
    "shows the text written, no formula evaluated (a control file's bare formulas are)",
    async () => {
      if (!soffice) throw new Error(`${MISSING}, and CI is set: this check must not be skipped`);
      const dir = mkdtempSync(join(tmpdir(), "corvanta-csv-lo-"));
      try {
        const exported = toCsv(header, rows);
        writeFileSync(join(dir, "export.csv"), exported);
        writeFileSync(join(dir, "control.csv"), "\uFEFFa,b\r\n=1+1,=2+2\r\n");
        const out = join(dir, "out");
        await promisify(execFile)(
          soffice,
          [
            // A profile of its own: no clash with a running LibreOffice, nothing read from the user's.
            `-env:UserInstallation=${pathToFileURL(join(dir, "profile")).href}`,
            "--headless",
            "--norestore",
            `--infilter=${IMPORT}`,
            "--convert-to",
            EXPORT,
            "--outdir",
            out,
            join(dir, "export.csv"),
            join(dir, "control.csv"),
          ],
          { timeout: 240_000 },
        );
        const read = (name: string) => parse(readFileSync(join(out, name), "utf8"), { bom: true }) as string[][];

        expect(read("control.csv"), "LibreOffice evaluates bare formulas with this import").toEqual([
          ["a", "b"],
          ["2", "4"],
        ]);

        const written = parse(exported, { bom: true }) as string[][];
        const shown = read("export.csv");
        expect(shown.map((r) => r.length)).toEqual(written.map((r) => r.length));
        shown.forEach((row, i) =>
          row.forEach((cell, j) => {
            const text = lines(written[i]![j]!);
            // Calc shows the cell's text; a newer Calc may hide the leading apostrophe it takes as "text".
            const accepted = text.startsWith("'") ? [text, text.slice(1)] : [text];
            expect(accepted, `row ${i + 1}, column ${j + 1}: ${JSON.stringify(cell)}`).toContain(lines(cell));
          }),
        );
        const cells = shown.flat();
        for (const computed of ["2", "4", "6", "8", "10", "3", "1"]) expect(cells).not.toContain(computed);
        expect(shown.map((r) => r[2])).toEqual(["Phone", "+91 98765 43210", "-2", "(0674) 230 1234"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    300_000,
  );
});
