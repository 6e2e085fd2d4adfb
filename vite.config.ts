import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

export default defineConfig({
  root: "src/client",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rollupOptions: {
      // src/shared is pure data and functions: a module none of whose exports is used can be dropped, so a page
      // that needs one legal figure does not download the whole law module.
      treeshake: { moduleSideEffects: (id: string) => !id.includes("/src/shared/") },
    },
  },
});
