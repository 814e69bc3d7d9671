import { Layer } from "effect";
import { AuthorizationLive } from "../auth/authorization.js";
import type { Config } from "../config.js";
import type { Db } from "../db/types.js";
import { registerProjection } from "../events/projections.js";
import { registerReaction } from "../events/reactions.js";
import { registerSubscriber } from "../events/subscribers.js";
import { manifest as auth } from "./auth/index.js";
import { manifest as calendar } from "./calendar/index.js";
import { manifest as certificates } from "./certificates/index.js";
import { manifest as catalogue } from "./catalogue/index.js";
import { manifest as clients } from "./clients/index.js";
import { manifest as codes } from "./codes/index.js";
import { manifest as courses } from "./courses/index.js";
import { manifest as dashboard } from "./dashboard/index.js";
import { manifest as devPlans } from "./devPlans/index.js";
import { manifest as faq } from "./faq/index.js";
import { manifest as forms } from "./forms/index.js";
import { manifest as library } from "./library/index.js";
import { manifest as learning } from "./learning/index.js";
import { manifest as scorm } from "./scorm/index.js";
import { manifest as lists } from "./lists/index.js";
import { manifest as logs } from "./logs/index.js";
import { manifest as mail } from "./mail/index.js";
import type { AreaManifest } from "./manifest.js";
import { manifest as news } from "./news/index.js";
import { manifest as notifications } from "./notifications/index.js";
import { manifest as replay } from "./replay/index.js";
import { manifest as system } from "./system/index.js";
import { manifest as users } from "./users/index.js";
import { manifest as widgets } from "./widgets/index.js";
import { manifest as workflows } from "./workflows/index.js";

/**
 * Every server area, in order: the one list that the API, the projection registry (and so `npm run rebuild`), the
 * job runner, the seed and replay read. Projections apply an event in this order, seed steps run in it. A new area
 * is its folder plus one line here (docs/adding-an-area.md).
 */
export const areaManifests: readonly AreaManifest[] = [
  system, clients, auth, users, lists, catalogue, forms, notifications, logs, mail, library, workflows, learning, scorm, courses, certificates, devPlans, faq, news, dashboard, widgets, calendar, codes, replay,
];

for (const area of areaManifests) for (const projection of area.projections ?? []) registerProjection(projection);
for (const area of areaManifests) for (const reaction of area.reactions ?? []) registerReaction(reaction);
for (const area of areaManifests) for (const subscriber of area.subscribers ?? []) registerSubscriber(subscriber);

/** Every area's handlers, with the bearer authentication they share. */
export const areaLayers = Layer.mergeAll(
  ...(areaManifests.flatMap((a) => (a.handlers ? [a.handlers] : [])) as [NonNullable<AreaManifest["handlers"]>]),
).pipe(Layer.provideMerge(AuthorizationLive));

/** Every area's periodic jobs, made for this database and configuration. */
export const areaJobs = (db: Db, config: Config) => areaManifests.flatMap((a) => (a.jobs ?? []).map((job) => job(db, config)));
