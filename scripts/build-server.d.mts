export const root: string;
export const SERVER_OUT_DIR: string;
export const SERVER_BUNDLE: string;
export function buildServer(options?: { quiet?: boolean }): Promise<void>;
export const RUNTIME_PACKAGES: string[];
