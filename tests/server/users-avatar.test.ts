// Self-service avatars: an upload with purpose=avatar needs no folder right, lands in the hidden avatar library
// (type 3), is readable by colleagues of the same client only, and manageUserAvatar takes it for oneself.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventCount, type TestServer, startServer } from "./harness.js";

let s: TestServer;
let admin: string;
let nwAdmin: string;
let employee: string;
let manager: string;
beforeAll(async () => {
  s = await startServer();
  [admin, nwAdmin, employee, manager] = await Promise.all(
    ["admin@demo.local", "admin@northwind.local", "employee@demo.local", "manager@demo.local"].map(async (e) => (await s.login(e)).token));
});
afterAll(() => s?.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const PDF = new TextEncoder().encode("%PDF-1.4\n");

const upload = async (token: string, files: Array<[string, Uint8Array, string]>, fields: Record<string, string> = { purpose: "avatar" }) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [name, bytes, type] of files) form.append("file", new Blob([bytes as BlobPart], { type }), name);
  const res = await fetch(`${s.base}/api/fileStorageUploader`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as any };
};
const idOf = async (email: string) => (await s.db.query("select id from users where email = $1", [email]))[0].id as number;
const setAvatar = (token: string, user_id: number, file_id: number) => s.request("/api/manageUserAvatar", { token, body: { user_id, file_id } });
const open = (token: string, id: number) => fetch(`${s.base}/api/files?file_id=${id}&is_open=1`, { headers: { authorization: `Bearer ${token}` } });

describe("users: self-service avatar", () => {
  it("lets an employee upload their own photo without a folder and set it", async () => {
    const plain = await upload(employee, [["me.png", PNG, "image/png"]], {});
    expect(plain.status).toBe(403);
    const up = await upload(employee, [["me.png", PNG, "image/png"]]);
    expect(up.status).toBe(200);
    const fileId = up.body[0].id as number;
    const [row] = await s.db.query("select library_type_id, folder_id, show_in_files from library_files where id = $1", [fileId]);
    expect(row).toMatchObject({ library_type_id: 3, folder_id: null, show_in_files: false });
    const me = await idOf("employee@demo.local");
    const set = await setAvatar(employee, me, fileId);
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ user_id: me, avatar_id: fileId });
    const session = await s.request("/api/getSessionData", { token: employee });
    expect(session.body.user.avatar_id).toBe(fileId);
    // Colleagues see it (served sandboxed); another client does not; it is in no library listing.
    const seen = await open(manager, fileId);
    expect(seen.status).toBe(200);
    expect(seen.headers.get("content-security-policy")).toBe("sandbox");
    expect((await open(nwAdmin, fileId)).status).toBe(404);
    const top = await s.request("/api/libraryFolderContent?library_type_id=1&library_folder_id=1", { token: employee });
    expect(top.status).toBe(200);
    expect(JSON.stringify(top.body)).not.toContain('"me.png"');
  });

  it("refuses svg, non-images, several files and a folder for an avatar upload, writing nothing", async () => {
    const before = await eventCount(s.db);
    const svg = await upload(employee, [["x.svg", SVG, "image/svg+xml"]]);
    expect(svg.status).toBe(400);
    expect(svg.body.fields[0].message).toBe("users.avatar.notImage");
    expect((await upload(employee, [["x.pdf", PDF, "application/pdf"]])).status).toBe(400);
    const two = await upload(employee, [["a.png", PNG, "image/png"], ["b.png", PNG, "image/png"]]);
    expect(two.body.fields[0].message).toBe("users.avatar.oneFile");
    const folder = await upload(employee, [["a.png", PNG, "image/png"]], { purpose: "avatar", library_folder_id: "1" });
    expect(folder.body.fields[0].message).toBe("users.avatar.noFolder");
    expect(await eventCount(s.db)).toBe(before);
  });

  it("refuses someone else's avatar without users edit, another client's file and a colleague's file", async () => {
    const me = await idOf("employee@demo.local");
    const other = await idOf("manager@demo.local");
    const mine = (await upload(employee, [["m.png", PNG, "image/png"]])).body[0].id as number;
    expect((await setAvatar(employee, other, mine)).status).toBe(403);
    const managers = (await upload(manager, [["x.png", PNG, "image/png"]])).body[0].id as number;
    const taken = await setAvatar(employee, me, managers);
    expect(taken.status).toBe(400);
    expect(taken.body.fields[0].message).toBe("users.avatar.notImage");
    const nwFile = (await upload(nwAdmin, [["n.png", PNG, "image/png"]])).body[0].id as number;
    expect((await setAvatar(admin, me, nwFile)).status).toBe(400);
    expect((await setAvatar(employee, me, nwFile)).status).toBe(400);
    const avatars = await s.db.query("select id, avatar_id from users where id = any($1) order by id", [[me, other]]);
    expect(avatars.find((r: any) => r.id === other)?.avatar_id).not.toBe(mine);
    expect(avatars.find((r: any) => r.id === me)?.avatar_id).not.toBe(managers);
    // An editor may set a colleague's avatar to any client image.
    expect((await setAvatar(admin, other, managers)).status).toBe(200);
  });
});
