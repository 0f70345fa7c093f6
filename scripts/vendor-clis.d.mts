export const VENDOR_CLIS: Record<string, string>;
export function vendorDir(env?: NodeJS.ProcessEnv): string;
export function vendorBin(env?: NodeJS.ProcessEnv): string | null;
