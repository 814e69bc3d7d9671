import { assign, setup } from "xstate";
import { type ActorEvent, actorIs } from "./actor";
import { byEach, defineModel } from "./graph/model";
import { guardOf, whenRule, whoRule } from "./rules";

/** A command a news item in this state does not take (409). */
export const NEWS_NOT_NOW = "news.errors.notNow";

/**
 * A news item (issue 40 item 11: an item was published the moment it had a title, with an empty body). It starts as
 * a draft that only its editors see; publishing sets the moment readers see it from (`at`: now, or later, when the
 * item is scheduled until then); unpublishing takes it back to a draft. "Scheduled" is not a state: it is a
 * published item whose moment has not come, which the database's clock decides at read time, so no job has to move
 * it and readers see it the second it is due.
 *
 * | from      | event          | who    | to |
 * | draft     | news.edit      | editor | stays (its body may be empty) |
 * | draft     | news.publish   | editor | published, when the body is not empty |
 * | published | news.edit      | editor | stays, when the body stays not empty |
 * | published | news.publish   | editor | stays, at the new moment (reschedule, or publish a scheduled item now) |
 * | published | news.unpublish | editor | draft (readers no longer see it) |
 * | draft, published | news.setAccess | editor | stays |
 * | draft, published | news.remove    | editor | removed (final) |
 *
 * The moment comes in the event (`at`), never from the clock, so a replay decides the same. Who is an editor is the
 * route's right (news with edit), sent as the actor `admin`; anybody else is refused whatever they send.
 */
export type NewsItemEvent =
  | ({ type: "news.edit"; hasBody: boolean } & ActorEvent)
  | ({ type: "news.publish"; at: string } & ActorEvent)
  | ({ type: "news.unpublish" } & ActorEvent)
  | ({ type: "news.setAccess" } & ActorEvent)
  | ({ type: "news.remove" } & ActorEvent);

export interface NewsItemContext {
  /** the saved body is not empty */
  hasBody: boolean;
  /** the moment readers see it from, while published */
  publishAt: string | null;
}

type Args = { context: NewsItemContext; event: NewsItemEvent };
const editor = whoRule<Args>("news.errors.notEditor", actorIs("admin"));
/** Nothing to read: a published item needs a body, and keeps one. */
const withBody = whenRule<Args>("news.errors.emptyBody", ({ context }) => context.hasBody);
const keepsBody = whenRule<Args>("news.errors.emptyBody", ({ event }) => event.type !== "news.edit" || event.hasBody);

export const newsItemMachine = setup({
  types: { context: {} as NewsItemContext, events: {} as NewsItemEvent, input: {} as { hasBody: boolean } },
  guards: {
    byEditor: guardOf(editor),
    canPublish: guardOf(editor, withBody),
    canEditPublished: guardOf(editor, keepsBody),
  },
  actions: {
    edit: assign({ hasBody: ({ context, event }) => (event.type === "news.edit" ? event.hasBody : context.hasBody) }),
    publish: assign({ publishAt: ({ context, event }) => (event.type === "news.publish" ? event.at : context.publishAt) }),
    unpublish: assign({ publishAt: () => null }),
    // who reads it is the projection's (the access list): the machine only says who may set it, and when
    setAccess: () => {},
  },
}).createMachine({
  id: "newsItem",
  initial: "draft",
  context: ({ input }) => ({ hasBody: input.hasBody, publishAt: null }),
  states: {
    draft: {
      meta: { id: 1 },
      on: {
        "news.setAccess": { guard: "byEditor", actions: "setAccess" },
        "news.remove": { guard: "byEditor", target: "removed" },
        "news.edit": { guard: "byEditor", actions: "edit" },
        "news.publish": { guard: "canPublish", target: "published", actions: "publish" },
      },
    },
    published: {
      meta: { id: 2 },
      on: {
        "news.edit": { guard: "canEditPublished", actions: "edit" },
        "news.publish": { guard: "canPublish", actions: "publish" },
        "news.unpublish": { guard: "byEditor", target: "draft", actions: "unpublish" },
        "news.setAccess": { guard: "byEditor", actions: "setAccess" },
        "news.remove": { guard: "byEditor", target: "removed" },
      },
    },
    removed: { meta: { id: 3 }, type: "final" },
  },
});

export const newsItemModel = defineModel(newsItemMachine, {
  inputs: [{ hasBody: false }, { hasBody: true }],
  events: [
    ...byEach(["news.edit"], ["admin", "self"], { hasBody: true }),
    ...byEach(["news.edit"], ["admin"], { hasBody: false }),
    ...byEach(["news.publish"], ["admin", "self"], { at: "2026-12-10T09:00:00.000Z" }),
    ...byEach(["news.unpublish", "news.setAccess", "news.remove"], ["admin", "self"]),
  ],
  serialize: (s) => [s.value, s.context.hasBody, s.context.publishAt !== null],
  simplePaths: false,
});
