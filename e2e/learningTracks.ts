// Helpers of the learning specs: a file put in the library and a published track given to one person, through the API
// as the signed-in administrator.
import type { Page } from "@playwright/test";
import { callApi } from "./apiHelpers";
import { expect } from "./fixtures";

export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

export const ok = async <T>(r: Promise<{ status: number; body: T }>) => {
  const reply = await r;
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
};

/** Uploads a file to the library (the signed-in person's); its id. */
export const putFile = async (page: Page, name: string, mimeType: string, buffer: Buffer) => {
  const token = await page.evaluate(() => localStorage.getItem("authToken"));
  const r = await page.request.post("/api/fileStorageUploader", { headers: { authorization: `Bearer ${token}` }, multipart: { file: { name, mimeType, buffer } } });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { id: number }[])[0].id;
};

/** A published track of the given tasks, starting today, assigned to one person; its id. `extra`: the track's fields (category...). */
export const trackFor = async (page: Page, userId: number, name: string, elements: Record<string, unknown>[], extra: Record<string, unknown> = {}) => {
  const today = new Date().toISOString().slice(0, 10);
  const track = await ok(callApi<{ id: number }>(page, "/api/workflows", {
    folder_id: null, display_name: name, workflow_type_id: 1, duration_type: "RELATION", workflow_checkpoint_id: 7, workflow_checkpoint_custom_date: today, ...extra,
  }));
  for (const element of elements) {
    await ok(callApi(page, "/api/manageWorkflowElement", { element: { workflow_id: track.id, start_date_rel: 0, end_date_rel: 2, ...element } }));
  }
  const cond = await ok(callApi<{ publication_version: number }>(page, `/api/getWorkflowPublicationConditions?library_file_id=${track.id}`));
  await ok(callApi(page, "/api/publishWorkflow", { library_file_id: track.id, expectedVersion: cond.publication_version }));
  await ok(callApi(page, "/api/batchEntitiesProfileProcessing", {
    operation_name: "add_to_workflows", source_entity_type_id: 3, target_entity_type_id: 7, source_object_id: userId, target_object_ids: [track.id],
  }));
  return track.id;
};
