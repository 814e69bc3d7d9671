import type { SessionUser } from "../../../../services/contract/security.js";
import type { Sql } from "../../db/types.js";
import type { DemoSeed } from "../manifest.js";
import { createTemplate, setCourses } from "./commands.js";

/**
 * The demo's certificate: an active vertical template (no background: the PDF is drawn on a blank page) granted by
 * the courses seed's "Информационная безопасность", the demo employee's required course, so passing it shows a
 * certificate in /profile/myCertificates. Through the area's commands, in the seed's transaction.
 */
export const seedCertificates = async (tx: Sql, s: DemoSeed) => {
  if (!s.ids.admin) return;
  const [course] = await tx.query<{ id: number }>("select id from courses where client_id = $1 and title = 'Информационная безопасность'", [s.clientId]);
  if (!course) return;
  const admin = { userId: s.ids.admin, clientId: s.clientId, roleId: 0 } as unknown as SessionUser;
  const id = await createTemplate(tx, admin, {
    name: "Сертификат об окончании курса", state: "active", font_id: 1, orientation: "vertical", alignment: "center",
    body: "Сертификат\n\nнастоящим подтверждается, что\n{name}\n\nуспешно прошёл(а) курс\n«{course}»\n\n{date}",
  });
  await setCourses(tx, admin, id, [course.id]);
};
