import type { RouteOptions } from "fastify";
import type { Endpoint } from "@shared/api/endpoint";

/** The contract a registered route serves (serve.ts puts it in the route's config); undefined for any other route. */
export const endpointOfRoute = (route: Pick<RouteOptions, "config">): Endpoint | undefined =>
  (route.config as { endpoint?: Endpoint } | undefined)?.endpoint;
