import { fileURLToPath } from "node:url";
import { NodeRuntime } from "@effect/platform-node";
import { Effect, Layer } from "effect";
import { readConfig } from "./config.js";
import { openDatabaseOrExit } from "./db/open.js";
import { serverLayer } from "./http/app.js";
import { log } from "./log.js";

// The built app; browser tests build into their own folder so that parallel runs do not overwrite each other.
const appDir = process.env.APP_DIR ?? fileURLToPath(new URL("../../dist/app", import.meta.url));

const main = Effect.gen(function* () {
  const config = readConfig();
  const db = yield* Effect.promise(() => openDatabaseOrExit(config, "stride"));
  log.info(`database: ${db.kind}${db.kind === "pglite" ? ` in ${config.dataDir}` : ""}`);
  yield* Effect.addFinalizer(() => Effect.promise(() => db.close()));
  const { seedIfEmpty, demoSignInMessage } = yield* Effect.promise(() => import("./seed/index.js"));
  const seeded = yield* Effect.promise(() => seedIfEmpty(db, config));
  // Other server processes on the same PostgreSQL tell this one what its caches must forget.
  const stopListening = yield* Effect.promise(() => db.listenToOtherProcesses());
  yield* Effect.addFinalizer(() => Effect.promise(stopListening));
  // What reacts to facts after their commit (events/subscribers.ts), claimed against the other processes.
  const { subscriberRunnerFor } = yield* Effect.promise(() => import("./events/subscriberRunner.js"));
  const subscribers = subscriberRunnerFor(db);
  subscribers.start();
  yield* Effect.addFinalizer(() => Effect.promise(() => subscribers.stop()));
  const { startJobs } = yield* Effect.promise(() => import("./jobs/index.js"));
  const stopJobs = startJobs(db, config);
  yield* Effect.addFinalizer(() => Effect.promise(stopJobs));
  const url = `http://${config.host}:${config.port}`;
  log.info(`Stride is running at ${url}`);
  // Only on the start that seeded them: later the demo password may have been changed.
  if (seeded) log.info(demoSignInMessage(url));
  return yield* Layer.launch(serverLayer(db, config, appDir));
});

NodeRuntime.runMain(Effect.scoped(main));
