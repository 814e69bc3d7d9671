// The search-field debounce is the person picker's.
export { useSearchTerm } from "../../../users/PersonPicker";
