export const RUNNER_NODE: string;
export function runnerNodePath(env?: NodeJS.ProcessEnv): string;
