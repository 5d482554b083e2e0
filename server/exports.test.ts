/**
 * The two CSV exports of the same submissions, the workspace's and the command line's
 * (`npm run cli -- export`), on SQLite and PostgreSQL. One writer, so one set of guarantees
 * (docs/decisions/0034-csv-export.md): BOM, CRLF record ends, every cell read back exactly, the
 * phone number unchanged, formulas neutralised even when they follow a line break in the cell.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { expect, it } from "vitest";
import { runCli } from "./cli";
import {
  describeDb,
  multipart,
  pdfOfSize,
  validApplicationFields,
  validContact,
  validQuote,
  type TestApp,
} from "../tests/support/server";
import { staffMember, workspaceApp } from "../tests/support/workspace";
import { sourceExportColumns } from "./lead-source";

/** A reader like a spreadsheet's: any of CRLF, LF or CR ends a record outside quotes. */
const readAnyBreak = (csv: string) =>
  parse(csv, { bom: true, record_delimiter: ["\r\n", "\n", "\r"], relax_column_count: true }) as string[][];
/** Only CRLF ends a record: the same rows only if every record ends with CRLF. */
const readCrlf = (csv: string) =>
  parse(csv, { bom: true, record_delimiter: "\r\n", relax_column_count: true }) as string[][];

/** `npm run cli -- export <what> --out <file>` in-process, on the test app's database; the file's bytes. */
async function cliExport(t: TestApp, what: string): Promise<Buffer> {
  const err: string[] = [];
  const env: Record<string, string> = { DATA_DIR: t.dataDir };
  if (t.config.databaseUrl) env.DATABASE_URL = t.config.databaseUrl;
  const code = await runCli(["export", what, "--out", `${what}.csv`], {
    env,
    cwd: t.dataDir,
    out: () => {},
    err: (s) => err.push(s),
  });
  expect(code, err.join("\n")).toBe(0);
  return readFileSync(join(t.dataDir, `${what}.csv`));
}

/** The file's one record, checked for BOM, CRLF and shape; `expected` maps column names to exact cells. */
function checkExport(name: string, bytes: Buffer, expected: Record<string, string>) {
  expect(bytes.subarray(0, 3), `${name}: BOM`).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const csv = bytes.toString("utf8");
  expect(csv.endsWith("\r\n"), `${name}: ends with CRLF`).toBe(true);
  const rows = readAnyBreak(csv);
  expect(readCrlf(csv), `${name}: every record ends with CRLF`).toEqual(rows);
  expect(rows, `${name}: the header and one record, no cell split into rows`).toHaveLength(2);
  const [header, record] = rows as [string[], string[]];
  expect(record, `${name}: as many cells as columns`).toHaveLength(header.length);
  const got = Object.fromEntries(Object.keys(expected).map((column) => [column, record[header.indexOf(column)]]));
  expect(got, `${name}: exact cells`).toEqual(expected);
  for (const c of record)
    if (!/^[+-]?[0-9][0-9 ().-]*$/.test(c)) expect(c, `${name}: no live formula`).not.toMatch(/^[=+\-@\t\r]/);
}

