/**
 * Uploaded images (server/content/images.ts, decision 145) through the workspace API on SQLite
 * and PostgreSQL: checked by their bytes whatever their name or declared type, refused with a
 * message at the field when they are not pictures, too large, too many pixels or too narrow;
 * derived in AVIF, WebP and JPEG at the widths pages use, turned upright; served by every server
 * on the database under content-hashed names with immutable caching; editors and admins only;
 * audited.
 */
import sharp from "sharp";
import { expect, it } from "vitest";
import { IMAGE_FORMATS, imageInfo } from "#content/images.ts";
import { describeDb, multipart } from "../../tests/support/server";
import { staffMember, workspaceApp } from "../../tests/support/workspace";
import { IMAGE_MAX_BYTES } from "./images";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 80, b: 200 } } })
    .png()
    .toBuffer();

describeDb("uploaded images", (suite) => {
  it("an upload is checked by its bytes, derived at the pages' widths, served by every server with immutable caching", async () => {
    const one = await workspaceApp(suite);
    const two = await workspaceApp(suite, { config: { dataDir: one.dataDir } });
    const editor = await staffMember(one.app, ["editor"]);
    const sales = await staffMember(one.app, ["sales"]);
    const upload = (content: Buffer, filename: string, type: string, cookie = editor.cookie) => {
      const body = multipart({}, [{ field: "image", filename, content, type }]);
      return one.app.inject({
        method: "POST",
        url: "/api/admin/images",
        headers: { ...body.headers, cookie, accept: "application/json" },
        payload: body.payload,
      });
    };
    // A JPEG taken sideways (EXIF orientation 6): stored upright, 900 wide and 1200 high.
    const sideways = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#c0ffee" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();

    expect((await upload(sideways, "cover.jpg", "image/jpeg", sales.cookie)).statusCode).toBe(403);
    // Named and declared as anything: its bytes decide.
    const res = await upload(sideways, "cover.txt", "text/plain");
    expect(res.statusCode).toBe(201);
    const { ref, width, height } = res.json();
    expect({ width, height }).toEqual({ width: 900, height: 1200 });
    const info = imageInfo(ref)!;
    expect(info.widths).toEqual([480, 900]);

    for (const app of [one.app, two.app])
      for (const w of info.widths)
        for (const format of IMAGE_FORMATS) {
          const file = await app.inject({ method: "GET", url: `/media/${info.hash}-${w}.${format}` });
          expect(file.statusCode, `${w}.${format}`).toBe(200);
          expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
          expect(file.headers["content-type"]).toBe(
            { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" }[format],
          );
          const meta = await sharp(file.rawPayload).metadata();
          expect(meta.width).toBe(w);
          expect(meta.height).toBe(Math.round((w * 1200) / 900));
          expect(meta.exif).toBeUndefined();
        }
    // A name that is not one of its files: the not-found page, never cached for a year.
    const missing = await two.app.inject({ method: "GET", url: `/media/${info.hash}-1440.avif` });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).not.toMatch(/immutable|max-age=[1-9]/);
    expect((await two.app.inject({ method: "GET", url: "/media/..%2Fcorvanta.db" })).statusCode).toBe(404);

    // The same file again is the same image, stored once.
    expect((await upload(sideways, "again.jpg", "image/jpeg")).json().ref).toBe(ref);
    const audits = await one.app.db
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("target_type", "=", "image")
      .execute();
    expect(audits).toEqual([{ action: "image_uploaded", actor_id: editor.id }]);

    // Refused, with the reason at the field.
    const refusal = async (content: Buffer, filename: string, type: string) => {
      const r = await upload(content, filename, type);
      expect(r.statusCode, filename).toBe(400);
      return String(r.json().fields.image);
    };
    expect(await refusal(Buffer.from("%PDF-1.7 not a picture"), "cover.png", "image/png")).toMatch(
      /not a picture we can read/,
    );
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><script>alert(1)</script></svg>',
    );
    expect(await refusal(svg, "cover.svg", "image/svg+xml")).toMatch(/not a picture we can read/);
    expect(await refusal(await png(400, 300), "small.png", "image/png")).toMatch(/400 pixels wide/);
    // 45 megapixels of one colour: a few kilobytes, refused before it is decoded.
    expect(await refusal(await png(9000, 5000), "bomb.png", "image/png")).toMatch(/9000 × 5000 pixels/);
    const huge = Buffer.concat([await png(800, 600), Buffer.alloc(IMAGE_MAX_BYTES + 1024)]);
    expect(await refusal(huge, "huge.png", "image/png")).toMatch(/larger than 10 MB/);
    expect((await one.app.db.selectFrom("content_images").select("id").execute()).length).toBe(1);
  });
});
