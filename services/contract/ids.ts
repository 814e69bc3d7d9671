import { Schema } from "effect";

/** An integer that fits the database's `int` columns: larger values are refused as bad input (400), never sent to SQL. */
export const Int32 = Schema.Int.check(Schema.isBetween({ minimum: -2147483648, maximum: 2147483647 }));

/** Largest id a table can hold. */
export const MAX_ID = 2147483647;

/**
 * One line of text of at most `max` characters: names and titles refuse CR and LF (a line break in a name
 * splits CSV rows and e-mail headers, and fakes lines in logs and exports), with the catalogue id `errors.singleLine`.
 */
export const Line = (max: number) =>
  Schema.String.check(Schema.isMaxLength(max), Schema.isPattern(/^[^\r\n]*$/, { message: "errors.singleLine" }));
