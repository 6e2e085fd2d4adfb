export const SERVER_BUNDLE: string;
export function serverBuildIsStale(): boolean;
export function buildAll(options?: { quiet?: boolean }): Promise<void>;
export function buildIfStale(options?: { quiet?: boolean }): Promise<string[]>;
