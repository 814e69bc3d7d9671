// Assigning a track through a dynamic group (issue 15): on the track's groups tab the administrator assigns a
// published track to a dynamic group; its members who match get it, a member without the track's checkpoint date
// waits and the page says why; a person who starts matching gets it; the group page's tracks tab and the person's
// workflows tab list it. axe runs on each page.
import type { Page } from "@playwright/test";
import { apiOf } from "./apiHelpers";
import { appReady, checkA11y, expect, login, test } from "./fixtures";

const signIn = async (page: Page) => {
  await login(page, "admin@demo.local", undefined, "en");
  await appReady(page);
};

test("a track assigned through a dynamic group: who gets it, who waits and why", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const api = apiOf(page);
  const tag = `${Date.now() % 100000}`;
  const city = `Assignville ${tag}`;
  const dated = await api<{ id: number }>("POST", "/api/users", { email: `dated-${tag}@demo.local`, first_name: "Dana", last_name: `Dated ${tag}`, city, hire_date: "2026-11-02" });
  await api<{ id: number }>("POST", "/api/users", { email: `wait-${tag}@demo.local`, first_name: "Walt", last_name: `Waiting ${tag}`, city });
  const later = await api<{ id: number }>("POST", "/api/users", { email: `later-${tag}@demo.local`, first_name: "Lara", last_name: `Later ${tag}`, hire_date: "2026-11-09" });
  const group = await api<{ id: number }>("POST", "/api/userGroups", {
    name: `Assignville group ${tag}`, type: "dynamic", conditions: [{ field: "city", operator: "eq", values: [city] }],
  });
  const track = await api<{ id: number }>("POST", "/api/workflows", {
    folder_id: null, display_name: `Assigned track ${tag}`, workflow_type_id: 1, duration_type: "RELATION", workflow_checkpoint_id: 4,
  });
  await api("POST", "/api/manageWorkflowElement", {
    element: { workflow_id: track.id, title: "Meet the team", workflow_element_type_id: 2, start_date_rel: 0, end_date_rel: 2, content: { text: "Hello" } },
  });
  await api("POST", "/api/publishWorkflow", { library_file_id: track.id });

  await page.goto(`/en/workflow/${track.id}/groups`);
  await expect(page.getByRole("heading", { level: 1, name: `Assigned track ${tag}` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("tab", { name: "Groups", selected: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "The track is assigned to no group" })).toBeVisible();
  await checkA11y(page, "track groups tab, nothing assigned");

  // assign the dynamic group with the keyboard-reachable picker
  await page.getByRole("region", { name: "Groups" }).getByRole("button", { name: /Group$/ }).click();
  await page.getByRole("option", { name: `Assignville group ${tag}` }).click();
  await page.getByRole("button", { name: "Assign to the group" }).click();
  const groups = page.getByTestId("track-groups");
  await expect(groups.getByText(`Assignville group ${tag}`, { exact: true })).toBeVisible();
  await expect(groups.getByText("Dynamic · 2 members")).toBeVisible();
  const people = page.getByTestId("track-people");
  await expect(people.getByText(`Dana Dated ${tag}`, { exact: true })).toBeVisible();
  await expect(people.locator("li", { hasText: `Walt Waiting ${tag}` }).getByText("Waiting: no “Hire date” in the profile")).toBeVisible();
  await expect(page.getByTestId("waiting-count")).toHaveText("1 person is waiting for a date in their profile");
  await checkA11y(page, "track groups tab, assigned");

  // Lara moves to the city: the group takes her, and the track with it
  await api("PUT", `/api/users/${later.id}`, { city });
  await page.reload();
  await expect(page.getByTestId("track-people").getByText(`Lara Later ${tag}`, { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByText("Only those waiting", { exact: true }).click();
  await expect(page.getByRole("switch", { name: "Only those waiting" })).toBeChecked();
  await expect(page.getByTestId("track-people").locator("li")).toHaveCount(1);

  // the group's tracks tab and Dana's workflows tab list it
  await page.goto(`/en/users/groups/${group.id}`);
  await page.getByRole("tab", { name: "Tracks" }).click();
  await expect(page.getByRole("grid").getByText(`Assigned track ${tag}`)).toBeVisible({ timeout: 20_000 });
  await checkA11y(page, "group tracks tab");
  await page.goto(`/en/users/${dated.id}`);
  await page.getByRole("tab", { name: "Tracks" }).click();
  await expect(page.getByRole("grid").getByText(`Assigned track ${tag}`)).toBeVisible({ timeout: 20_000 });
  await checkA11y(page, "user workflows tab");
});
