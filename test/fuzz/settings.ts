/** A seeded sample in the normal suite; `npm run fuzz` sets FUZZ_RUNS=10000. */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
export const SEED = Number(process.env.FUZZ_SEED ?? 20261129);
export const params = { numRuns: RUNS, seed: SEED };
/**
 * Properties whose every case derives the scope from git (the gate): a quarter of the sample in the
 * normal suite, where each case costs git processes; `npm run fuzz` still runs 2,500 of them.
 */
export const gitParams = { numRuns: Math.ceil(RUNS / 4), seed: SEED };
/** Breaches by construction come from a short list of edits: a tenth of the cases finds them all. */
export const breachParams = { numRuns: Math.ceil(RUNS / 10), seed: SEED };
/** A property's own time limit: 10,000 cases of a spawned command take minutes. */
export const LONG = 900_000;
