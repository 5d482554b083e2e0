/**
 * The one CSV writer of the exports: the workspace's export.csv (server/workspace/submissions.ts)
 * and `npm run cli -- export` (server/operations.ts). Files are for Excel and other spreadsheets
 * (docs/decisions/0034-csv-export.md): UTF-8 with a byte-order mark, CRLF at the end of each
 * record, every cell holding a line break (CR, LF or both), a double quote, a comma or leading or
 * trailing white space quoted, and cells a spreadsheet could run as a formula neutralised.
 */
import { stringify } from "csv-stringify/sync";

/** What a spreadsheet may take as the start of a formula (tab and CR: some strip them first). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Only a number or a phone number (like +91 98765 43210): it cannot call a function or reach a cell. */
const NUMBER_ONLY = /^[+-]?[0-9][0-9 ().-]*$/;
/** Every line break a reader may split on. */
const LINE_BREAK = /\r\n|\r|\n/;

/**
 * One leading apostrophe when the cell starts like a formula, or any line inside it does (a
 * reader that splits the cell there would see a formula), unless the whole cell is only a number
 * or phone number; a line inside the cell that is only a number or phone number does not count.
 */
export function neutralise(value: string): string {
  if (NUMBER_ONLY.test(value)) return value;
  const risky =
    FORMULA_START.test(value) ||
    value.split(LINE_BREAK).some((line) => FORMULA_START.test(line) && !NUMBER_ONLY.test(line));
  return risky ? `'${value}` : value;
}

const cell = (v: unknown) => (v === null || v === undefined ? "" : neutralise(String(v)));

/** The whole file: header row, then the records; null and undefined are empty cells. */
export function toCsv(header: readonly string[], records: readonly (readonly unknown[])[]): string {
  return stringify(
    [header, ...records].map((r) => r.map(cell)),
    {
      bom: true,
      record_delimiter: "windows",
      // With a record delimiter given, csv-stringify quotes only cells holding that exact CRLF
      // unless told otherwise: a bare LF or CR would then end the record early in a spreadsheet.
      quote_record_delimiter: true,
      quoted_match: /^\s|\s$/,
    },
  );
}
