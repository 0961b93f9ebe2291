/**
 * Compile-time checks that a TypeBox schema accepts exactly the shared request type of types/api:
 * `export type _X = Assert<Same<Static<typeof XBody>, XRequest>>` fails `tsc` on any drift.
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
/** Every value of the shared type is accepted by the schema (for unions the schema flattens). */
export type Accepts<Schema, Shared> = [Shared] extends [Schema] ? true : false
export type Assert<T extends true> = T
