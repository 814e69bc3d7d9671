// A page the role may not open (issue 40 item 17): the person lands on their home, which says which page and why,
// once: the next move leaves the notice behind. In the three languages.
import { checkA11y, expect, login, test } from "./fixtures";

const Texts = {
  "": { notice: "Раздел «Галерея интерфейса» недоступен для вашей роли", dismiss: "Понятно", menu: "Главное меню", calendar: "Календарь" },
  en: { notice: "Your role cannot open “Interface gallery”", dismiss: "Got it", menu: "Main menu", calendar: "Calendar" },
  fr: { notice: "Votre rôle ne permet pas d’ouvrir « Galerie de l'interface »", dismiss: "Compris", menu: "Menu principal", calendar: "Calendrier" },
} as const;

for (const locale of ["", "en", "fr"] as const) {
  test(`says why a refused page led home, once (${locale || "ru"})`, async ({ page }) => {
    const text = Texts[locale];
    const prefix = locale ? `/${locale}` : "";
    await login(page, "employee@demo.local", undefined, locale);
    await page.goto(`${prefix}/settings/ui-gallery`);
    await page.waitForURL(`**${prefix}/dashboard`);
    const notice = page.getByRole("status").filter({ hasText: text.notice });
    await expect(notice).toBeVisible();
    await checkA11y(page, `refused page notice (${locale || "ru"})`);
    // Once: the next page has no notice.
    await page.getByRole("navigation", { name: text.menu }).getByRole("link", { name: text.calendar }).click();
    await page.waitForURL(`**${prefix}/calendar`);
    await expect(page.getByTestId("refused-notice")).toHaveCount(0);

    // Dismissed by its button, the notice goes at once.
    await page.goto(`${prefix}/settings/ui-gallery`);
    await page.waitForURL(`**${prefix}/dashboard`);
    await page.getByRole("button", { name: text.dismiss }).click();
    await expect(page.getByTestId("refused-notice")).toHaveCount(0);
  });
}
