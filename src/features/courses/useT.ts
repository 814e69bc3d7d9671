// `t(id, values)` for the courses pages.
export { useT } from "../lists/useT";
