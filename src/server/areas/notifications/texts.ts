// What a notification says, in the recipient's language (their profile's, else the client's): the title names what
// happened, the body the plan or the track. Stored with the notification, sealed under the
// recipient's key, so the panel and the digest show the words of the moment it was written.
export type Language = "ru" | "en" | "fr";

const TITLES: Record<number, Record<Language, string>> = {
  6: { ru: "План развития ждёт вашего согласования", en: "A development plan awaits your approval", fr: "Un plan de développement attend votre validation" },
  13: { ru: "План развития возвращён на доработку", en: "A development plan was returned for rework", fr: "Un plan de développement a été renvoyé pour révision" },
  10: { ru: "Новый комментарий к плану развития", en: "A new comment on a development plan", fr: "Un nouveau commentaire sur un plan de développement" },
  8: { ru: "План развития ждёт оценки и закрытия", en: "A development plan awaits grading and closing", fr: "Un plan de développement attend son évaluation et sa clôture" },
  14: { ru: "Ваш план развития возвращён на доработку", en: "Your development plan was returned for rework", fr: "Votre plan de développement a été renvoyé pour révision" },
  7: { ru: "Ваш план развития согласован", en: "Your development plan was approved", fr: "Votre plan de développement a été validé" },
  11: { ru: "Новый комментарий к вашему плану развития", en: "A new comment on your development plan", fr: "Un nouveau commentaire sur votre plan de développement" },
  29: { ru: "Вам назначен курс", en: "A course was assigned to you", fr: "Un cours vous a été attribué" },
  9: { ru: "Ваш план развития закрыт", en: "Your development plan was closed", fr: "Votre plan de développement a été clôturé" },
  42: { ru: "Напоминание о курсе", en: "A course reminder", fr: "Un rappel de cours" },
  40: { ru: "Сроки ваших задач в треке изменились", en: "The dates of your track tasks changed", fr: "Les dates de vos tâches du parcours ont changé" },
  1: { ru: "Вам назначен трек адаптации", en: "An onboarding track was assigned to you", fr: "Un parcours d'intégration vous a été attribué" },
  2: { ru: "Задача трека адаптации доступна", en: "An onboarding task is now available", fr: "Une tâche du parcours d'intégration est disponible" },
  44: { ru: "Задача трека адаптации просрочена", en: "An onboarding task is overdue", fr: "Une tâche du parcours d'intégration est en retard" },
  3: { ru: "Вам назначен трек развития", en: "A growth track was assigned to you", fr: "Un parcours de développement vous a été attribué" },
  4: { ru: "Задача трека развития доступна", en: "A growth track task is now available", fr: "Une tâche du parcours de développement est disponible" },
  45: { ru: "Задача трека развития просрочена", en: "A growth track task is overdue", fr: "Une tâche du parcours de développement est en retard" },
  41: { ru: "Сроки задач, которые вы выполняете, изменились", en: "The dates of tasks you do for others changed", fr: "Les dates des tâches que vous réalisez ont changé" },
};

/** The title of a notification type in a language. */
export const titleOf = (typeId: number, language: Language) => TITLES[typeId]?.[language] ?? TITLES[typeId]?.en ?? "";

/** A language the texts exist in. */
export const languageOf = (value: unknown, fallback: unknown): Language =>
  value === "ru" || value === "en" || value === "fr" ? value : fallback === "en" || fallback === "fr" ? fallback : "ru";
