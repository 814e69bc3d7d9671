// "Create and invite" (issue 40 item 3): the new-user dialog takes e-mail, names, manager, role, hire date and status
// (each explained) in one step and invites the person; with mail off (the demo client) the link shows once to copy,
// the user page offers "Send the invitation again" while no password is set, the e-mail history lists the
// invitations, and the new person signs in through the link. The dialog's texts in the three languages.
import { callApi } from "./apiHelpers";
import { appReady, checkA11y, expect, login, test } from "./fixtures";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test("creates and invites a person, who signs in through the link", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en", "/en/users");
  await appReady(page);
  const id = unique();
  const email = `invited.${id}@demo.local`;
  await page.getByRole("button", { name: "New user" }).click();
  const dialog = page.getByRole("dialog", { name: "New user" });
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("First name").fill(`Ivy${id}`);
  await dialog.getByLabel("Last name").fill("Invited");
  await dialog.getByRole("combobox", { name: "Manager" }).fill("mentor@demo");
  await page.getByRole("option", { name: /mentor@demo\.local/ }).click();
  await expect(dialog.getByRole("textbox", { name: "Manager" })).toHaveValue(/mentor@demo\.local/);
  await expect(dialog.getByRole("button", { name: "Choose another" })).toBeFocused();
  await dialog.getByRole("button", { name: /Role$/ }).click();
  await page.getByRole("option", { name: "Mentor", exact: true }).click();
  await dialog.getByRole("button", { name: "Open the calendar" }).click();
  await page.getByRole("dialog").getByRole("grid").getByRole("button", { name: /15/ }).first().click();
  await expect(dialog.getByText("The person gets the invitation now")).toBeVisible();
  await checkA11y(page, "create and invite dialog");
  await dialog.getByRole("radio", { name: "Pending" }).check({ force: true });
  await expect(dialog.getByText("The account is created without access")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Create", exact: true })).toBeVisible();
  await dialog.getByRole("radio", { name: "Active" }).check({ force: true });
  await dialog.getByRole("button", { name: "Create and invite" }).click();

  // Mail is off: the link, once, to copy.
  const linkDialog = page.getByRole("dialog", { name: "Password link" });
  const first = await linkDialog.getByRole("textbox", { name: "Password link" }).inputValue();
  expect(first).toMatch(/\/confirmPassword\/[\w-]+$/);
  await checkA11y(page, "invitation link dialog");
  await linkDialog.getByRole("button", { name: "Close" }).first().click();
  await page.waitForURL(/\/en\/users\/\d+$/);
  const userId = Number(page.url().split("/").at(-1));
  const made = await callApi<any>(page, `/api/users/${userId}`);
  expect(made.body).toMatchObject({ email, role_id: 11, manager: { value: expect.any(String) }, hire_date: expect.stringMatching(/^\d{4}-\d{2}-15$/) });

  // Never set a password: the page offers the invitation again, not a reset.
  await expect(page.getByRole("button", { name: "Reset password" })).toHaveCount(0);
  await page.getByRole("button", { name: "Send the invitation again" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Send the invitation again?" });
  await confirm.getByRole("button", { name: "Send the invitation again" }).click();
  const again = await page.getByRole("dialog", { name: "Password link" }).getByRole("textbox", { name: "Password link" }).inputValue();
  expect(again).not.toBe(first);
  await page.getByRole("dialog", { name: "Password link" }).getByRole("button", { name: "Close" }).first().click();

  // Both invitations are in the e-mail history, as not delivered (no mail server).
  await page.goto("/en/settings/emailHistory");
  const grid = page.getByRole("grid", { name: "E-mail history" });
  await expect(grid).toHaveAttribute("aria-busy", "false");
  await page.getByLabel("Recipient e-mail").fill(email);
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(grid.getByRole("row")).toHaveCount(3);

  // The person signs in through the link: set a password, and they are at their home.
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.goto(new URL(again).pathname.replace(/^\/confirmPassword/, "/en/confirmPassword"));
  await page.getByLabel("New password", { exact: true }).fill("Invited-2031x");
  await page.getByLabel("Repeat the new password", { exact: true }).fill("Invited-2031x");
  await page.getByRole("button", { name: "Set password" }).click();
  await page.waitForURL("**/en/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Ivy${id}`);
});

const Texts = {
  "": { open: "Новый пользователь", invite: "Создать и пригласить", help: "Сотрудник получит приглашение сейчас", date: "Дата приёма" },
  fr: { open: "Nouvel utilisateur", invite: "Créer et inviter", help: "La personne reçoit l’invitation maintenant", date: "Date d'embauche" },
} as const;
for (const locale of ["", "fr"] as const) {
  test(`the new-user dialog explains the status (${locale || "ru"})`, async ({ page }) => {
    const text = Texts[locale];
    await login(page, "admin@demo.local", undefined, locale, `${locale ? `/${locale}` : ""}/users`);
    await appReady(page);
    await page.getByRole("button", { name: text.open }).click();
    const dialog = page.getByRole("dialog", { name: text.open });
    await expect(dialog.getByText(text.help)).toBeVisible();
    await expect(dialog.getByRole("button", { name: text.invite })).toBeVisible();
    await expect(dialog.getByRole("group", { name: text.date })).toBeVisible();
    await checkA11y(page, `create and invite dialog (${locale || "ru"})`);
  });
}
