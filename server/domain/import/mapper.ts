import type { SqlValue } from '../../db/sql';
import type { Conflict } from './writer';
import { toBig, toBool, toFloat, toInt, toNullableStr, toStr, toTimestamp, toUniqueOrNull, type Row, type TargetRow } from './values';

// A table mapper: which source table and columns it reads, which Tollgate columns it writes,
// and how one source row becomes one target row (null = skip, e.g. an orphan).

export type Flavor = 'new-api' | 'one-api';

export interface MapContext {
  flavor: Flavor;
  /** Secret channel keys are encrypted with (channel-key.ts cryptoSecret). */
  secret: string;
  /** Ids present in the target after users/channels were imported (foreign keys). */
  userIds: Set<number>;
  channelIds: Set<number>;
  /** Columns the source table actually has. */
  sourceColumns: Set<string>;
}

export interface TableMapper {
  source: string;
  target: string;
  /** Conflict key in the target (upsert with --force). */
  key: string[];
  /** Read in id order, page by page (big tables); otherwise all at once. */
  paged: boolean;
  /** Target has an id sequence to move on PostgreSQL. */
  sequence: boolean;
  /** Source columns wanted; the SELECT uses those the source has. */
  reads: string[];
  columns: string[];
  map(row: Row, ctx: MapContext): TargetRow | null;
  /** What an existing key does: on a fresh target, and with --force. */
  conflict: { fresh: Conflict; force: Conflict };
}

export type Field = (v: unknown) => SqlValue;

export const f = {
  int: (def = 0): Field => (v) => toInt(v, def),
  big: (def = 0n): Field => (v) => toBig(v, def),
  bool: (def = false): Field => (v) => toBool(v, def),
  float: (def = 0): Field => (v) => toFloat(v, def),
  str: (def = ''): Field => (v) => toStr(v, def),
  nstr: (): Field => (v) => toNullableStr(v),
  time: (): Field => (v) => toTimestamp(v),
  uniq: (): Field => (v) => toUniqueOrNull(v),
};

/** Column-for-column mapper: each target column read from the same-named source column. */
export function simpleMapper(
  table: string,
  fields: Record<string, Field>,
  opts: { key?: string[]; paged?: boolean; sequence?: boolean; extraReads?: string[]; conflict?: { fresh: Conflict; force: Conflict }; fix?: (out: TargetRow, row: Row, ctx: MapContext) => TargetRow | null } = {},
): TableMapper {
  const columns = Object.keys(fields);
  return {
    source: table,
    target: table,
    key: opts.key ?? ['id'],
    paged: opts.paged ?? true,
    sequence: opts.sequence ?? true,
    reads: [...columns, ...(opts.extraReads ?? [])],
    columns,
    conflict: opts.conflict ?? { fresh: 'fail', force: 'update' },
    map(row, ctx) {
      const out: TargetRow = {};
      for (const c of columns) out[c] = fields[c](row[c]);
      return opts.fix ? opts.fix(out, row, ctx) : out;
    },
  };
}
