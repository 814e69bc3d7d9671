// Platform administration of client organisations: the platform administrator lists the clients, opens one,
// edits its basic information, reads one of its catalogues (that client's items only) and adds an item to it;
// a client's own administrator is refused these pages. Axe runs on every page.
import type { Browser, Page } from "@playwright/test";
import { appReady, checkA11y, expect, login, test } from "./fixtures";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Signs in as `email` in a fresh context and creates a tag of that user's client through the API. */
const tagOf = async (browser: Browser, email: string, value: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, email, undefined, "en");
  const token = await page.evaluate(() => localStorage.getItem("authToken"));
  const res = await page.request.post("/api/tags", { data: { value }, headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  await context.close();
};

const openClients = async (page: Page) => {
  await login(page, "admin@demo.local", undefined, "en", "/en/clients");
  await expect(page.getByRole("heading", { level: 1, name: "Client organisations" })).toBeVisible();
};

test("the platform administrator lists clients, edits one and reads its catalogue scoped to it", async ({ page, browser }) => {
  const nwTag = `NW ${unique()}`;
  const demoTag = `Demo ${unique()}`;
  await tagOf(browser, "admin@northwind.local", nwTag);
  await tagOf(browser, "admin@demo.local", demoTag);

  await openClients(page);
  const grid = page.getByRole("grid", { name: "Client organisations" });
  await expect(grid).toHaveAttribute("aria-busy", "false");
  await expect(grid.getByRole("link", { name: "Northwind" })).toBeVisible();
  await expect(grid.getByRole("link", { name: "Demo" })).toBeVisible();
  await expect(grid.getByRole("gridcell", { name: "northwind.localhost" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Clients" }).first()).toBeVisible();
  await checkA11y(page, "clients list");

  // Search narrows the list on the server.
  await page.getByRole("searchbox", { name: "Search clients" }).fill("northwind.local");
  await expect(grid.getByRole("link", { name: "Demo" })).toHaveCount(0);
  await expect(grid.getByRole("link", { name: "Northwind" })).toBeVisible();

  await grid.getByRole("link", { name: "Northwind" }).click();
  await expect(page).toHaveURL(/\/en\/clients\/\d+\/basicInformation$/);
  await expect(page.getByRole("heading", { level: 1, name: "Northwind" })).toBeVisible();
  const name = page.getByLabel("Name", { exact: true });
  await expect(name).toHaveValue("Northwind");
  await checkA11y(page, "basic information");

  // Save is off until something changes; an empty name is refused in the browser.
  const save = page.getByRole("button", { name: "Save", exact: true });
  await expect(save).toBeDisabled();
  await name.fill("");
  await expect(page.getByText("This field is required")).toBeVisible();
  await expect(save).toBeDisabled();
  await name.fill("Northwind");
  const description = `Edited by the platform ${unique()}`;
  await page.getByLabel("Short description").fill(description);
  await save.click();
  await expect(page.getByText("Changes saved").first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Short description")).toHaveValue(description);

  // A catalogue tab reads that client's items only.
  const sections = page.getByRole("navigation", { name: "Client sections" });
  await sections.getByRole("link", { name: "Tags" }).click();
  await expect(page).toHaveURL(/\/en\/clients\/\d+\/tags$/);
  const tags = page.getByRole("grid", { name: "Tags" });
  await expect(tags).toHaveAttribute("aria-busy", "false");
  await expect(tags.getByRole("gridcell", { name: nwTag, exact: true })).toBeVisible();
  await expect(tags.getByRole("gridcell", { name: demoTag, exact: true })).toHaveCount(0);
  await checkA11y(page, "client tags");

  // Adding an item here adds it to that client (client_id), not to the administrator's own client.
  const added = `Platform ${unique()}`;
  await page.getByRole("button", { name: "Add", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "New item: Tags" });
  await dialog.getByLabel("Name", { exact: true }).fill(added);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tags.getByRole("gridcell", { name: added, exact: true })).toBeVisible();
  const clientUrl = page.url();
  await page.goto("/en/settings/tags");
  // Searched, not scrolled to: other specs may have filled Demo's tags beyond the first page.
  const ownTags = page.getByRole("grid", { name: "Tags" });
  await page.getByRole("searchbox", { name: "Search" }).fill(demoTag);
  await expect(ownTags.getByRole("gridcell", { name: demoTag, exact: true })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(added);
  await expect(ownTags.getByRole("gridcell", { name: demoTag, exact: true })).toHaveCount(0);
  await expect(ownTags.getByRole("gridcell", { name: added, exact: true })).toHaveCount(0);
  await page.goto(clientUrl);
  await expect(page.getByRole("grid", { name: "Tags" }).getByRole("gridcell", { name: added, exact: true })).toBeVisible();

  await sections.getByRole("link", { name: "Branding" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Branding" })).toBeVisible();
  await expect(page.getByLabel("Platform title").first()).toHaveValue("Northwind Academy");
  await checkA11y(page, "client branding");

  await sections.getByRole("link", { name: "Password policy" }).click();
  await expect(page.getByLabel("Minimum length")).toBeVisible();
  await checkA11y(page, "client password policy");

  // An unknown tab, and a client that does not exist, are the not-found page.
  await page.goto(page.url().replace(/password-policy-settings$/, "nothing"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
  await page.goto("/en/clients/99999/basicInformation");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
});

test("a client administrator is refused the clients pages", async ({ page }) => {
  await login(page, "admin@northwind.local", undefined, "en");
  await appReady(page);
  await expect(page.getByRole("navigation").getByRole("link", { name: "Clients", exact: true })).toHaveCount(0);
  let listed = 0;
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/clients") listed++;
  });
  await page.goto("/en/clients");
  await expect(page).not.toHaveURL(/\/clients/);
  await expect(page.getByRole("heading", { level: 1, name: "Client organisations" })).toHaveCount(0);
  await page.goto("/en/clients/1/basicInformation");
  await expect(page).not.toHaveURL(/\/clients/);
  expect(listed).toBe(0);
  // the page it lands on, rendered (axe once read it before its main landmark was there)
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await checkA11y(page, "refused: first allowed page");
});

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

test("the platform administrator creates a client, reads its users, publishes its privacy policy and switches it off", async ({ page, browser }) => {
  const id = unique();
  const host = `acme-${id}.localhost`;
  await openClients(page);
  await page.getByRole("button", { name: "New client" }).click();
  const dialog = page.getByRole("dialog", { name: "New client" });
  // Nothing is sent while required fields are empty.
  await dialog.getByRole("button", { name: "Create client" }).click();
  await expect(dialog.getByText("This field is required").first()).toBeVisible();
  await checkA11y(page, "new client dialog");
  await dialog.getByLabel("Name", { exact: true }).fill(`Acme ${id}`);
  await dialog.getByLabel("Primary e-mail").fill(`hello@acme-${id}.test`);
  await dialog.getByLabel("Hosts").fill(host);
  await dialog.getByLabel("Active user limit").fill("25");
  await dialog.getByLabel("First name").fill("Ada");
  await dialog.getByLabel("Last name").fill("Lovelace");
  await dialog.getByLabel("Administrator's e-mail").fill(`ada@acme-${id}.test`);
  await dialog.getByRole("button", { name: "Create client" }).click();
  const done = page.getByRole("dialog", { name: "Client created" });
  await expect(done.getByLabel("Invitation link")).toHaveValue(/\/confirmPassword\/.+/);
  await checkA11y(page, "client created");
  await done.getByRole("button", { name: "Open client" }).click();
  await expect(page).toHaveURL(/\/en\/clients\/\d+\/basicInformation$/);
  await expect(page.getByRole("heading", { level: 1, name: `Acme ${id}` })).toBeVisible();

  // Its users, read-only: the new administrator is there, and nobody of the platform administrator's client.
  const sections = page.getByRole("navigation", { name: "Client sections" });
  await sections.getByRole("link", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/en\/clients\/\d+\/users$/);
  const users = page.getByRole("grid", { name: "Users" });
  await expect(users).toHaveAttribute("aria-busy", "false");
  await expect(users.getByRole("gridcell", { name: `ada@acme-${id}.test` })).toBeVisible();
  await expect(users.getByRole("gridcell", { name: "admin@demo.local" })).toHaveCount(0);
  await checkA11y(page, "client users");
  await sections.getByRole("link", { name: "Roles" }).click();
  await expect(page.getByRole("grid", { name: "Roles" }).getByRole("gridcell", { name: "Administrator" })).toBeVisible();
  await checkA11y(page, "client roles");
  await sections.getByRole("link", { name: "Groups" }).click();
  await expect(page.getByText("The client has no groups yet")).toBeVisible();
  await checkA11y(page, "client groups");
  // Its e-mail: the administrator's invitation, not sent (the new client has no mail server), and nothing of ours.
  await sections.getByRole("link", { name: "E-mail history" }).click();
  await expect(page).toHaveURL(/\/en\/clients\/\d+\/emailHistory$/);
  await expect(page.getByRole("heading", { level: 2, name: "E-mail history" })).toBeVisible();
  const mails = page.getByRole("grid", { name: "E-mail history" });
  await expect(mails).toHaveAttribute("aria-busy", "false");
  await expect(mails.getByRole("row")).toHaveCount(2);
  await expect(mails.getByText(`ada@acme-${id}.test`)).toBeVisible();
  await expect(mails.getByText("Invitation", { exact: true })).toBeVisible();
  await checkA11y(page, "client e-mail history");

  // Its smart forms: a form of this client opens the form editor for this client (client_id on every call).
  const clientId = Number(page.url().match(/\/clients\/(\d+)\//)?.[1]);
  const token = await page.evaluate(() => localStorage.getItem("authToken"));
  const formName = `Acme profile ${id}`;
  const made = await page.request.post(`/api/manageForms?client_id=${clientId}`, {
    data: { name: formName, manage_form_entity_id: 3, is_active: false }, headers: { authorization: `Bearer ${token}` },
  });
  expect(made.status()).toBe(200);
  await sections.getByRole("link", { name: "Smart forms" }).click();
  const forms = page.getByRole("grid", { name: "Smart forms" });
  await forms.getByRole("gridcell", { name: formName }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/en/clients/${clientId}/manageForms/\\d+$`));
  await expect(page.getByRole("heading", { level: 1, name: formName })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add field" })).toBeVisible();
  await checkA11y(page, "another client's form editor");
  await page.getByRole("link", { name: "← All forms" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/clients/${clientId}/manageForms$`));

  // The privacy policy: none, then a PDF uploaded here is what the public page of the client's host shows.
  await sections.getByRole("link", { name: "Privacy policy" }).click();
  await expect(page.getByText("No privacy policy published")).toBeVisible();
  await checkA11y(page, "client privacy policy (none)");
  await page.getByTestId("privacy-policy-file").setInputFiles({ name: "acme-policy.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByText("acme-policy.pdf")).toBeVisible();
  await checkA11y(page, "client privacy policy");

  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  const port = new URL(page.url()).port;
  await visitor.goto(`http://${host}:${port}/en`);
  await visitor.getByRole("link", { name: "Privacy policy" }).click();
  await expect(visitor).toHaveURL(/\/en\/privacyPolicy$/);
  await expect(visitor.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Download acme-policy.pdf" })).toBeVisible();
  // The file, as the browser on that host fetches it (Node cannot resolve *.localhost; Chromium can).
  const file = await visitor.evaluate(async () => {
    const res = await fetch("/api/privacyPolicy/file");
    return { type: res.headers.get("content-type"), text: await res.text() };
  });
  expect(file.type).toContain("application/pdf");
  expect(file.text).toBe(PDF.toString("latin1"));
  await checkA11y(visitor, "public privacy policy");
  // The default host's client has published none: a calm empty state, and no link on its login page.
  await visitor.goto("/en/privacyPolicy");
  await expect(visitor.getByText("No privacy policy has been published yet")).toBeVisible();
  await checkA11y(visitor, "public privacy policy (none)");
  await guest.close();

  // Switching the client off asks first; the list then shows it switched off.
  await page.getByRole("button", { name: "Switch client off" }).click();
  const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await checkA11y(page, "switch off dialog");
  await confirm.getByRole("button", { name: "Switch client off" }).click();
  await expect(page.getByText("Switched off").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Switch client on" })).toBeVisible();
  await page.goto("/en/clients");
  await page.getByRole("searchbox", { name: "Search clients" }).fill(host);
  const grid = page.getByRole("grid", { name: "Client organisations" });
  await expect(grid.getByRole("link", { name: `Acme ${id}` })).toBeVisible();
  await expect(grid.getByText("Switched off")).toBeVisible();
});

test("a client administrator keeps an external learning catalogue and a privacy policy of their own", async ({ page }) => {
  await login(page, "admin@northwind.local", undefined, "en", "/en/settings/externalLearning");
  await expect(page.getByRole("heading", { level: 1, name: "External learning" })).toBeVisible();
  await checkA11y(page, "external learning");
  const name = `Negotiation ${unique()}`;
  await page.getByRole("button", { name: "Add", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "New item: External learning" });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Provider").fill("Coursera");
  await dialog.getByLabel("Link (http or https)").fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Create" }).click();
  // The server refuses anything but an http(s) link: the dialog stays open.
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Link (http or https)").fill("https://www.coursera.org/learn/negotiation");
  await dialog.getByLabel("Duration, hours").fill("6");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toHaveCount(0);
  const grid = page.getByRole("grid", { name: "External learning" });
  await expect(grid.getByRole("gridcell", { name, exact: true })).toBeVisible();
  await expect(grid.getByRole("gridcell", { name: "Coursera" }).first()).toBeVisible();

  await page.goto("/en/settings/policy-privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Upload PDF|Replace PDF/ })).toBeVisible();
  await checkA11y(page, "own privacy policy");
});
