import { statSync } from "node:fs";
import { Readable } from "node:stream";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { docFile, docxFile, pdfOfSize, tempDir, zipFile } from "../tests/support/server";
import { isDocx, receiveUpload, sanitiseFilename, sniffResume } from "./uploads";

describe("résumé type by content", () => {
  it("recognises PDF, DOC (OLE2) and DOCX (zip with a Word document)", () => {
    expect(sniffResume(pdfOfSize(100))).toBe("pdf");
    expect(sniffResume(docFile())).toBe("doc");
    expect(sniffResume(docxFile())).toBe("docx");
  });

  it("refuses look-alikes", () => {
    expect(sniffResume(Buffer.from("<html><body>%PDF-</body></html>"))).toBeNull();
    expect(sniffResume(Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffResume(Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(512)]))).toBeNull();
    expect(sniffResume(Buffer.alloc(0))).toBeNull();
    expect(sniffResume(zipFile({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<x/>" }))).toBeNull();
    expect(sniffResume(zipFile({ "word/document.xml": "<x/>" }))).toBeNull();
  });

  it("refuses a DOCX that is truncated, lies about sizes, or overlaps its entries, without inflating anything", () => {
    const good = docxFile();
    expect(isDocx(good.subarray(0, good.length - 10))).toBe(false);
    expect(isDocx(good.subarray(0, Math.floor(good.length / 2)))).toBe(false);
    // A "zip bomb": an entry declaring 4 GB - 2 uncompressed.
    const bomb = Buffer.from(good);
    const cd = bomb.readUInt32LE(bomb.length - 22 + 16);
    bomb.writeUInt32LE(0xfffffffe, cd + 24);
    expect(isDocx(bomb)).toBe(false);
    // Two directory entries pointing at the same local header.
    const overlap = Buffer.from(good);
    const first = overlap.readUInt32LE(cd + 42);
    let p = cd;
    p += 46 + overlap.readUInt16LE(p + 28) + overlap.readUInt16LE(p + 30) + overlap.readUInt16LE(p + 32);
    overlap.writeUInt32LE(first, p + 42);
    expect(isDocx(overlap)).toBe(false);
  });

  it("never throws on arbitrary bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        const b = Buffer.from(bytes);
        sniffResume(b);
        sniffResume(Buffer.concat([Buffer.from("PK\x03\x04"), b]));
        const zip = docxFile();
        const mutated = Buffer.from(zip);
        for (let i = 0; i < Math.min(b.length, 20); i++) mutated[(b[i]! * 7 + i) % zip.length] = b[i]!;
        isDocx(mutated);
      }),
      { numRuns: 300 },
    );
  });
});

describe("file names", () => {
  it("keeps a readable, harmless copy of the visitor's file name", () => {
    expect(sanitiseFilename("../../etc/passwd")).toBe("passwd");
    expect(sanitiseFilename("C:\\Users\\me\\CV final.pdf")).toBe("CV final.pdf");
    expect(sanitiseFilename("cv\u202efdp.exe")).toBe("cvfdp.exe");
    expect(sanitiseFilename('a"b<c>.pdf')).toBe("a_b_c_.pdf");
    expect(sanitiseFilename("...")).toBe("resume");
    expect(sanitiseFilename(undefined)).toBe("resume");
    expect(sanitiseFilename(`${"x".repeat(300)}.pdf`).length).toBe(150);
  });

  it("never yields a path or control characters (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), (name) => {
        const s = sanitiseFilename(name);
        expect(s.length).toBeGreaterThan(0);
        expect(s.length).toBeLessThanOrEqual(150);
        // eslint-disable-next-line no-control-regex -- checking for control characters is the point
        expect(s).not.toMatch(/[/\\\u0000-\u001f\u007f]/);
        expect(s.startsWith(".")).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe("receiving a file", () => {
  it("clears every partial upload an earlier process left behind, whatever its age, and nothing else", async () => {
    const { writeFileSync, utimesSync, readdirSync } = await import("node:fs");
    const { join } = await import("node:path");
    const { ensureUploadDir } = await import("./uploads");
    const dir = tempDir();
    const old = join(dir, ".upload-1234abcd.part");
    writeFileSync(old, "partial");
    utimesSync(old, new Date(Date.now() - 7_200_000), new Date(Date.now() - 7_200_000));
    writeFileSync(join(dir, ".upload-5678abcd.part"), "cut a second ago");
    writeFileSync(join(dir, "0b1c.pdf"), "%PDF-");
    expect(ensureUploadDir(dir)).toBe(2);
    expect(readdirSync(dir).sort()).toEqual(["0b1c.pdf"]);
  });

  it("writes it with mode 0600 and counts and hashes it", async () => {
    const dir = tempDir();
    const staged = await receiveUpload(Readable.from([Buffer.from("%PDF-"), Buffer.alloc(1000)]), dir, 2000, "cv.pdf");
    expect(staged.size).toBe(1005);
    expect(staged.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(staged.tmpPath).mode & 0o777).toBe(0o600);
  });

  it("refuses a file over the limit and leaves nothing behind", async () => {
    const dir = tempDir();
    await expect(
      receiveUpload(Readable.from([Buffer.alloc(1500), Buffer.alloc(1500)]), dir, 2000, "cv.pdf"),
    ).rejects.toMatchObject({ statusCode: 413 });
    const truncated = Object.assign(Readable.from([Buffer.alloc(100)]), { truncated: true });
    await expect(receiveUpload(truncated, dir, 2000, "cv.pdf")).rejects.toMatchObject({ statusCode: 413 });
    const { readdirSync } = await import("node:fs");
    expect(readdirSync(dir)).toEqual([]);
  });
});
