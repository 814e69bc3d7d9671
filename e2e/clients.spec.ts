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
  await login(page, "admin@demo.local", undefined, "en");
  await appReady(page);
  await page.goto("/en/clients");
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
  await checkA11y(page, "refused: first allowed page");
});
