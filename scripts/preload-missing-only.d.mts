import type { Plugin } from "vite";

export function preloadMissingOnly(): {
  plugin: Plugin;
  resolveDependencies: (filename: string, deps: string[], context: { hostId: string; hostType: string }) => string[];
};
