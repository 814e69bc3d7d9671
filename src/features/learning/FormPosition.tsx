// Where the person is in a long task form (manageUserWorkflowTaskFormPositions): each question they move into
// (focus inside it) is saved, one save at a time and the latest move winning, and when they come back the form
// scrolls to that question and offers to continue there. A position is a convenience: a failed save or read is
// silent and the form simply starts at its top.
import { useQuery } from "@tanstack/react-query";
import { type RefObject, useCallback, useEffect, useRef } from "react";
import type { FormDefinition } from "../../../services/formBuilder";
import { Button } from "../../../ui/components/Button";
import * as api from "./api";
import * as s from "./learning.css";
import { formPositionQuery } from "./queries";
import { useT } from "./useT";

/** The section divider above a question (null before the first divider). */
const sectionOf = (definition: FormDefinition, elementId: string) => {
  let section: string | null = null;
  for (const e of definition.elements) {
    if (e.id === elementId) return section;
    if (e.element === 9) section = e.id;
  }
  return null;
};

const questionBox = (id: string) => document.querySelector<HTMLElement>(`[data-question="${CSS.escape(id)}"]`);

/** The saved position of a task's form, kept up to date from focus moves inside `root` (`active`: the form is being filled). */
export function useFormPosition(taskId: number, definition: FormDefinition, active: boolean, root: RefObject<HTMLElement | null>) {
  const query = useQuery({ ...formPositionQuery(taskId), enabled: active });
  const record = useRef<number | null>(null);
  const pending = useRef<api.FormPosition | null>(null);
  const last = useRef<string | null>(null);
  const running = useRef(false);
  const loaded = query.isSuccess;
  const flush = useCallback(async () => {
    // the first save waits for the read: it says whether a record exists (PUT) or not (POST)
    if (running.current || !pending.current || !loaded) return;
    running.current = true;
    const data = pending.current;
    pending.current = null;
    try {
      record.current = (await api.saveFormPosition(taskId, record.current, data)).id;
    } catch {
      // a lost position costs nothing: the next move saves again
    } finally {
      running.current = false;
    }
    if (pending.current) void flush();
  }, [taskId, loaded]);
  useEffect(() => {
    if (!loaded) return;
    record.current = query.data?.position?.id ?? null;
    last.current = query.data?.position?.data.element_id ?? null;
    void flush();
  }, [loaded, query.data, flush]);
  useEffect(() => {
    const el = root.current;
    if (!active || !el) return;
    const moved = (e: FocusEvent) => {
      const id = (e.target as HTMLElement).closest("[data-question]")?.getAttribute("data-question");
      if (!id || id === last.current) return;
      last.current = id;
      pending.current = { element_id: id, section_id: sectionOf(definition, id) };
      void flush();
    };
    el.addEventListener("focusin", moved);
    return () => el.removeEventListener("focusin", moved);
  }, [active, root, definition, flush]);
  return active ? (query.data?.position ?? null) : null;
}

/** "Continue from …": the saved question, scrolled to when the form appears and focused on request. */
export function ResumeFormPosition({ definition, elementId }: { definition: FormDefinition; elementId: string }) {
  const t = useT();
  const element = definition.elements.find((e) => e.id === elementId);
  useEffect(() => {
    // the form view is lazy: wait (briefly) for the question to be on the page, then bring it into view
    let tries = 0;
    const timer = setInterval(() => {
      const box = questionBox(elementId);
      if (box || ++tries > 40) clearInterval(timer);
      box?.scrollIntoView({ block: "center" });
    }, 50);
    return () => clearInterval(timer);
  }, [elementId]);
  if (element?.element !== 1) return null;
  const resume = () => {
    const box = questionBox(elementId);
    box?.scrollIntoView({ block: "center" });
    // its first control a person can reach (a file question's input is hidden behind its button)
    const controls = box?.querySelectorAll<HTMLElement>("input:not([type=hidden]), textarea, button, [tabindex='0']") ?? [];
    [...controls].find((c) => c.getClientRects().length > 0 && !c.hasAttribute("disabled") && c.tabIndex >= 0)?.focus();
  };
  return (
    <div className={s.actions}>
      <Button variant="secondary" size="sm" onPress={resume}>{t("learning.position.resume", { title: element.title })}</Button>
      <span className={s.muted}>{t("learning.position.resumeHint")}</span>
    </div>
  );
}
