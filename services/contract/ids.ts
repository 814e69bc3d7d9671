import { Schema } from "effect";

/** An integer that fits the database's `int` columns: larger values are refused as bad input (400), never sent to SQL. */
export const Int32 = Schema.Int.check(Schema.isBetween({ minimum: -2147483648, maximum: 2147483647 }));

/** Largest id a table can hold. */
export const MAX_ID = 2147483647;
