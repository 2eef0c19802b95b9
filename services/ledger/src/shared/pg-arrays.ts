/**
 * Bulk inserts as `insert … select … from unnest($1::text[], …)`: one parameter per column
 * instead of one per cell, so 50,000 lines cost a few statements instead of 500,000 bound
 * parameters. Arrays travel as PostgreSQL array literals (text), which PGlite and node-postgres
 * pass alike.
 */
import type { SQL } from '@fina/db';
import { sql } from '@fina/db';

function element(value: string | null): string {
  if (value === null) return 'NULL';
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** '{"a","b\\"c",NULL}' */
export function arrayLiteral(values: readonly (string | null)[]): string {
  return `{${values.map(element).join(',')}}`;
}

/** A typed array parameter: `${pgArray(dates, 'date')}` → `$1::date[]`. */
export function pgArray(
  values: readonly (string | null)[],
  type: 'text' | 'date' | 'numeric' | 'uuid',
): SQL {
  return sql`${arrayLiteral(values)}::${sql.raw(type)}[]`;
}
