// A channel's model_mapping {from: to}, followed transitively (reference/relay.md §6.3).
// Used by the relay and by channel tests: one rule.

export class ModelMappingCycle extends Error {
  constructor() {
    super('model_mapping_contains_cycle');
  }
}

export function mapModel(mapping: Record<string, unknown>, model: string): string {
  let current = model;
  const seen = new Set([current]);
  for (;;) {
    const next = mapping[current];
    if (typeof next !== 'string' || next === '' || next === current) return current;
    if (seen.has(next)) throw new ModelMappingCycle();
    seen.add(next);
    current = next;
  }
}
