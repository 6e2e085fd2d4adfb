/**
 * The content folder (content/ at the project root), where the legal text a lawyer reviews is kept. It ships with
 * the app. This file sits two folders below the root both in the sources (src/server) and once bundled
 * (dist/server/<file>.js), so the same relative address finds it from tsx, the tests and the production bundle.
 */
export const CONTENT_FOLDER = new URL("../../content/", import.meta.url);
