import { build } from "vite";
import { writeFileSync } from "node:fs";
process.env.NODE_ENV = "production";
const report = {};
await build({
  configFile: "/work/main/vite.config.ts", mode: "production", logLevel: "warn",
  build: { outDir: process.argv[2] ?? "/tmp/flc-analysis", emptyOutDir: true },
  plugins: [{ name: "report", generateBundle(_o, bundle) {
    for (const [file, c] of Object.entries(bundle)) if (c.type === "chunk")
      report[file] = Object.fromEntries(Object.entries(c.modules).map(([id, m]) => [id.replace(/.*node_modules\//, "nm/").replace("/work/main/", ""), m.renderedLength]));
  } }],
});
writeFileSync((process.argv[2] ?? "/tmp/flc-analysis") + "/modules.json", JSON.stringify(report, null, 1));
