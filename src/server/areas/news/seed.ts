import type { Sql } from "../../db/types.js";
import { createItem, createName, publishItem, setAccess } from "./commands.js";

const DAY = 86_400_000;

/**
 * The demo client's news, made through the area's own commands as an editor would (every row a projection of
 * events): two categories, three tags, four items written and then published (one only for the employee and their
 * manager), one scheduled for next week and one draft, neither of which readers see yet.
 */
export const seedNews = async (tx: Sql, clientId: number, ids: Readonly<Record<string, number>>, at: string) => {
  const admin = { userId: ids.admin!, clientId, roleId: 5 };
  const now = new Date(at).getTime();
  const day = (n: number) => new Date(now + n * DAY).toISOString();
  const company = await createName(tx, admin, "category", "Новости компании");
  const learning = await createName(tx, admin, "category", "Обучение");
  const hr = await createName(tx, admin, "tag", "HR");
  const onboarding = await createName(tx, admin, "tag", "Онбординг");
  const it = await createName(tx, admin, "tag", "ИТ");
  const draft = (title: string, body: string, category: number | null, tags: number[]) =>
    createItem(tx, admin, { title, cover_url: null, body, category_id: category, tag_ids: tags });
  const item = async (title: string, body: string, category: number | null, tags: number[], publishAt: string) => {
    const id = await draft(title, body, category, tags);
    await publishItem(tx, admin, id, { at: publishAt });
    return id;
  };
  await item(
    "Добро пожаловать на платформу Stride",
    "Здесь собраны **треки адаптации**, курсы, библиотека и планы развития.\n\n" +
      "С чего начать:\n\n1. Откройте свой план развития.\n2. Загляните в [библиотеку](/library).\n3. Заполните профиль.\n\n" +
      "Вопросы — в HR-службу: [hr@demo.local](mailto:hr@demo.local).",
    company.id, [onboarding.id, hr.id], day(-14),
  );
  await item(
    "Весенний набор на курс «Управление проектами»",
    "## Что внутри\n\n- шесть модулей по две недели;\n- практика на реальном проекте;\n- сертификат по итогам.\n\n" +
      "Запись открыта до конца месяца. _Места ограничены._",
    learning.id, [hr.id], day(-7),
  );
  await item(
    "Плановые работы в выходные",
    "В субботу с 10:00 до 14:00 почта и VPN будут **недоступны**. Сохраните работу заранее.",
    company.id, [it.id], day(-2),
  );
  const personal = await item(
    "Встреча наставников и новичков",
    "Приглашаем на встречу в пятницу в 16:00: знакомство, вопросы и планы на испытательный срок.",
    learning.id, [onboarding.id], day(-1),
  );
  await setAccess(tx, admin, personal, { group_ids: [], user_ids: [ids.employee!, ids.manager!, ids.mentor!] });
  await item(
    "Итоги квартала",
    "Публикация запланирована: читатели увидят её в день выхода.",
    company.id, [], day(7),
  );
  await draft("План мероприятий на следующий год", "Черновик: даты уточняются.", company.id, []);
};
