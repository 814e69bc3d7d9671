// Issue 14, smaller points: a person's name follows one rule per language (family name first in Russian, given
// name first in English and French), in the page's language (content-language), on every read that writes a name;
// and a person's role reads the same in the users list as on their page and the dashboard (the custom role when
// they hold one, else the system role).
import { describe, expect, it } from "vitest";
import { personName } from "../../services/contract/personName.js";
import { type SignedIn, withSignedIn } from "./signedInFixture.js";

let env: SignedIn<"admin">;
withSignedIn(["admin"], (e) => {
  env = e;
});

const as = (lang: string) => ({ token: env.admin, headers: { "content-language": lang } });
const usersPage = (lang: string) =>
  env.s.request("/api/virginSearch", { ...as(lang), body: { route: "users", use_zip: false, params: { limit: 20 } } });

describe("one name rule per language", () => {
  it("writes the family name first in Russian only, with no gap for a missing middle name", () => {
    const anna = { first_name: "Анна", last_name: "Смирнова", middle_name: "" };
    expect(personName(anna, "ru")).toBe("Смирнова Анна");
    expect(personName(anna, "en")).toBe("Анна Смирнова");
    expect(personName(anna, "fr")).toBe("Анна Смирнова");
    expect(personName({ ...anna, middle_name: "Петровна" }, "ru")).toBe("Смирнова Анна Петровна");
    expect(personName({ ...anna, middle_name: "Petrovna" }, "en")).toBe("Анна Petrovna Смирнова");
    expect(personName({ first_name: "", last_name: "", email: "x@y.z" }, "fr")).toBe("x@y.z");
  });

  it("the users list, a user's page, the person search and the pickers' short list follow the page's language", async () => {
    for (const [lang, anna, dmitry] of [["ru", "Смирнова Анна", "Петров Игорь"], ["en", "Анна Смирнова", "Игорь Петров"], ["fr", "Анна Смирнова", "Игорь Петров"]]) {
      const rows = (await usersPage(lang)).body.rows as any[];
      expect(rows.find((r) => r.email === "admin@demo.local").full_name, lang).toBe(anna);
      // The manager column names a person too.
      expect(rows.find((r) => r.email === "employee@demo.local").manager.value, lang).toBe(dmitry);
      const adminId = rows.find((r) => r.email === "admin@demo.local").id;
      expect((await env.s.request(`/api/users/${adminId}`, as(lang))).body.full_name, lang).toBe(anna);
      const hits = await env.s.request("/api/extendedUserFilter", { ...as(lang), body: { value: "Смирнова" } });
      expect(hits.body.rows.map((r: any) => r.full_name), lang).toContain(anna);
      const short = await env.s.request("/api/clientEntitiesShortInfo?entity_id=3", as(lang));
      expect(short.body.items.map((i: any) => i.name), lang).toContain(anna);
    }
  });

  it("sorts by family name in every language", async () => {
    const names = async (lang: string) => {
      const r = await env.s.request("/api/virginSearch", { ...as(lang), body: { route: "users", use_zip: false, sort: { field: "full_name" }, params: { limit: 12 } } });
      return (r.body.rows as any[]).map((x) => x.id);
    };
    expect(await names("en")).toEqual(await names("ru"));
  });
});

describe("one role name", () => {
  it("the users list names the demo administrator's custom role, as the dashboard and the user page do", async () => {
    for (const [lang, admin, hr] of [["en", "Administrator", "HR business partner"], ["ru", "Администратор", "HR бизнес-партнёр"]]) {
      const rows = (await usersPage(lang)).body.rows as any[];
      const row = rows.find((r) => r.email === "admin@demo.local");
      expect(row.role.value, lang).toBe(admin);
      expect(rows.find((r) => r.email === "hr@demo.local").role.value, lang).toBe(hr);
      const page = (await env.s.request(`/api/users/${row.id}`, as(lang))).body;
      expect(page.custom_role?.value ?? page.role_name, lang).toBe(admin);
      const session = (await env.s.request("/api/getSessionData", as(lang))).body;
      expect(session.custom_role?.name ?? session.role.name, lang).toBe(admin);
    }
  });
});
