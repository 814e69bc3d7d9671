import { publicationMachine } from "../../../../machines/publication.js";
import { defineLifecycle } from "../../events/lifecycle.js";

/**
 * A track's publication (stream `publication`/<track id>): the machine decides each command, the log keeps the fact.
 * The stream's first event, `publication.created`, carries the machine's input (`{ kind: "track" }`) and the track id.
 */
export const publicationLifecycle = defineLifecycle({
  name: "publication",
  machine: publicationMachine,
  facts: [
    { command: "publication.change", fact: "publication.taskChanged" },
    { command: "publication.removeTask", fact: "publication.taskRemoved" },
    { command: "publication.publish", fact: "publication.published" },
    { command: "publication.unpublish", fact: "publication.unpublished" },
  ],
});

/** The streams of the area and the facts each holds (the projection handles every one). */
export const STREAMS = { folder: "workflowFolder", workflow: "workflow", element: "workflowElement", publication: "publication" } as const;
export const FOLDER_FACTS = ["workflowFolder.created", "workflowFolder.renamed", "workflowFolder.moved", "workflowFolder.removed", "workflowFolder.accessSet"] as const;
export const WORKFLOW_FACTS = ["workflow.created", "workflow.updated", "workflow.moved", "workflow.removed", "workflow.accessSet", "workflow.positionsSet", "workflow.dateUpdated"] as const;
export const ELEMENT_FACTS = ["workflowElement.created", "workflowElement.updated", "workflowElement.removed"] as const;