describeDb("CSV exports, workspace and command line", (suite) => {
  it("a quote whose message has a formula on its second line (bare LF, bare CR): one row, formulas text", async () => {
    const t = await workspaceApp(suite);
    const quote = { name: "Priya\r@SUM(A1)", message: "=1+1\n=2+2" };
    const posted = await t.app.inject({ method: "POST", url: "/api/quotes", payload: validQuote(quote) });
    expect(posted.statusCode, posted.body).toBe(201);
    const stored = await t.app.db.selectFrom("quotes").select(["name", "message", "spam"]).executeTakeFirstOrThrow();
    expect(stored).toEqual({ ...quote, spam: 0 });

    const sales = await staffMember(t.app, ["sales"]);
    const web = await t.app.inject({
      method: "GET",
      url: "/api/admin/export.csv?kind=quote",
      headers: { cookie: sales.cookie },
    });
    expect(web.statusCode).toBe(200);
    checkExport("workspace", web.rawPayload, { Name: "'Priya\r@SUM(A1)", Message: "'=1+1\n=2+2" });
    // The command line writes the same columns as the workspace (the kind's description, server/registry.ts).
    checkExport("cli", await cliExport(t, "quotes"), { Name: "'Priya\r@SUM(A1)", Message: "'=1+1\n=2+2" });
  });

  it("an application with a phone number and hostile multi-line fields: phone unchanged, the rest text", async () => {
    const t = await workspaceApp(suite);
    const hostile = {
      fullName: '=HYPERLINK("http://evil.example","Open")',
      phone: "+91 98765 43210",
      // The first line is harmless; the later ones would be formulas if a reader split the cell there.
      address: "Flat 4, MG Road\n=2+2\r\n@SUM(A1)\rBengaluru",
      lastCompany: "Acme\r-3+cmd|' /C calc'!A0",
    };
    // Raw multipart bytes: a browser turns each bare LF or CR into CRLF, a script need not.
    const body = multipart(validApplicationFields(hostile), [{ filename: "cv.pdf", content: pdfOfSize(3000) }]);
    const posted = await t.app.inject({
      method: "POST",
      url: "/api/applications",
      headers: { ...body.headers, accept: "application/json" },
      payload: body.payload,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const stored = await t.app.db
      .selectFrom("applications")
      .select(["full_name", "phone", "address", "last_company", "spam"])
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      full_name: hostile.fullName,
      phone: hostile.phone,
      address: hostile.address,
      last_company: hostile.lastCompany,
      spam: 0,
    });

    const expected = [`'${hostile.fullName}`, "+91 98765 43210", `'${hostile.address}`, `'${hostile.lastCompany}`];
    const cells = (columns: string[]) => Object.fromEntries(columns.map((c, i) => [c, expected[i]!]));
    // The workspace's export of applications (its HTTP route offers quotes and messages only).
    const recruiter = await staffMember(t.app, ["recruiter"]);
    const { csv } = await t.app.workspace.exportCsv(
      { id: recruiter.id, roles: ["recruiter"] },
      { kind: "application" },
    );
    const columns = ["Full name", "Phone", "Address", "Last company"];
    checkExport("workspace", Buffer.from(csv), cells(columns));
    checkExport("cli", await cliExport(t, "applications"), cells(columns));
  });

  it("the inbox's export of every kind: the columns the kinds share, each row read through its own kind", async () => {
    const t = await workspaceApp(suite);
    for (const [url, payload] of [
      ["/api/quotes", validQuote()],
      ["/api/contacts", validContact()],
    ] as const) {
      const posted = await t.app.inject({ method: "POST", url, payload });
      expect(posted.statusCode, posted.body).toBe(201);
    }
    const sales = await staffMember(t.app, ["sales"]);
    await t.app.db.updateTable("quotes").set({ status: "in_progress", assignee_id: sales.id }).execute();

    const web = await t.app.inject({ method: "GET", url: "/api/admin/export.csv", headers: { cookie: sales.cookie } });
    expect(web.statusCode).toBe(200);
    const [header, ...records] = readCrlf(web.rawPayload.toString("utf8"));
    expect(header).toEqual([
      "Kind",
      "Reference",
      "Received (UTC)",
      "Name",
      "Email",
      "Subject or service",
      "Message",
      ...sourceExportColumns.map((c) => c.header),
      "Status",
      "Assignee",
    ]);
    const cells = (record: string[] | undefined, ...columns: string[]) =>
      columns.map((c) => record?.[header!.indexOf(c)]);
    const read = ["Kind", "Name", "Email", "Subject or service", "Message", "Status", "Assignee"];
    const byKind = new Map(records.map((r) => [r[0], r]));
    expect(records).toHaveLength(2);
    expect(cells(byKind.get("quote request"), ...read)).toEqual([
      "quote request",
      validQuote().name,
      validQuote().email,
      validQuote().services,
      validQuote().message,
      "In progress",
      "sales person",
    ]);
    expect(cells(byKind.get("message"), ...read)).toEqual([
      "message",
      validContact().name,
      validContact().email,
      validContact().subject,
      validContact().message,
      "New",
      "",
    ]);
  });
});
