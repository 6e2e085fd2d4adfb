import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { jsonKeyModules, publicPageHtml } from "./scripts/vite-plugins.mjs";
import { browserContracts } from "./scripts/browser-contracts.mjs";
import { contentModules } from "./scripts/content-modules.mjs";
import { preloadMissingOnly } from "./scripts/preload-missing-only.mjs";
import { sessionChunk } from "./scripts/session-chunk.mjs";
import { CHOOSABLE_LANGUAGE_CODES } from "./src/shared/i18n/languages";

const LOCALES = new URL("./locales/", import.meta.url).pathname;
const SOURCES = new URL("./src/", import.meta.url).pathname;

/** Libraries every page loads: one long-cached file instead of several small ones. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next)[\\/]/;
/** The router, which every page loads but the public ones (src/client/main.tsx): a long-cached file of its own. */
const ROUTER = /node_modules[\\/]react-router[\\/]/;

/**
 * Lucide's own code and the icons the pre-rendered pages' islands and the page spinner show (the landing header and
 * language switch, the logo, the legal notices, the disclaimer dialog): a file of their own, so the landing page does
 * not download the app's shared icons with them (e2e/landing-islands.test.ts checks it does not).
 */
const PUBLIC_ICONS =
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](menu|x|languages|shield|shield-check|info|loader-circle|circle-check|shield-exclamation-point)\.mjs/;

const LUCIDE = new URL("./node_modules/lucide-react/dist/esm/", import.meta.url).pathname;

/** The file of each icon in `files`' imports from lucide-react (`Home` and `House` are both icons/house.mjs). */
function lucideIconFiles(files: string[]): string[] {
  const iconFile = new Map<string, string>();
  const index = readFileSync(`${LUCIDE}lucide-react.mjs`, "utf8");
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)\.mjs'/g))
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) iconFile.set(name!, file!);
  const imported = files.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/import \{([^}]*)\} from "lucide-react"/g)].flatMap(([, names]) =>
      names!.split(",").map((name) => name.trim()),
    ),
  );
  return [...new Set(imported.flatMap((name) => iconFile.get(name) ?? []))];
}

const sourcesIn = (folder: string) =>
  readdirSync(`${SOURCES}${folder}`)
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => `${SOURCES}${folder}/${file}`);

/**
 * The icons of the signed-in app's shell (its menu, the bell, the account menu) and of the dashboard, the first page
 * after signing in: a file of their own, so that page does not download every icon the other pages share.
 */
const SHELL_ICONS = new RegExp(
  `node_modules[\\\\/]lucide-react[\\\\/]dist[\\\\/]esm[\\\\/]icons[\\\\/](${lucideIconFiles([
    `${SOURCES}client/components/page-icon.tsx`,
    ...sourcesIn("client/app/shell"),
    ...sourcesIn("client/features/dashboard"),
  ]).join("|")})\\.mjs$`,
);

const preloads = preloadMissingOnly();

const session = sessionChunk({
  root: `${SOURCES}client`,
  routerApp: "app/app.tsx",
  sessionApp: "app/session-app.tsx",
  publicPages: "app/public-app.tsx",
  firstPage: "features/dashboard/dashboard-page.tsx",
  firstPageFolder: "features/dashboard/",
});

/**
 * react-router's package sends every bundler its development build (warnings and checks included): the client takes
 * the production one.
 */
const ROUTER_PRODUCTION_BUILD = new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url).pathname;

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/client",
  // The pre-rendering build (scripts/prerender.mjs) makes no HTML of its own.
  plugins: [
    react(),
    tailwindcss(),
    jsonKeyModules(SOURCES),
    browserContracts(),
    contentModules(),
    preloads.plugin,
    session.plugin,
    ...(isSsrBuild ? [] : [publicPageHtml(LOCALES, CHOOSABLE_LANGUAGE_CODES)]),
  ],
  resolve: {
    tsconfigPaths: true,
    alias: isSsrBuild ? [] : [{ find: /^react-router$/, replacement: ROUTER_PRODUCTION_BUILD }],
  },
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Every browser the app supports preloads modules itself: no polyfill in the first script.
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      // src/shared is pure data and functions: a module none of whose exports is used can be dropped, so a page
      // that needs one legal figure does not download the whole law module.
      treeshake: { moduleSideEffects: (id: string) => !id.includes("/src/shared/") },
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK, priority: 20 },
            { name: "router", test: ROUTER, priority: 20 },
            // Each icon is a few hundred bytes: the icons several pages share come in one request, not one per icon,
            // and an icon only one page shows comes with that page (the landing page does not load the app's icons).
            { name: "public-icons", test: PUBLIC_ICONS, priority: 15 },
            { name: "shell-icons", test: SHELL_ICONS, priority: 12 },
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 10, minShareCount: 2 },
            // Only the modules it names: what they import from the public pages' chunks stays there.
            { name: "session", test: session.test, priority: 5, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
