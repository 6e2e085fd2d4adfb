import type { Plugin } from "vite";

export function sessionChunk(options: {
  /** The client's source folder (Vite's root), absolute. */
  root: string;
  /** Modules under `root`: the router app, the session layer, the module whose dynamic imports are the public pages. */
  routerApp: string;
  sessionApp: string;
  publicPages: string;
  /** The first page after sign-in, and the folder of its own modules (which stay in its chunk). */
  firstPage: string;
  firstPageFolder: string;
}): { plugin: Plugin; test: (id: string) => boolean };
