/**
 * The API described as OpenAPI 3.1, made from the contracts (zod's own JSON Schema output), for integrators.
 * Served at /api/openapi.json when the server runs in development.
 */
import { z } from "zod";
import { ALL_ENDPOINTS } from "@shared/api";
import { apiErrorSchema, type Endpoint } from "@shared/api/endpoint";

type JsonSchema = Record<string, unknown>;

const schemaOf = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
};

/** Path and query parameters, one per property of the contract's object schema. */
function parametersOf(endpoint: Endpoint): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  for (const [where, schema] of [
    ["path", endpoint.params],
    ["query", endpoint.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      parameters.push({ name, in: where, required: where === "path" || (json.required ?? []).includes(name), schema: property });
    }
  }
  return parameters;
}

function operationOf(endpoint: Endpoint, area: string, name: string): JsonSchema {
  const status = String(endpoint.status ?? 200);
  const success =
    endpoint.answer !== null
      ? { description: "Success", content: { "application/json": { schema: schemaOf(endpoint.answer, "output") } } }
      : endpoint.answerType
        ? { description: "Success", content: { [endpoint.answerType]: {} } }
        : { description: "No content" };
  return {
    operationId: `${area}.${name}`,
    tags: [area],
    summary: endpoint.summary,
    ...(endpoint.signedIn ? { security: [{ session: [] }] } : {}),
    parameters: parametersOf(endpoint),
    ...(endpoint.body
      ? { requestBody: { required: true, content: { "application/json": { schema: schemaOf(endpoint.body, "input") } } } }
      : {}),
    responses: {
      [status]: success,
      default: {
        description: "An error, in the request's language",
        content: { "application/json": { schema: schemaOf(apiErrorSchema, "output") } },
      },
    },
  };
}

export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { area, name, endpoint } of ALL_ENDPOINTS) {
    const path = endpoint.path.replace(/:([A-Za-z]+)/g, "{$1}");
    (paths[path] ??= {})[endpoint.method.toLowerCase()] = operationOf(endpoint, area, name);
  }
  return {
    openapi: "3.1.0",
    info: { title: "Florida Legal Champion API", version: "1" },
    components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "flc_session" } } },
    paths,
  };
}
