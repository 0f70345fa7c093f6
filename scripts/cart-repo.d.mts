export const CART_V1: string;
export const CART_V2: string;
export function git(cwd: string, ...args: string[]): string;
export function emptyRepo(prefix?: string): string;
export function commitAll(dir: string, message: string): void;
export function makeCartRepo(): string;
