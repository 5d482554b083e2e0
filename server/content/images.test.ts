/**
 * Uploaded images (server/content/images.ts, decision 145) through the workspace API on SQLite
 * and PostgreSQL: checked by their bytes whatever their name or declared type, refused with a
 * message at the field when they are not pictures, too large, too many pixels or too narrow;
 * derived in AVIF, WebP and JPEG at the widths pages use, turned upright; served by every server
 * on the database under content-hashed names with immutable caching; a width added later made from
 * the kept original when first asked for; editors and admins only; audited.
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
    expect(info.widths).toEqual([160, 480, 900]);

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

  it("a width added after a picture was uploaded is derived from its original when first asked for, once, on any server; none other; gone with the picture", async () => {
    const one = await workspaceApp(suite);
    const two = await workspaceApp(suite, { config: { dataDir: one.dataDir } });
    const editor = await staffMember(one.app, ["editor"]);
    const body = multipart({}, [
      { field: "image", filename: "p.png", content: await png(800, 600), type: "image/png" },
    ]);
    const res = await one.app.inject({
      method: "POST",
      url: "/api/admin/images",
      headers: { ...body.headers, cookie: editor.cookie, accept: "application/json" },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const info = imageInfo(String(res.json().ref))!;
    expect(info.widths).toEqual([160, 480, 800]);
    // Uploaded before 160 was one of the widths: its files are those of 480 and 800 only.
    const db = one.app.db;
    await db.deleteFrom("content_image_files").where("name", "like", `${info.hash}-160.%`).execute();
    const files = async () =>
      (await db.selectFrom("content_image_files").select("name").where("image_id", "=", info.hash).execute())
        .map((f) => f.name)
        .sort();
    expect(await files()).toHaveLength(6);

    // The byline's 160 asked for by three visitors at once, from the other server: made once.
    const webp = await Promise.all(
      [1, 2, 3].map(() => two.app.inject({ method: "GET", url: `/media/${info.hash}-160.webp` })),
    );
    for (const r of webp) {
      expect(r.statusCode).toBe(200);
      expect(r.headers["content-type"]).toBe("image/webp");
      expect(r.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(r.rawPayload.equals(webp[0]!.rawPayload)).toBe(true);
    }
    expect(await sharp(webp[0]!.rawPayload).metadata()).toMatchObject({ format: "webp", width: 160, height: 120 });
    const avif = await one.app.inject({ method: "GET", url: `/media/${info.hash}-160.avif` });
    expect(avif.statusCode).toBe(200);
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ format: "heif", width: 160 });
    expect((await files()).filter((n) => n.includes("-160."))).toEqual([
      `${info.hash}-160.avif`,
      `${info.hash}-160.webp`,
    ]);
    expect(await files()).toHaveLength(8);
    // Stored: the same bytes from the other server, read from the database.
    const again = await one.app.inject({ method: "GET", url: `/media/${info.hash}-160.webp` });
    expect(again.rawPayload.equals(webp[0]!.rawPayload)).toBe(true);

    // Nothing but the picture's own widths and formats: not found, and nothing made.
    for (const name of [
      `${info.hash}-200.jpg`,
      `${info.hash}-960.jpg`,
      `${info.hash}-160.png`,
      `${"0".repeat(20)}-160.jpg`,
    ])
      expect((await two.app.inject({ method: "GET", url: `/media/${name}` })).statusCode, name).toBe(404);
    expect(await files()).toHaveLength(8);

    // Deleted (no revision names it): the late files go with it, from both servers.
    const deleted = await one.app.inject({
      method: "DELETE",
      url: `/api/admin/images/${info.hash}`,
      headers: { cookie: editor.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: info.hash, files: 8 });
    for (const app of [one.app, two.app])
      for (const format of ["avif", "webp", "jpg"])
        expect((await app.inject({ method: "GET", url: `/media/${info.hash}-160.${format}` })).statusCode).toBe(404);
    expect(await files()).toEqual([]);
  });
});
