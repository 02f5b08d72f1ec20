import { getTableColumns, isTable } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '.';

/**
 * Amounts in the visitor's currency (`*_minor`) can pass 2^31 minor units: 21.5 million Colombian
 * pesos is a two-night suite for two rooms (issue 14's walk found the 500). They are bigint,
 * read as JavaScript numbers (exact to 2^53).
 */
describe('money columns', () => {
  const minorColumns = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => isTable(value))
    .flatMap((table) =>
      Object.values(getTableColumns(table))
        .filter((column) => column.name.endsWith('_minor'))
        .map((column) => [column.name, column.columnType] as const),
    );

  it('finds the amounts in the visitor’s currency', () => {
    expect(minorColumns.length).toBeGreaterThanOrEqual(8);
  });

  it.each(minorColumns)('%s is a 64-bit integer', (_name, type) => {
    expect(type).toBe('PgBigInt53');
  });
});
