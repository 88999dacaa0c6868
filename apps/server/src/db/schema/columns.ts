import { customType, timestamp } from 'drizzle-orm/pg-core';

/** A moment, kept with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written, stamped by the database. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
