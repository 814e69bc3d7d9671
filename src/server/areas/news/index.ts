// What other areas use of news (nothing yet); the manifest last.
import { NewsGroup } from "../../../../services/contract/news.js";
import { defineArea } from "../manifest.js";
import { NewsStreams } from "./facts.js";
import { NewsLive } from "./handlers.js";
import { newsProjection } from "./projection.js";
import { seedNews } from "./seed.js";

/** News: categories, tags, items with rich text and an access list, read at /news. */
export const manifest = defineArea({
  name: "news",
  groups: [NewsGroup],
  handlers: NewsLive,
  streams: Object.values(NewsStreams),
  projections: [newsProjection],
  seed: { demo: (tx, s) => seedNews(tx, s.clientId, s.ids, s.at) },
});
