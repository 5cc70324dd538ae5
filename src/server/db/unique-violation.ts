/**
 * Whether a write failed because a row with the same key already exists: PostgreSQL's unique_violation,
 * or SQLite's UNIQUE or PRIMARY KEY constraint. One check for every module that races on a key.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
