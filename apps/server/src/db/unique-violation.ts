/**
 * PostgreSQL's unique_violation, however the driver wraps it; of `constraint` only when
 * it is named, since a table may hold several unique keys meaning different things.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint_name: name } = cause as { code?: unknown; constraint_name?: unknown };
    if (
      code === '23505' &&
      (constraint === undefined || name === constraint || cause.message.includes(constraint))
    )
      return true;
  }
  return false;
}
