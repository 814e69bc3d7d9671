// `t(id, values)` for the news pages.
export { useT } from "../lists/useT";
