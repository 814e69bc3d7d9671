import { isLiveSection } from "../../../services/contract/areas";
import { Sections } from "../../../services/contract/permissions";

/**
 * The rows of the role editor's permission matrix: the sections whose area exists (the area manifest), but
 * sensitive data, which the role form shows as its own switch. Sections of areas still to come are not offered:
 * a right to a page that does not exist misleads.
 */
export const MATRIX_SECTIONS = Sections.filter((x) => x !== "sensitive_data" && isLiveSection(x));
