import type { Sql } from "../../db/types.js";
import { nextId } from "../../events/command.js";
import { appendIn } from "../../events/store.js";
import { FaqFacts as F, FaqStreams as S } from "./facts.js";

/** The demo client's FAQ (its language is Russian): categories of questions a newcomer asks, answers in Markdown. */
export const DEMO_FAQ: readonly { readonly name: string; readonly questions: readonly (readonly [string, string])[] }[] = [
  {
    name: "Первые дни",
    questions: [
      ["Где найти план адаптации?", "Откройте **План развития** в меню «Рост». Там цели на испытательный срок и сроки их выполнения."],
      ["Кто мой наставник?", "Имя наставника указано в профиле, на вкладке *Личная информация*. Напишите ему в первый же день."],
      ["Как оформить пропуск?", "Пропуск выдаёт служба безопасности на первом этаже:\n\n1. возьмите паспорт;\n2. назовите табельный номер;\n3. сфотографируйтесь."],
    ],
  },
  {
    name: "Обучение",
    questions: [
      ["Где лежат учебные материалы?", "В **Библиотеке**: папки «Общие документы» и «Регламенты»."],
      ["Обязательны ли все курсы?", "Обязательные курсы отмечены в плане. Остальные — по желанию и по согласованию с руководителем."],
    ],
  },
  {
    name: "IT и доступы",
    questions: [
      ["Как сменить пароль?", "Меню учётной записи в правом верхнем углу → «Сменить пароль». Пароль должен содержать буквы и цифры."],
      ["Куда обращаться, если не работает почта?", "Напишите в службу поддержки: [help@demo.local](mailto:help@demo.local)."],
    ],
  },
];

/** Seeds the demo FAQ through its facts, as the commands would have written them. */
export const seedFaq = async (tx: Sql, clientId: number, adminId: number) => {
  const meta = { actor: adminId };
  const faqId = await nextId(tx, "faq_ids");
  await appendIn(tx, clientId, { type: S.faq, id: faqId }, 0, [{ type: F.created, data: { id: faqId } }], meta);
  for (const category of DEMO_FAQ) {
    const categoryId = await nextId(tx, "faq_category_ids");
    await appendIn(tx, clientId, { type: S.category, id: categoryId }, 0,
      [{ type: F.categoryCreated, data: { id: categoryId, faq_id: faqId, category_name: category.name } }], meta);
    for (const [title, data] of category.questions) {
      const id = await nextId(tx, "faq_item_ids");
      await appendIn(tx, clientId, { type: S.item, id }, 0,
        [{ type: F.itemCreated, data: { id, faq_id: faqId, faq_item_category_id: categoryId, title, data } }], meta);
    }
  }
};
