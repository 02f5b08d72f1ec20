/** Compares two values ascending with nulls last, as PostgreSQL's `ORDER BY … ASC` does. */
export function nullsLast<T extends string | number>(a: T | null, b: T | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}
