import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import i18next from "eslint-plugin-i18next";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import boundaries from "./eslint-rules/boundaries.js";
import noOutsideReferences from "./eslint-rules/no-outside-references.js";

export default tseslint.config(
  { ignores: ["dist/", "data/", ".tmp/", "node_modules/", "src/server/db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { architecture: { rules: { boundaries } } },
    rules: { "architecture/boundaries": "error" },
  },
  {
    // No module imports itself through others: each room's files form a tree, so any of them can be read, tested
    // and loaded (by a worker, by a public page) without the rest.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": "error" },
  },
  {
    // Comments cite the law, the code or docs/, never a spec section, an issue number or a file beside the repository.
    files: [
      "src/**/*.{ts,tsx}",
      "e2e/**/*.ts",
      "scripts/**/*.{mjs,mts}",
      "bench/**/*.{ts,mjs}",
      "eslint-rules/**/*.js",
      "*.{ts,js}",
    ],
    plugins: { references: { rules: { "no-outside-references": noOutsideReferences } } },
    rules: { "references/no-outside-references": "error" },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    // Words people read come from the message catalogs (locales/) or content files (content/), never from JSX.
    files: ["src/client/**/*.tsx"],
    ignores: ["src/client/**/*.test.tsx"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": {
            include: ["aria-label", "aria-description", "title", "placeholder", "alt", "label", "description", "message"],
          },
        },
      ],
    },
  },
  {
    // The public pages (/, /terms, /privacy) load without the router's code (src/client/main.tsx): what they are made
    // of links with AppLink and reads the address with usePageAddress, which the router app points at the router.
    // e2e/prerendered-pages.test.ts checks the scripts they download.
    files: [
      "src/client/main.tsx",
      "src/client/app/public-app.tsx",
      "src/client/app/page-suspense.tsx",
      "src/client/components/**/*.{ts,tsx}",
      "src/client/i18n/**/*.{ts,tsx}",
      "src/client/features/landing/**/*.{ts,tsx}",
      "src/client/features/legal-pages/**/*.{ts,tsx}",
      "src/client/features/translator/public/**/*.{ts,tsx}",
    ],
    ignores: ["src/client/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "react-router", message: "The public pages load without the router: use AppLink or usePageAddress." }],
        },
      ],
    },
  },
  {
    // The server project's test files share modules within a worker (vitest.config.ts, isolate: false).
    files: ["src/**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|stubEnv|stubGlobal)$/]",
          message: "Server test files share their modules: pass what the test needs through the app's options instead.",
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.mjs", "eslint-rules/**/*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);
