import { describe, expect, it } from 'vitest';
import { mapModel, ModelMappingCycle } from './model-mapping';

describe('model_mapping', () => {
  it('follows mappings transitively and stops on an unmapped name', () => {
    expect(mapModel({ a: 'b', b: 'c' }, 'a')).toBe('c');
    expect(mapModel({ a: 'b' }, 'x')).toBe('x');
    expect(mapModel({ a: '' }, 'a')).toBe('a');
  });

  it('refuses cycles', () => {
    expect(() => mapModel({ a: 'b', b: 'a' }, 'a')).toThrow(ModelMappingCycle);
  });
});
