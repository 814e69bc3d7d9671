// The plan's member and prohibition pickers are the shared person picker.
export { PersonPicker as UserPicker, type UserHit } from "../../../users/PersonPicker";
