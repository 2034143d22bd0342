import { f, simpleMapper } from './mapper';

// options: every key/value, unknown keys included (Tollgate's option store reads them and
// keeps its defaults for missing ones). setups: the row that says first-run setup is done.

export const optionsMapper = simpleMapper(
  'options',
  { key: f.str(), value: f.str() },
  { key: ['key'], paged: false, sequence: false, conflict: { fresh: 'update', force: 'update' } },
);

export const setupsMapper = simpleMapper('setups', { id: f.int(), version: f.str(), initialized_at: f.big() }, { paged: false, conflict: { fresh: 'skip', force: 'skip' } });
