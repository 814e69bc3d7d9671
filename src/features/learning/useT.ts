// `t(id, values)` for the learning pages.
export { useT } from "../lists/useT";
