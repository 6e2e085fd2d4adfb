export function newestChange(target: string): number;
export function isStale(output: string, sources: string[]): boolean;
export function clientBuildIsStale(): boolean;
export function buildClient(options?: { quiet?: boolean }): Promise<void>;
export function buildClientIfStale(options?: { quiet?: boolean }): Promise<boolean>;
