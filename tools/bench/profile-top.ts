import { readFileSync, readdirSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

// Reads a .cpuprofile (node --cpu-prof) and lists the top functions by self time, and the
// project's own functions by total (inclusive) time, with file:line in the TypeScript source.
// tsx compiles with esbuild (minified whitespace), so positions are mapped back by compiling
// the file again with tsx's options and reading the source map.
// Usage: npx tsx tools/bench/profile-top.ts <file.cpuprofile|dir> [count]

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
const maps = new Map<string, SourceMap | null>();

function mapOf(file: string): SourceMap | null {
  if (!maps.has(file)) {
    try {
      const out = transformSync(readFileSync(file, 'utf8'), {
        loader: file.endsWith('x') ? 'tsx' : 'ts',
        format: 'esm',
        target: `node${process.versions.node}`,
        sourcemap: 'external',
        minifyWhitespace: true,
        keepNames: true,
        sourcefile: file,
      });
      maps.set(file, new SourceMap(JSON.parse(out.map)));
    } catch {
      maps.set(file, null);
    }
  }
  return maps.get(file) ?? null;
}

function where(cf: Node['callFrame']): string {
  if (!cf.url) return '(native)';
  if (!cf.url.startsWith('file://')) return `${cf.url}:${cf.lineNumber + 1}`;
  const file = fileURLToPath(cf.url);
  let line = cf.lineNumber + 1;
  if (/\.tsx?$/.test(file)) {
    const e = mapOf(file)?.findEntry(cf.lineNumber, cf.columnNumber) as { originalLine?: number } | undefined;
    if (e && typeof e.originalLine === 'number') line = e.originalLine + 1;
  }
  return `${relative(ROOT, file)}:${line}`;
}

/** Index of the first sample 2 s after the first relay call: start-up and first-call costs
 * (module loading, JIT, tokenizer tables) stay out of the steady-state figures. */
function steadyStart(p: Profile, byId: Map<number, Node>, parent: Map<number, number>, skipUs = 2_000_000): number {
  let t = 0;
  let first = -1;
  for (let i = 0; i < p.samples.length; i++) {
    t += p.timeDeltas[i] ?? 0;
    if (first < 0) {
      for (let cur: number | undefined = p.samples[i]; cur !== undefined; cur = parent.get(cur)) {
        if (byId.get(cur)!.callFrame.functionName === 'relayCall') {
          first = t;
          break;
        }
      }
    } else if (t >= first + skipUs) return i;
  }
  return 0;
}

export function summarize(profileFile: string, count = 25): string {
  const p = JSON.parse(readFileSync(profileFile, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const from = steadyStart(p, byId, parent);
  const keyOf = (n: Node) => `${n.callFrame.functionName || '(anonymous)'}  ${where(n.callFrame)}`;
  const keys = new Map<number, string>();
  const key = (id: number) => {
    let k = keys.get(id);
    if (k === undefined) keys.set(id, (k = keyOf(byId.get(id)!)));
    return k;
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let all = 0;
  for (let i = from; i < p.samples.length; i++) {
    const dt = p.timeDeltas[i] ?? 0;
    all += dt;
    const id = p.samples[i];
    self.set(key(id), (self.get(key(id)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) seen.add(key(cur));
    for (const k of seen) total.set(k, (total.get(k) ?? 0) + dt);
  }
  const idle = ['(idle)', '(program)', '(garbage collector)', '(root)'];
  const busy = all - [...self].filter(([k]) => idle.some((s) => k.startsWith(s + ' ')) && !k.startsWith('(garbage')).reduce((a, [, v]) => a + v, 0);
  const pct = (v: number) => ((100 * v) / busy).toFixed(1).padStart(5) + '%';
  const ms = (v: number) => (v / 1000).toFixed(0).padStart(7) + ' ms';
  const lines = [`profile ${profileFile}: ${(all / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (percentages of busy; steady state: from 2 s after the first relay call)`, '', `top ${count} by self time:`];
  for (const [k, v] of [...self].filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(root)')).sort((a, b) => b[1] - a[1]).slice(0, count)) lines.push(`${ms(v)} ${pct(v)}  ${k}`);
  lines.push('', `top ${count} project functions (server/) by total time:`);
  for (const [k, v] of [...total].filter(([k]) => k.includes(' server/') || k.includes(' dist/server/')).sort((a, b) => b[1] - a[1]).slice(0, count)) lines.push(`${ms(v)} ${pct(v)}  ${k}`);
  return lines.join('\n');
}

/** Where a function's time comes from: the nearest project (server/) frames above its samples. */
export function callers(profileFile: string, functionName: string, count = 15): string {
  const p = JSON.parse(readFileSync(profileFile, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stacks = new Map<string, number>();
  let sum = 0;
  for (let i = steadyStart(p, byId, parent); i < p.samples.length; i++) {
    const leaf = byId.get(p.samples[i])!;
    if (leaf.callFrame.functionName !== functionName) continue;
    const dt = p.timeDeltas[i] ?? 0;
    sum += dt;
    const chain: string[] = [];
    for (let cur = parent.get(leaf.id); cur !== undefined && chain.length < 4; cur = parent.get(cur)) {
      const cf = byId.get(cur)!.callFrame;
      const w = where(cf);
      if (w.startsWith('server/') || w.startsWith('dist/server/') || chain.length > 0) chain.push(`${cf.functionName || '(anonymous)'} ${w}`);
    }
    const k = chain.join(' < ') || '(no project frame)';
    stacks.set(k, (stacks.get(k) ?? 0) + dt);
  }
  const lines = [`${functionName}: ${(sum / 1000).toFixed(0)} ms self, by nearest project callers:`];
  for (const [k, v] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, count)) lines.push(`${(v / 1000).toFixed(0).padStart(7)} ms  ${k}`);
  return lines.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // profile-top.ts <file|dir> [count]   or   profile-top.ts <file> --callers <functionName>
  const arg = process.argv[2];
  if (!arg) throw new Error('usage: profile-top.ts <file.cpuprofile|dir> [count] | <file> --callers <name>');
  if (process.argv[3] === '--callers') {
    console.log(callers(arg, process.argv[4] ?? ''));
  } else {
    const files = arg.endsWith('.cpuprofile') ? [arg] : readdirSync(arg).filter((f) => f.endsWith('.cpuprofile')).map((f) => resolve(arg, f));
    for (const f of files) console.log(summarize(f, Number(process.argv[3] ?? 25)));
  }
}
