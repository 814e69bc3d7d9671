import { giveDemoPassword } from "./harness.js";
import { call, type LibraryEnv, startLibrary } from "./libraryFixture.js";

export { call };

/** The library's test server (files on disk) plus a user whose custom role opens the tracks tab without `edit`. */
export interface TracksEnv extends LibraryEnv {
  readonly reader: string;
  readonly readerId: number;
}

export const startTracks = async (): Promise<TracksEnv> => {
  const env = await startLibrary();
  const role = await call(env, env.admin, "customUserRoles", {
    name: { ru: "Треки", en: "Tracks", fr: "Parcours" }, routes: { tracks: { use_route: true }, library: { use_route: true } },
  });
  if (role.status !== 200) throw new Error(`role: ${role.status} ${JSON.stringify(role.body)}`);
  const user = await call(env, env.admin, "users", { email: "tracks.reader@demo.local", first_name: "Трек", last_name: "Читатель", custom_role_id: role.body.id });
  if (user.status !== 200) throw new Error(`user: ${user.status} ${JSON.stringify(user.body)}`);
  await giveDemoPassword(env.server.db, user.body.id);
  const reader = (await env.server.login("tracks.reader@demo.local")).token;
  return { ...env, reader, readerId: user.body.id };
};

export const relTrack = (name: string, extra: Record<string, unknown> = {}) => ({
  folder_id: null, display_name: name, workflow_type_id: 1, duration_type: "RELATION", workflow_checkpoint_id: 5, ...extra,
});

/** Creates a track (as the admin unless a token is given) and returns it. */
export const newTrack = async (env: TracksEnv, name: string, extra: Record<string, unknown> = {}, token = env.admin) => {
  const r = await call(env, token, "workflows", relTrack(name, extra));
  if (r.status !== 200) throw new Error(`create ${name}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
};

export const newFolder = async (env: TracksEnv, name: string, parent: number | null = null, token = env.admin) => {
  const r = await call(env, token, "createWorkflowFolder", { parent_folder_id: parent, display_name: name });
  if (r.status !== 200) throw new Error(`folder ${name}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
};

/** A task of a relative track: content with text, unless overridden. */
export const task = (workflowId: number, over: Record<string, unknown> = {}) => ({
  workflow_id: workflowId, title: "Read the handbook", workflow_element_type_id: 1, start_date_rel: 0, end_date_rel: 2,
  content: { text: "Welcome! Read **this**." }, ...over,
});

export const addTask = async (env: TracksEnv, workflowId: number, over: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => {
  const r = await call(env, env.admin, "manageWorkflowElement", { element: task(workflowId, over), ...extra });
  if (r.status !== 200) throw new Error(`task: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
};
