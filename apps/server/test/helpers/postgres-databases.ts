import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { digestOfSources } from './fed-demo-key.ts';

/**
 * Databases on the PostgreSQL of TEST_DATABASE_URL. A test database is a copy of a
 * template (`CREATE DATABASE ... TEMPLATE`), which PostgreSQL makes in a blink, where
 * migrating and feeding the demo hospital each time takes seconds.
 *
 * Templates are named `tpl_<sources>_<what>`: the digest of the sources tells a template
 * left by older code, which is stale and dropped. A template is built under a partial
 * name and renamed when whole, so one that exists is complete; it takes no connections,
 * since PostgreSQL copies only a database nobody is connected to. Building holds an
 * advisory lock on the name, copying a shared one, so processes of one run build each
 * template once and no copy reads a template being dropped.
 */

export interface PostgresDatabase {
  url: string;
  drop: () => Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

const urlOf = (name: string): string => {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
};

async function asAdmin<T>(work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  // One connection, so session-level advisory locks belong to this piece of work.
  const sql = postgres(adminUrl(), { max: 1, onnotice: () => undefined });
  try {
    return await work(sql);
  } finally {
    await sql.end();
  }
}

const exists = async (sql: postgres.Sql, name: string) =>
  (await sql`select 1 from pg_database where datname = ${name}`).length > 0;

async function dropDatabase(sql: postgres.Sql, name: string): Promise<void> {
  // A template cannot be dropped until it is an ordinary database again.
  if (await exists(sql, name))
    await sql.unsafe(`alter database ${name} with is_template false allow_connections true`);
  await sql.unsafe(`drop database if exists ${name} with (force)`);
}

const templatePrefix = () => `tpl_${digestOfSources().slice(0, 16)}_`;

/** The template name for `what` (lower-case letters, digits and underscores). */
export const templateName = (what: string) => `${templatePrefix()}${what}`;

async function build(
  sql: postgres.Sql,
  name: string,
  fill: (url: string) => Promise<void>,
): Promise<void> {
  const partial = `${name}_partial`;
  await dropDatabase(sql, partial);
  await sql.unsafe(`create database ${partial}`);
  try {
    await fill(urlOf(partial));
    await sql.unsafe(`alter database ${partial} rename to ${name}`);
    await sql.unsafe(`alter database ${name} with is_template true allow_connections false`);
  } catch (error) {
    await dropDatabase(sql, partial);
    throw error;
  }
}

/**
 * A new database: empty, or a copy of the template `template`, which `fill` makes on an
 * empty database first if no process has yet. Dropped by the returned function.
 */
export function createPostgresDatabase(template?: {
  name: string;
  fill: (url: string) => Promise<void>;
}): Promise<PostgresDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  return asAdmin(async (sql) => {
    if (template) {
      await sql`select pg_advisory_lock_shared(hashtext(${template.name}))`;
      if (!(await exists(sql, template.name))) {
        await sql`select pg_advisory_unlock_shared(hashtext(${template.name}))`;
        await sql`select pg_advisory_lock(hashtext(${template.name}))`;
        if (!(await exists(sql, template.name))) await build(sql, template.name, template.fill);
      }
      await sql.unsafe(`create database ${name} template ${template.name}`);
    } else {
      await sql.unsafe(`create database ${name}`);
    }
    return {
      url: urlOf(name),
      drop: () => asAdmin((admin) => dropDatabase(admin, name)),
    };
  });
}

/** Drops templates of other sources, but none another run is building or copying. */
export function dropStaleTemplates(): Promise<void> {
  return asAdmin(async (sql) => {
    const stale = await sql<{ name: string }[]>`
      select datname as name from pg_database
      where datname like 'tpl\\_%' and left(datname, ${templatePrefix().length}) <> ${templatePrefix()}`;
    for (const { name } of stale) {
      const [lock] = await sql<{ free: boolean }[]>`
        select pg_try_advisory_lock(hashtext(${name.replace(/_partial$/, '')})) as free`;
      if (!lock?.free) continue;
      await dropDatabase(sql, name);
      await sql`select pg_advisory_unlock(hashtext(${name.replace(/_partial$/, '')}))`;
    }
  });
}
