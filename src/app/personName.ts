// A person's name in the product's one order, the one the server's lists and the user page use (FULL_NAME_SQL):
// last name, then first name, in every language, so a person reads the same in the menu, a list and a card.
export const personName = (u: { readonly first_name: string; readonly last_name: string; readonly email?: string }) =>
  `${u.last_name} ${u.first_name}`.trim() || u.email || "";
