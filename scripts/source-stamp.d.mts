export const STAMP_FILE: string;
export function sourceStamp(root: string): string;
