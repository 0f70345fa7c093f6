// Shared by the bench scripts: run a command N times, keep the median wall time.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { emptyRepo } from '../scripts/cart-repo.mjs';

// A machine that sets NODE_EXTRA_CA_CERTS (this one, for its proxy) makes every Node process parse
// that bundle as it starts (0.10 s of CPU against 0.03 s); a hosted runner sets none and no bench
// reaches the network, so every command here, bare `node` included, runs without it.
delete process.env.NODE_EXTRA_CA_CERTS;

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Milliseconds of one execution; fails loudly on a non-zero exit. */
function once(cmd, args, { cwd, ok = [0], env } = {}) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: env && { ...process.env, ...env } });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (!ok.includes(r.status)) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}: ${r.stderr.slice(0, 500)}`);
  return ms;
}

/** Median milliseconds of `runs` executions (after one warm-up); fails loudly on a non-zero exit. */
export function time(cmd, args, { cwd, runs = 7, ok = [0] } = {}) {
  const samples = [];
  for (let i = 0; i <= runs; i++) {
    const ms = once(cmd, args, { cwd, ok });
    if (i > 0) samples.push(ms);
  }
  return median(samples);
}

/**
 * A command against its baseline, run in turns (after one warm-up of each) so that both see the
 * same load: on a shared machine, a baseline timed first and a command timed after can differ by
 * half from the load alone. Returns the medians of each, and the median of the per-turn ratios.
 */
export function timeAgainst(base, ours, { cwd, runs = 15 } = {}) {
  const b = [];
  const o = [];
  for (let i = 0; i <= runs; i++) {
    const bm = once(base.cmd, base.args, { cwd, ok: base.ok, env: base.env });
    const om = once(ours.cmd, ours.args, { cwd, ok: ours.ok, env: ours.env });
    if (i > 0) (b.push(bm), o.push(om));
  }
  return { base: median(b), ours: median(o), ratio: median(o.map((ms, i) => ms / b[i])) };
}

export function report(name, ours, baseline, baselineName, goal, ratio = ours / baseline) {
  const verdict = goal === undefined ? '' : ratio <= goal ? `  (goal ≤ ${goal}×: met)` : `  (goal ≤ ${goal}×: NOT met)`;
  console.log(`${name}: ${ours.toFixed(1)} ms vs ${baselineName} ${baseline.toFixed(1)} ms → ${ratio.toFixed(2)}×${verdict}`);
  return ratio;
}

const made = [];
process.on('exit', () => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** An empty repository for a bench, removed when the bench process ends (the anchor bench's is 110 MB). */
export function benchRepo(prefix) {
  const dir = emptyRepo(prefix);
  made.push(dir);
  return dir;
}
