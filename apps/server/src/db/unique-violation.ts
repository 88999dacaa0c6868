/**
 * PostgreSQL's error `code` of `constraint`, however the driver wraps it; of any constraint
 * when none is named.
 */
function isViolation(error: unknown, code: string, constraint: string | undefined): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code: found, constraint_name: name } = cause as {
      code?: unknown;
      constraint_name?: unknown;
    };
    if (
      found === code &&
      (constraint === undefined || name === constraint || cause.message.includes(constraint))
    )
      return true;
  }
  return false;
}

/**
 * PostgreSQL's unique_violation, however the driver wraps it; of `constraint` only when
 * it is named, since a table may hold several unique keys meaning different things.
 */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean =>
  isViolation(error, '23505', constraint);

/** PostgreSQL's check_violation of `constraint`, however the driver wraps it. */
export const isCheckViolation = (error: unknown, constraint: string): boolean =>
  isViolation(error, '23514', constraint);
