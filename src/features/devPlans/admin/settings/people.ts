// Names of users known only by id: the shared person query.
export { personQuery as userQuery } from "../../../users/queries";
