// The support replay of a course appointment (issue 35, item 7): its first fact, `courseAppointment.appointed`, carries
// the machine's input (`input.kind`), so the replay starts from the context the server had and counts attempts as
// the projection does; appointed facts stored before it carried one are upcast (schema 1 → 2) from `is_required`.
import { describe, expect, it } from "vitest";
import { initialTransition, transition } from "xstate";
import { courseAppointmentMachine } from "../../machines/courseAppointment.js";
import { rebuild } from "../../src/server/events/rebuild.js";
import { readStream } from "../../src/server/events/store.js";
import { blankCourse, coursesServer } from "./coursesFixture.js";

const { h, t, ids, call } = coursesServer();

/** A published course with one text material, appointed to the employee (required or additional). */
const appointedCourse = async (title: string, is_required: boolean) => {
  const course = (await call(t.admin, "/courseEditor", "POST", { ...blankCourse, title })).body;
  const mod = (await call(t.admin, `/courseEditor/${course.id}/modules`, "POST", { title: "Модуль" })).body.modules_list[0];
  await call(t.admin, `/courseModules/${mod.id}/materials`, "POST", { kind: "text", title: "Текст", body: "Прочтите" });
  await call(t.admin, `/courseEditor/${course.id}/state`, "POST", { command: "activate" });
  await call(t.admin, `/courseEditor/${course.id}/state`, "POST", { command: "publish" });
  const set = await call(t.admin, `/courseEditor/${course.id}/appointments`, "PUT", { group_ids: [], user_ids: [ids.employee], prohibited_ids: [], is_required });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  return course.id as number;
};

/** Started, failed by the administrator, retaken, passed: five facts, two attempts. */
const takenTwice = async (course: number) => {
  expect((await call(t.employee, `/courses/${course}/start`, "POST")).status).toBe(200);
  expect((await call(t.admin, `/courseEditor/${course}/appointments/${ids.employee}/mark`, "POST", { result: "failed" })).status).toBe(200);
  expect((await call(t.employee, `/courses/${course}/retake`, "POST")).status).toBe(200);
  expect((await call(t.admin, `/courseEditor/${course}/appointments/${ids.employee}/mark`, "POST", { result: "passed" })).status).toBe(200);
};

const replay = (course: number) => call(t.admin, `/replay/streams/courseAppointment/${course}-${ids.employee}`);

describe("the replay of a course appointment", () => {
  it("steps through every fact of an appointment with several, as the machine decides, counting the attempts", async () => {
    const course = await appointedCourse("Повтор: назначение", true);
    await takenTwice(course);
    const reply = await replay(course);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { steps, machine } = reply.body;
    expect(machine).toBe("courseAppointment");
    const events = await readStream(h.s.db, { type: "courseAppointment", id: `${course}-${ids.employee}` });
    expect(events[0].data.input).toEqual({ kind: "required" });
    expect(steps.map((x: any) => [x.type, x.after, x.divergence])).toEqual([
      ["courseAppointment.appointed", "assigned", null],
      ["courseAppointment.started", "inProgress", null],
      ["courseAppointment.failed", "notPassed", null],
      ["courseAppointment.retaken", "inProgress", null],
      ["courseAppointment.passed", "passed", null],
    ]);
    // the machine, run here on the stored events, gives the same contexts
    let snap: any = initialTransition(courseAppointmentMachine, { kind: "required" })[0];
    expect(steps[0].context).toEqual({ kind: "required", attempts: 0 });
    for (const [i, e] of events.slice(1).entries()) {
      [snap] = transition(courseAppointmentMachine, snap, { type: steps[i + 1].command, ...e.data } as never);
      expect(steps[i + 1].context).toEqual(snap.context);
    }
    expect(steps.at(-1).context).toEqual({ kind: "required", attempts: 2 });
    const [row] = await h.s.db.query<{ attempts: number }>("select attempts from course_appointments where course_id = $1 and user_id = $2", [course, ids.employee]);
    expect(row.attempts).toBe(2);
  });

  it("reads an appointed fact stored without the input (schema 1) as the current one, from is_required", async () => {
    const course = await appointedCourse("Повтор: старый факт", false);
    await takenTwice(course);
    const stream = `${course}-${ids.employee}`;
    // As the fact was written before: no input, schema 1.
    await h.s.db.query(
      "update events set data = data - 'input', schema_version = 1 where stream_type = 'courseAppointment' and stream_id = $1 and type = 'courseAppointment.appointed'",
      [stream]);
    const [old] = await h.s.db.query<any>("select data from events where stream_id = $1 and type = 'courseAppointment.appointed'", [stream]);
    expect(old.data.input).toBeUndefined();
    const reply = await replay(course);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.steps.map((x: any) => x.divergence)).toEqual([null, null, null, null, null]);
    expect(reply.body.steps[0].context).toEqual({ kind: "additional", attempts: 0 });
    expect(reply.body.steps.at(-1)).toMatchObject({ after: "passed", context: { kind: "additional", attempts: 2 } });
    const [first] = await readStream(h.s.db, { type: "courseAppointment", id: stream });
    expect(first).toMatchObject({ schemaVersion: 2, data: { input: { kind: "additional" }, is_required: false } });
    // and the read table rebuilds from it as before
    const before = await h.s.db.query("select * from course_appointments where course_id = $1", [course]);
    await rebuild(h.s.db);
    expect(await h.s.db.query("select * from course_appointments where course_id = $1", [course])).toEqual(before);
  });
});
