// Model pricing maps and the conversions of spec 001 §4: ratio = input price per 1M / 2,
// completion ratio = output price / input price. A fixed per-call price replaces the ratios.

export type PriceMap = Record<string, number>;
export interface PricingMaps {
  price: PriceMap;
  ratio: PriceMap;
  completion: PriceMap;
}

export type PricingMode = 'ratio' | 'price' | 'per-call';
/** Raw text of the inputs, validated by readPricing. */
export interface PricingDraft {
  mode: PricingMode;
  ratio?: string;
  completion?: string;
  inputPrice?: string;
  outputPrice?: string;
  price?: string;
}

export type PricingValue = { kind: 'per-call'; price: number } | { kind: 'ratio'; ratio?: number; completion?: number };

export function parseMap(text: string | undefined): PriceMap {
  try {
    const v = JSON.parse(text || '{}') as unknown;
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return {};
    return Object.fromEntries(Object.entries(v).filter(([, n]) => typeof n === 'number')) as PriceMap;
  } catch {
    return {};
  }
}

/** A number typed by the user: undefined when empty; throws the spec's message otherwise. */
export function readNumber(text: string | undefined): number | undefined {
  const s = (text ?? '').trim();
  if (s === '') return undefined;
  if (!/^[-+]?[\d.eE+-]+$/.test(s)) throw new Error('请输入数字');
  const n = Number(s);
  if (!Number.isFinite(n) || n < 0) throw new Error('请输入有效的数字');
  return n;
}

const round = (n: number) => Number(n.toFixed(6));

/** Validates a draft; `required` demands a value (for batch and single edits). */
export function readPricing(d: PricingDraft): PricingValue {
  if (d.mode === 'per-call') {
    const price = readNumber(d.price);
    if (price === undefined) throw new Error('请输入模型价格');
    if (price === 0) throw new Error('模型价格不能为0');
    return { kind: 'per-call', price };
  }
  if (d.mode === 'ratio') {
    const ratio = readNumber(d.ratio);
    const completion = readNumber(d.completion);
    if (ratio === undefined && completion === undefined) throw new Error('请输入模型倍率和补全倍率');
    return { kind: 'ratio', ratio, completion };
  }
  const input = readNumber(d.inputPrice);
  const output = readNumber(d.outputPrice);
  if (input === undefined) throw new Error('请输入输入价格');
  return { kind: 'ratio', ratio: round(input / 2), completion: output !== undefined && input > 0 ? round(output / input) : undefined };
}

export function applyPricing(maps: PricingMaps, model: string, v: PricingValue): PricingMaps {
  const next = { price: { ...maps.price }, ratio: { ...maps.ratio }, completion: { ...maps.completion } };
  if (v.kind === 'per-call') {
    next.price[model] = v.price;
    delete next.ratio[model];
    delete next.completion[model];
  } else {
    delete next.price[model];
    if (v.ratio !== undefined) next.ratio[model] = v.ratio;
    if (v.completion !== undefined) next.completion[model] = v.completion;
  }
  return next;
}

export function removeModel(maps: PricingMaps, model: string): PricingMaps {
  const next = { price: { ...maps.price }, ratio: { ...maps.ratio }, completion: { ...maps.completion } };
  delete next.price[model];
  delete next.ratio[model];
  delete next.completion[model];
  return next;
}

export function mapsOf(values: Record<string, string>): PricingMaps {
  return { price: parseMap(values.ModelPrice), ratio: parseMap(values.ModelRatio), completion: parseMap(values.CompletionRatio) };
}

/** Option entries for the maps that differ from the saved ones. */
export function pricingChanges(maps: PricingMaps, saved: Record<string, string>) {
  const pairs: Array<[string, PriceMap]> = [
    ['ModelPrice', maps.price],
    ['ModelRatio', maps.ratio],
    ['CompletionRatio', maps.completion],
  ];
  return pairs
    .map(([key, map]) => ({ key, value: JSON.stringify(map, null, 2) }))
    .filter((e) => JSON.stringify(JSON.parse(e.value)) !== JSON.stringify(parseMap(saved[e.key])));
}

/** Draft shown when editing an existing model. */
export function draftOf(maps: PricingMaps, model: string): PricingDraft {
  if (maps.price[model] !== undefined) return { mode: 'per-call', price: String(maps.price[model]) };
  return { mode: 'ratio', ratio: maps.ratio[model] !== undefined ? String(maps.ratio[model]) : '', completion: maps.completion[model] !== undefined ? String(maps.completion[model]) : '' };
}
