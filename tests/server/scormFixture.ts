// Giving a SCORM package to people the way the product does (issue 35: only a person it is given to, or an editor
// previewing, reads, launches and commits): a published course with the package as its material, appointed to them.
import { expect } from "vitest";
import { call, type LibraryEnv, userId } from "./libraryFixture.js";

const blank = { description: "", cover_file_id: null, category_id: null, level: "", format: "", average_minutes: null, deadline_days: null, admin_ids: [], tag_ids: [], catalog_ids: [] };

/** Appoints the people (by e-mail) to a new published course whose one material is the package; answers the course id. */
export const givePackage = async (env: LibraryEnv, packageId: string, emails: readonly string[] = ["employee@demo.local", "manager@demo.local"]) => {
  const course = (await call(env, env.admin, "courseEditor", { ...blank, title: `SCORM ${packageId.slice(0, 8)}` })).body;
  const mod = (await call(env, env.admin, `courseEditor/${course.id}/modules`, { title: "Модуль" })).body.modules_list[0];
  const added = await call(env, env.admin, `courseModules/${mod.id}/materials`, { kind: "scorm", title: "Пакет", scorm_package_id: packageId });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  for (const command of ["activate", "publish"]) await call(env, env.admin, `courseEditor/${course.id}/state`, { command });
  const user_ids = await Promise.all(emails.map((e) => userId(env, e)));
  const appointed = await call(env, env.admin, `courseEditor/${course.id}/appointments`, { group_ids: [], user_ids, prohibited_ids: [], is_required: true }, "PUT");
  expect(appointed.status, JSON.stringify(appointed.body)).toBe(200);
  return course.id as number;
};
