/** The shape of a translation: every key of the English texts, each a string. */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
