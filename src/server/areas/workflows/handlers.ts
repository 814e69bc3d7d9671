import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";

const notYet = Effect.die(new Error("workflows: being built"));

export const WorkflowsLive = HttpApiBuilder.group(Api, "workflows", (h) =>
  h
    .handle("categories", () => notYet)
    .handle("tree", () => notYet)
    .handle("content", () => notYet)
    .handle("createFolder", () => notYet)
    .handle("renameFolder", () => notYet)
    .handle("moveFolder", () => notYet)
    .handle("removeFolders", () => notYet)
    .handle("folderProperties", () => notYet)
    .handle("folderAccess", () => notYet)
    .handle("setFolderAccess", () => notYet)
    .handle("workflowAccess", () => notYet)
    .handle("setWorkflowAccess", () => notYet)
    .handle("properties", () => notYet)
    .handle("create", () => notYet)
    .handle("update", () => notYet)
    .handle("copy", () => notYet)
    .handle("move", () => notYet)
    .handle("remove", () => notYet)
    .handle("export", () => notYet)
    .handle("import", () => notYet)
    .handle("elements", () => notYet)
    .handle("getElement", () => notYet)
    .handle("addElement", () => notYet)
    .handle("saveElement", () => notYet)
    .handle("removeElement", () => notYet)
    .handle("positions", () => notYet)
    .handle("elementTemplate", () => notYet)
    .handle("publicationConditions", () => notYet)
    .handle("publish", () => notYet)
    .handle("unpublish", () => notYet)
    .handle("publisherLogs", () => notYet),
);
