import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { printSchema } from 'graphql';
import { schema } from './schema';

// npm run schema: prints the Pothos schema to ./schema.graphql (committed; a test checks drift).
export const printedSchema = () => printSchema(schema) + '\n';

if (process.argv[1]?.endsWith('print-schema.ts')) {
  writeFileSync(join(process.cwd(), 'schema.graphql'), printedSchema());
  console.log('wrote schema.graphql');
}
