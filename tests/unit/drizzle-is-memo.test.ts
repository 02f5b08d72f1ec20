import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * scripts/patch-next.mjs makes drizzle's `is(value, Class)` remember its answer per class
 * (issue 18: its "no" walked the value's class chain for every bound parameter and every column
 * read back, 8 % of the availability API's CPU). The answer must stay the one drizzle gives,
 * for every kind of value and asked class, asked once or many times, and a class that is not a
 * drizzle entity must still be refused. Both of drizzle's builds are patched.
 */
const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const kind = Symbol.for('drizzle:entityKind');

/** drizzle-orm 0.45's own `is`, as shipped, to compare with. */
function shipped(value: unknown, asked: unknown): boolean {
  const type = asked as (new () => unknown) & { [kind]?: string };
  if (!value || typeof value !== 'object') return false;
  if (value instanceof type) return true;
  if (!Object.prototype.hasOwnProperty.call(type, kind)) throw new Error('not an entity');
  let cls = Object.getPrototypeOf(value).constructor;
  while (cls) {
    if (kind in cls && cls[kind] === type[kind]) return true;
    cls = Object.getPrototypeOf(cls);
  }
  return false;
}

type Is = (value: unknown, type: unknown) => boolean;

/** What a call gives: its answer, or the kind of error it throws. */
function outcome(call: () => boolean): boolean | string {
  try {
    return call();
  } catch (error) {
    return (error as Error).constructor.name;
  }
}

describe("drizzle's is(), remembered per class (scripts/patch-next.mjs)", () => {
  const builds = ['entity.js', 'entity.cjs'].map((file) =>
    path.join(root, 'node_modules/drizzle-orm', file),
  );

  it('is patched in both of the builds drizzle ships', () => {
    for (const file of builds)
      expect(readFileSync(file, 'utf8')).toContain('/* xcaret: is() remembered per class */');
  });

  it('answers as drizzle does for every value and class, the first time and after', async () => {
    const orm = (await import('drizzle-orm')) as unknown as Record<string, unknown> & { is: Is };
    const pg = await import('drizzle-orm/pg-core');
    const { sql, Column, SQL, Param, Table, Subquery, View } = await import('drizzle-orm');
    const { PgColumn, PgDate, PgJsonb, PgNumeric, PgTimestamp, PgUUID, PgTable } = pg;
    const table = pg.pgTable('t', {
      id: pg.integer('id'),
      on: pg.date('on', { mode: 'date' }),
      day: pg.date('day'),
      at: pg.timestamp('at'),
      doc: pg.jsonb('doc'),
      price: pg.numeric('price'),
      uid: pg.uuid('uid'),
      name: pg.text('name'),
    });
    // Another copy of drizzle's classes (a bundle holding drizzle twice): same kinds.
    class OtherColumn {
      static [kind] = (Column as unknown as Record<symbol, string>)[kind];
    }
    class OtherDate extends OtherColumn {
      static [kind] = (PgDate as unknown as Record<symbol, string>)[kind];
    }
    const values: unknown[] = [
      ...Object.values(table),
      table,
      sql`select 1`,
      sql.param(1),
      new OtherColumn(),
      new OtherDate(),
      {},
      Object.create({ constructor: 7 }),
      [],
      new Date(),
      null,
      undefined,
      0,
      'text',
    ];
    const types = [Column, PgColumn, PgDate, PgJsonb, PgNumeric, PgTimestamp, PgUUID, SQL, Param];
    const more = [Table, PgTable, Subquery, View, OtherColumn, OtherDate];
    for (const is of [orm.is, (require(builds[1]!) as { is: Is }).is]) {
      for (let round = 0; round < 3; round++)
        for (const value of values)
          for (const type of [...types, ...more])
            expect([value, type, outcome(() => is(value, type))]).toEqual([
              value,
              type,
              outcome(() => shipped(value, type)),
            ]);
    }
    // The pairs that must say yes, beyond doubt.
    expect(orm.is(table.on, PgDate)).toBe(true);
    expect(orm.is(new OtherDate(), PgDate)).toBe(true);
    expect(orm.is(new OtherDate(), Column)).toBe(true);
    expect(orm.is(table.on, PgJsonb)).toBe(false);
    expect(orm.is(table.day, PgDate)).toBe(false);
    expect(orm.is(table.name, SQL)).toBe(false);
  });

  it('still refuses a class that is not a drizzle entity, every time', async () => {
    const { is, sql } = await import('drizzle-orm');
    class NotAnEntity {}
    // A subclass of an entity inherits its kind but is not one itself.
    const { Column } = await import('drizzle-orm');
    const Sub = class extends (Column as unknown as new (...a: never[]) => object) {};
    for (let round = 0; round < 3; round++) {
      expect(() => is(sql`x`, NotAnEntity as never)).toThrow(/doesn't look like a Drizzle entity/);
      expect(() => is(sql`x`, Sub as never)).toThrow(/doesn't look like a Drizzle entity/);
    }
  });
});
