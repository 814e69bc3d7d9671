// Certificates in the browser: the administrator creates a template at management/certificates, edits its text,
// is told that a background of the wrong size is refused, links a course on the training tab; the employee's
// /profile/myCertificates; the public verification page of an unknown certificate. Axe and the keyboard walk on each.
import { crc32, deflateSync } from "node:zlib";
import { appReady, checkA11y, expect as baseExpect, login, networkQuiet, test } from "./fixtures";
import { keyboardWalk } from "./keyboardWalk";

const expect = baseExpect.configure({ timeout: 20_000 });

/** A small white PNG: a background of the wrong size. */
const smallPng = () => {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(10, 0);
  ihdr.writeUInt32BE(10, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const raw = Buffer.concat(Array.from({ length: 10 }, () => Buffer.from([0, ...new Array(10).fill(255)])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
};

test("the administrator creates a template, edits it and links a course", async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, "admin@demo.local", undefined, "en");
  await appReady(page);
  await page.goto("/en/management/certificates");
  await expect(page.getByRole("heading", { level: 1, name: "Certificates" })).toBeVisible();
  // the demo's template, granted by the demo's required course
  await expect(page.getByRole("listitem").filter({ hasText: "Сертификат об окончании курса" })).toContainText("1 course");
  await checkA11y(page, "certificates: the demo's");

  const name = `Completion ${Date.now() % 100000}`;
  await page.getByRole("textbox", { name: "New template name" }).fill(name);
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await checkA11y(page, "certificate template: settings");
  await page.getByRole("radio", { name: "Horizontal" }).check({ force: true });
  await page.getByRole("radio", { name: "PT Astra Fact" }).check({ force: true });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Active · Horizontal")).toBeVisible();

  await page.getByRole("tab", { name: "Template" }).click();
  await page.getByRole("textbox", { name: "Text" }).fill("Certificate\n{name}\n{course}\n{date}");
  await page.getByRole("radio", { name: "Left" }).check({ force: true });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved").first()).toBeVisible();
  await page.locator("input[type=file]").setInputFiles({ name: "small.png", mimeType: "image/png", buffer: smallPng() });
  await expect(page.getByRole("alert").filter({ hasText: "3508×2480 for a horizontal certificate" })).toBeVisible();
  await expect(page.getByText("No background")).toBeVisible();
  await checkA11y(page, "certificate template: template");

  await page.getByRole("tab", { name: "Training" }).click();
  await page.getByRole("checkbox", { name: "Основы продукта" }).check({ force: true });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved").first()).toBeVisible();
  await checkA11y(page, "certificate template: training");
  // A fresh load: the "Saved" notices would sit over the side menu's last links while the walk passes them.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await networkQuiet(page);
  await keyboardWalk(page, { label: "certificate template" });

  await page.getByRole("link", { name: "All templates" }).click();
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("1 course");
  await expect(row).toContainText("0 issued");
  await checkA11y(page, "certificates: list");
  await page.reload();
  await expect(row).toBeVisible();
  await networkQuiet(page);
  await keyboardWalk(page, { label: "certificates" });
});

test("the employee's certificates page and the public verification page", async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, "employee@demo.local", undefined, "en");
  await appReady(page);
  await page.goto("/en/profile/myCertificates");
  await expect(page.getByRole("heading", { level: 1, name: "My certificates" })).toBeVisible();
  await expect(page.getByText("No certificates yet")).toBeVisible();
  await checkA11y(page, "my certificates");
  await networkQuiet(page);
  await keyboardWalk(page, { label: "my certificates" });
  // The account menu leads there.
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menuitem", { name: "My certificates" })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto("/en/verify/certificate/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { level: 1, name: "Certificate verification" })).toBeVisible();
  await expect(page.getByText("No such certificate was issued")).toBeVisible();
  await checkA11y(page, "certificate verification");
});
