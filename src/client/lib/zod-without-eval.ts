import type { $ZodConfig } from "zod/v4/core";

/*
 * The server's Content-Security-Policy forbids eval (script-src 'self'). Zod compiles an object schema's parser with
 * `new Function` when eval works, and finds out by trying once: the browser reports that try as a CSP violation even
 * though Zod catches it (DevTools' Issues panel; Lighthouse best practices). Jitless, Zod parses by interpretation
 * from the start. Zod reads the setting when a schema is built, and takes it from this global when it loads (its
 * way to configure it before it loads): so this module runs from the entry chunk, before any page's chunk loads Zod,
 * and without bringing Zod into the entry chunk. e2e/prerendered-pages.test.ts fails on a violation.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: $ZodConfig };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
