// News in the browser: the administrator keeps categories and tags (no two with one name), writes an item with the
// rich-text editor from its toolbar, limits it to one person, and that person reads it at /news only once it is
// published (a new item is a draft: issue 40). The list filters drafts, scheduled and published items. Axe runs on
// the management pages and the reader's pages.
import { callApi } from "./apiHelpers";
import { appReady, checkA11y, expect as baseExpect, login, test } from "./fixtures";

// Pages load slowly on a shared, loaded machine: wait longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

test("the administrator writes a news item for one person, who reads it", async ({ page, browser }) => {
  test.setTimeout(240_000);
  // its own title, so that a run against a server an earlier run wrote to reads only this item
  const title = `Town hall on Friday ${Date.now() % 100_000}`;
  await login(page, "admin@demo.local", undefined, "en", "/en/management/news/categories");
  await expect(page.getByRole("heading", { level: 1, name: "News management" })).toBeVisible();
  await expect(page.getByText("Новости компании")).toBeVisible();
  await checkA11y(page, "news categories");
  const field = page.getByRole("textbox", { name: "New category" });
  await field.fill("Town life");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("list", { name: "Categories" }).getByText("Town life")).toBeVisible();
  await field.fill("town LIFE");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("This name is already taken")).toBeVisible();

  await page.getByRole("tab", { name: "Tags" }).click();
  await expect(page).toHaveURL(/\/en\/management\/news\/tags$/);
  await expect(page.getByText("Онбординг")).toBeVisible();
  await checkA11y(page, "news tags");

  await page.getByRole("tab", { name: "News" }).click();
  await expect(page.getByRole("link", { name: "Добро пожаловать на платформу Stride" })).toBeVisible();
  // drafts, scheduled and published items, each with its status (the filter's hidden select names them too)
  const list = page.getByRole("list", { name: "News" });
  for (const status of ["Draft", "Scheduled", "Published"]) await expect(list.getByText(status, { exact: true }).first()).toBeVisible();
  await checkA11y(page, "news list (management)");
  // the status filter: the seed's draft alone under Draft
  await page.getByRole("button", { name: /Status/ }).click();
  await page.getByRole("option", { name: "Draft" }).click();
  await expect(list.getByRole("link", { name: "План мероприятий на следующий год" })).toBeVisible();
  await expect(list.getByRole("link", { name: "Добро пожаловать на платформу Stride" })).toHaveCount(0);
  await checkA11y(page, "news list of drafts");
  await page.getByRole("button", { name: /Status/ }).click();
  await page.getByRole("option", { name: "All" }).click();
  await page.getByRole("button", { name: "Create a news item" }).click();
  await page.getByRole("dialog").getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("dialog").getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/en\/management\/news\/\d+\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // a title alone is a draft, and an empty one cannot be published: the button says why
  const publication = page.getByRole("region", { name: /Publication/ });
  await expect(publication).toContainText("Draft: readers do not see it until it is published.");
  await expect(publication.getByRole("button", { name: "Publish now" })).toBeDisabled();
  await expect(publication).toContainText("a news item without one cannot be published");

  // The editor loads on demand; its toolbar and text area are named and work from the keyboard.
  const editor = page.getByRole("textbox", { name: "News text" });
  await expect(editor).toBeVisible();
  await checkA11y(page, "news item settings");
  await editor.click();
  await page.keyboard.type("Everyone is welcome. ");
  await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type("Bring questions");
  await expect(editor.locator("strong")).toHaveText("Bring questions");
  await page.getByRole("textbox", { name: "Cover (image address)" }).fill("http://insecure.example/cover.png");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("An image link must begin with https")).toBeVisible();
  await page.getByRole("textbox", { name: "Cover (image address)" }).fill("");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Data updated successfully")).toBeVisible();
  // what was saved is the text as written (the reader below reads it from the server)
  const itemId = /\/news\/(\d+)\/settings/.exec(page.url())?.[1];
  await expect.poll(async () => (await callApi<{ body: string }>(page, `/api/newsAdmin/${itemId}`)).body.body).toContain("**Bring questions**");

  await page.getByRole("tab", { name: "Access" }).click();
  await expect(page).toHaveURL(/\/access$/);
  await expect(page.getByTestId("access-summary")).toContainText("Everyone in the organisation reads it");
  await checkA11y(page, "news item access");
  await page.getByRole("combobox", { name: "Add a person" }).fill("employee@demo");
  await page.getByRole("option", { name: /employee@demo\.local/ }).click();
  await expect(page.getByRole("list", { name: "Individuals" }).getByRole("listitem")).toHaveCount(1);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("access-summary")).toContainText("1 person reads it");

  // The person it is for does not see the draft; once it is published, they read it in the news.
  // A context of its own (axe needs a page made through browser.newContext()).
  const context = await browser.newContext();
  const reader = await context.newPage();
  await login(reader, "employee@demo.local", undefined, "en");
  await appReady(reader);
  await reader.goto("/en/news");
  await expect(reader.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await expect(reader.getByRole("link", { name: "Добро пожаловать на платформу Stride" })).toBeVisible();
  await expect(reader.getByRole("link", { name: title })).toHaveCount(0);
  await reader.goto(`/en/news/${itemId}`);
  await expect(reader.getByRole("heading", { level: 1, name: "News item not found" })).toBeVisible();

  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(publication.getByRole("button", { name: "Publish now" })).toBeEnabled();
  await checkA11y(page, "news item ready to publish");
  await publication.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("News item published")).toBeVisible();
  await expect(publication).toContainText("readers see it");
  await expect(publication.getByRole("button", { name: "Unpublish" })).toBeEnabled();

  await reader.goto("/en/news");
  await expect(reader.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await checkA11y(reader, "news list");
  await reader.getByRole("link", { name: title }).click();
  await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(reader.locator("article strong")).toHaveText("Bring questions");
  await checkA11y(reader, "news item");
  await context.close();
});

test("a news item that is not there says so", async ({ page }) => {
  await login(page, "employee@demo.local", undefined, "en", "/en/news/999999");
  await expect(page.getByRole("heading", { level: 1, name: "News item not found" })).toBeVisible();
  await checkA11y(page, "news item not found");
});
