import type { FastifyInstance } from "fastify";

/** `npm run dev`: Vite's dev server as middleware of this server, so app and API share one port. */
export async function registerViteDev(app: FastifyInstance): Promise<void> {
  const [{ default: middie }, { createServer }] = await Promise.all([import("@fastify/middie"), import("vite")]);
  await app.register(middie);
  const vite = await createServer({
    configFile: new URL("../../vite.config.ts", import.meta.url).pathname,
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: "spa",
  });
  app.use((req, res, next) => (req.url?.startsWith("/api/") ? next() : vite.middlewares(req, res, next)));
  app.addHook("onClose", () => vite.close());
}
