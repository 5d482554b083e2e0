/**
 * The Pictures screen's API (GET and DELETE /api/admin/images, server/content/images.ts) on
 * SQLite and PostgreSQL: every upload listed with the documents whose revisions name it (in the
 * published revision, or only in older ones), who uploaded it and the alt text a revision gives;
 * a picture no revision names is deleted with its derived files, and its /media/ addresses answer
 * 404 from every server, the one that had it cached too; one a revision names is refused with
 * nothing deleted; editors and admins only; audited without personal data.
 */
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { expect, it } from "vitest";
import { imageInfo } from "#content/images.ts";
import { describeDb, multipart } from "../../tests/support/server";
import { staffMember, workspaceApp } from "../../tests/support/workspace";

const C = "/api/admin/content";
const I = "/api/admin/images";
const json = { "content-type": "application/json" };

const png = (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .png()
    .toBuffer();

/** Uploads `content` as the staff member with `cookie`: the picture's ref. */
async function uploadPicture(app: FastifyInstance, cookie: string, content: Buffer): Promise<string> {
  const body = multipart({}, [{ field: "image", filename: "p.png", content, type: "image/png" }]);
  const res = await app.inject({
    method: "POST",
    url: I,
    headers: { ...body.headers, cookie, accept: "application/json" },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return String(res.json().ref);
}

describeDb("pictures: listed with their uses, unused ones deleted", (suite) => {
  it("lists uses by revision, deletes only what no revision names, 404 on /media after, refuses the rest, audited", async () => {
    const one = await workspaceApp(suite);
    const two = await workspaceApp(suite, { config: { dataDir: one.dataDir } });
    const app = one.app;
    const editor = await staffMember(app, ["editor"]);
    const admin = await staffMember(app, ["admin"]);
    const upload = (content: Buffer) => uploadPicture(app, editor.cookie, content);
    const send = (method: "POST" | "PUT", url: string, payload: unknown) =>
      app.inject({ method, url, headers: { ...json, cookie: editor.cookie }, payload: payload as object });
    const list = async (cookie = editor.cookie) => {
      const res = await app.inject({ method: "GET", url: I, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      return res.json().items as {
        id: string;
        ref: string;
        alt: string | null;
        uploadedBy: string | null;
        uses: { documentId: string; title: string; live: boolean; latest: boolean; revisions: number[] }[];
      }[];
    };
    const remove = (id: string, cookie?: string) =>
      app.inject({ method: "DELETE", url: `${I}/${id}`, headers: cookie ? { cookie } : {} });
    const filesOf = async (id: string) =>
      (await app.db.selectFrom("content_image_files").select("name").where("image_id", "=", id).execute()).length;

    const live = await upload(await png("#204080"));
    const older = await upload(await png("#802040"));
    const unused = await upload(await png("#208040"));
    const [x, y] = (await app.inject({ method: "GET", url: C, headers: { cookie: editor.cookie } }))
      .json()
      .items.filter((i: { kind: string }) => i.kind === "caseStudy") as { id: string }[];
    const hash = (ref: string) => imageInfo(ref)!.hash;
    const [liveId, olderId, unusedId] = [hash(live), hash(older), hash(unused)];

    // Case study x: a revision with the cover, published (the live revision names it).
    const xd = (await app.inject({ method: "GET", url: `${C}/${x!.id}`, headers: { cookie: editor.cookie } })).json();
    const saved = await send("PUT", `${C}/${x!.id}`, {
      version: xd.version,
      data: { ...xd.data, cover: { image: live, alt: "A till in a Cuttack pharmacy" } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await send("POST", `${C}/${x!.id}/publish`, { version: saved.json().version })).statusCode).toBe(200);
    // Case study y: a draft revision with the other cover, then one without it (an older revision only).
    const yd = (await app.inject({ method: "GET", url: `${C}/${y!.id}`, headers: { cookie: editor.cookie } })).json();
    const withCover = await send("PUT", `${C}/${y!.id}`, {
      version: yd.version,
      data: { ...yd.data, cover: { image: older, alt: "Shelves of a warehouse" } },
    });
    expect(withCover.statusCode).toBe(200);
    const without = await send("PUT", `${C}/${y!.id}`, { version: withCover.json().version, data: yd.data });
    expect(without.statusCode).toBe(200);

    const items = await list();
    expect(items.map((i) => i.id).sort()).toEqual([liveId, olderId, unusedId].sort());
    const byId = new Map(items.map((i) => [i.id, i]));
    expect(byId.get(liveId)).toMatchObject({
      ref: live,
      alt: "A till in a Cuttack pharmacy",
      uploadedBy: "editor person",
      uses: [{ documentId: x!.id, title: xd.title, live: true, latest: true, revisions: [2] }],
    });
    expect(byId.get(olderId)).toMatchObject({
      alt: "Shelves of a warehouse",
      uses: [{ documentId: y!.id, title: yd.title, live: false, latest: false, revisions: [2] }],
    });
    expect(byId.get(unusedId)).toMatchObject({ alt: null, uses: [] });
    // Admins too; nobody else, and nothing signed out.
    expect((await list(admin.cookie)).length).toBe(3);
    for (const role of ["sales", "recruiter"] as const) {
      const other = await staffMember(app, [role]);
      expect((await app.inject({ method: "GET", url: I, headers: { cookie: other.cookie } })).statusCode).toBe(403);
      expect((await remove(unusedId, other.cookie)).statusCode).toBe(403);
    }
    expect((await app.inject({ method: "GET", url: I })).statusCode).toBe(401);
    expect((await remove(unusedId)).statusCode).toBe(401);
    expect(await filesOf(unusedId)).toBe(9);

    // Named by a revision, published or older: refused, nothing deleted, still served.
    for (const [id, title] of [
      [liveId, String(xd.title)],
      [olderId, String(yd.title)],
    ] as const) {
      const refused = await remove(id, editor.cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain(`a revision of “${title}” names it`);
      expect(await filesOf(id)).toBe(9);
      expect((await app.inject({ method: "GET", url: `/media/${id}-480.jpg` })).statusCode).toBe(200);
    }

    // The second server has the unused picture's file in its cache.
    const url = `/media/${unusedId}-480.jpg`;
    expect((await two.app.inject({ method: "GET", url })).statusCode).toBe(200);
    const deleted = await remove(unusedId, editor.cookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: unusedId, files: 9 });
    expect(await filesOf(unusedId)).toBe(0);
    expect(await app.db.selectFrom("content_images").select("id").where("id", "=", unusedId).execute()).toEqual([]);
    for (const server of [one.app, two.app])
      for (const file of [`${unusedId}-480.jpg`, `${unusedId}-800.avif`, `${unusedId}-800.webp`])
        expect((await server.inject({ method: "GET", url: `/media/${file}` })).statusCode, file).toBe(404);
    expect((await list()).map((i) => i.id).sort()).toEqual([liveId, olderId].sort());
    expect((await remove(unusedId, editor.cookie)).statusCode).toBe(404);
    expect((await remove("not-a-picture", editor.cookie)).statusCode).toBe(400);

    const audits = await app.db
      .selectFrom("audit_log")
      .select(["action", "actor_id", "target_id", "detail"])
      .where("action", "=", "image_deleted")
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor_id: editor.id, target_id: unusedId });
    // Sizes and counts, never a name or an address.
    expect(JSON.parse(String(audits[0]!.detail))).toEqual({
      width: 800,
      height: 600,
      size: expect.any(Number),
      files: 9,
    });
    expect(String(audits[0]!.detail)).not.toMatch(/person|@/);
  });

  it("refuses a save that names a picture deleted since it was uploaded, at its field, and takes it once uploaded again", async () => {
    const { app } = await workspaceApp(suite);
    const editor = await staffMember(app, ["editor"]);
    const content = await png("#406080");
    const upload = () => uploadPicture(app, editor.cookie, content);
    const get = async (id: string) =>
      (await app.inject({ method: "GET", url: `${C}/${id}`, headers: { cookie: editor.cookie } })).json();
    const put = (id: string, payload: unknown) =>
      app.inject({
        method: "PUT",
        url: `${C}/${id}`,
        headers: { ...json, cookie: editor.cookie },
        payload: payload as object,
      });

    // Uploaded into the form, then deleted from Pictures by someone else before the form is saved.
    const ref = await upload();
    const id = imageInfo(ref)!.hash;
    const items = (await app.inject({ method: "GET", url: C, headers: { cookie: editor.cookie } })).json().items as {
      id: string;
      kind: string;
    }[];
    const study = items.find((i) => i.kind === "caseStudy")!;
    const article = items.find((i) => i.kind === "article")!;
    expect(
      (await app.inject({ method: "DELETE", url: `${I}/${id}`, headers: { cookie: editor.cookie } })).statusCode,
    ).toBe(200);

    const before = await get(study.id);
    const refused = await put(study.id, {
      version: before.version,
      data: { ...before.data, cover: { image: ref, alt: "The dispatch floor of a Bhubaneswar warehouse" } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ "cover.image": expect.stringContaining("deleted from Pictures") });
    // Nothing saved: the same version and revision as before.
    const unchanged = await get(study.id);
    expect(unchanged.version).toBe(before.version);
    expect(unchanged.revisions.length).toBe(before.revisions.length);

    // A /media/ address of no picture typed into an article's Markdown: refused at the body.
    const a = await get(article.id);
    const typed = await put(article.id, {
      version: a.version,
      data: { ...a.data, body: `${String(a.data.body)}\n\n![A chart](/media/${id}-480.webp)` },
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().fields).toEqual({ body: expect.stringContaining("not in Pictures") });

    // The same file uploaded again comes back under the same reference, and the save goes through.
    expect(await upload()).toBe(ref);
    const saved = await put(study.id, {
      version: before.version,
      data: { ...before.data, cover: { image: ref, alt: "The dispatch floor of a Bhubaneswar warehouse" } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.cover.image).toBe(ref);
  });
});
