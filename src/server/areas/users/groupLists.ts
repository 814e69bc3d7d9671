import { CellType } from "../../../../services/contract/lists.js";
import { caseOf, catalogueLabel, fixedSource, registerList, type Texts } from "../lists/index.js";
import { GroupStatusNames, GroupTypeNames } from "./labels.js";

const t = (ru: string, en: string, fr: string): Texts => ({ ru, en, fr });
const TYPE_ID = "(case g.type when 'static' then 1 else 2 end)";

/** The groups page (route `groups`): name, type, status, category and member count, keyset-paged like users. */
export const groupsRoute = registerList({
  name: "groups",
  section: "groups",
  from: "user_groups g left join catalogue_items gc on gc.id = g.category_id",
  table: "user_groups",
  joins: "left join catalogue_items gc on gc.id = g.category_id",
  alias: "g",
  columns: [
    { name: "id", text: t("ID", "ID", "ID"), sql: "g.id", type: CellType.int, visible: false },
    { name: "name", text: t("Название", "Name", "Nom"), sql: "g.name", type: CellType.string, sort: ["g.name"] },
    { name: "type", text: t("Тип", "Type", "Type"), sql: TYPE_ID, type: CellType.dict, label: (l) => caseOf(TYPE_ID, GroupTypeNames, l), sort: [TYPE_ID] },
    { name: "status", text: t("Статус", "Status", "Statut"), sql: "g.status_id", type: CellType.dict, label: (l) => caseOf("g.status_id", GroupStatusNames, l), sort: ["g.status_id"] },
    { name: "category", text: t("Категория", "Category", "Catégorie"), sql: "g.category_id", type: CellType.dict, label: (l) => catalogueLabel("gc", l) },
    { name: "members_count", text: t("Участники", "Members", "Membres"), sql: "(select count(*)::int from user_group_members m where m.group_id = g.id)", type: CellType.int },
    { name: "created_at", text: t("Создана", "Created", "Créé"), sql: "g.created_at", type: CellType.datetime, visible: false, sort: ["g.created_at"] },
  ],
  filters: [
    { name: "name", sql: "g.name", type: "text", text: t("Название", "Name", "Nom") },
    { name: "type", sql: TYPE_ID, type: "dict", text: t("Тип", "Type", "Type"), source: fixedSource(GroupTypeNames) },
    { name: "status_id", sql: "g.status_id", type: "dict", text: t("Статус", "Status", "Statut"), source: fixedSource(GroupStatusNames) },
    { name: "category_id", sql: "g.category_id", type: "dict", text: t("Категория", "Category", "Catégorie"), catalogue: "userGroupCategories" },
    { name: "created_at", sql: "g.created_at", type: "datetime", text: t("Создана", "Created", "Créé") },
  ],
});
