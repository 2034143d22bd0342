import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildClient, clientIsStale } from '../../tools/start.mjs';

// Builds the console when client/dist is missing or stale, and refuses a bundle whose graphql
// tags were not compiled by babel-plugin-relay (they would throw at runtime).
export default function setup() {
  if (clientIsStale() && !buildClient()) throw new Error('client build failed');
  const assets = join('client', 'dist', 'assets');
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const js = readFileSync(join(assets, file), 'utf8');
    // Compiled operations keep their text only as an artifact's `text:` field.
    for (const m of js.matchAll(/(.{0,6})`\s*(query|mutation|fragment|subscription) \w+/g)) {
      if (!m[1].endsWith('text:')) throw new Error(`uncompiled graphql tag in ${file}: ${m[0]}`);
    }
  }
}
