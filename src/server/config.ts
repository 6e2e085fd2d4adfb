import { isIP } from "node:net";
import { z } from "zod";

/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client's address (X-Forwarded-For) and protocol:
 * - unset, "false" or "0": none (the connection's own address counts);
 * - a number of hops: that many proxies in front of the server ("true" means 1): the address is read that many
 *   entries from the right of X-Forwarded-For, so whatever a client writes at the left changes nothing;
 * - a comma-separated list of proxy addresses or ranges (10.0.0.0/8, loopback, uniquelocal...): entries added
 *   by those proxies are trusted, the first one from the right that is not a proxy is the client.
 */
const trustProxyFromEnv = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const value = (raw ?? "").trim();
    if (value === "" || value === "false" || value === "0") return false;
    if (value === "true") return 1;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
    }
    const entries = value.split(",").map((entry) => entry.trim());
    if (!/^\d+$/.test(value) && entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({
      code: "custom",
      message: "must be false, a number of proxy hops (1-10), or a comma-separated list of proxy addresses or CIDR ranges",
    });
    return z.NEVER;
  });

/**
 * The address people open the app at, as an origin (scheme, host and port, no path): "https://flc.example.org".
 * Writes from any other origin are refused (origin-check.ts); the calendar-feed address is built from it.
 */
const publicOriginFromEnv = z
  .string()
  .optional()
  .transform((raw, ctx): string | undefined => {
    const value = (raw ?? "").trim();
    if (value === "") return undefined;
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    const bare =
      url && (url.pathname === "/" || url.pathname === "") && !url.search && !url.hash && !url.username && !url.password;
    if (url && bare && (url.protocol === "http:" || url.protocol === "https:") && !value.endsWith("?") && !value.endsWith("#")) {
      return url.origin;
    }
    ctx.addIssue({
      code: "custom",
      message:
        "must be the address people open the app at: http:// or https://, a host and an optional port, no path (https://flc.example.org)",
    });
    return z.NEVER;
  });

/** In development and tests, the address the server listens on, as a browser on this machine opens it. */
function localOrigin(host: string, port: number): string {
  const wildcardOrLoopback = ["0.0.0.0", "::", "127.0.0.1", "::1", "localhost"].includes(host);
  const name = wildcardOrLoopback ? "localhost" : isIP(host) === 6 ? `[${host}]` : host;
  try {
    return new URL(`http://${name}:${port}`).origin;
  } catch {
    return `http://localhost:${port}`;
  }
}

const configSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: trustProxyFromEnv,
  PUBLIC_ORIGIN: publicOriginFromEnv,
  AI_BASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  /** How long the optional model may take for one answer before the local one is used (milliseconds). */
  AI_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(600_000)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The mail server reminders and address confirmations go through (smtp:// or smtps://, user and password in it); unset: no e-mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, "must be smtp://user:password@host:port or smtps://…")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The From of every message: "Florida Legal Champion <reminders@flc.example.org>". Needed with SMTP_URL. */
  MAIL_FROM: z
    .string()
    .trim()
    .min(3)
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

export type Config = z.infer<typeof configSchema>;

/** Reads the environment; a bad value throws an error that names each variable and what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${problems.join("\n")}`);
  }
  const config = parsed.data;
  if (config.SMTP_URL !== undefined && config.MAIL_FROM === undefined) {
    throw new Error("Invalid environment configuration:\n  MAIL_FROM: must be set with SMTP_URL (the From of reminder e-mails)");
  }
  // Production has no default: without PUBLIC_ORIGIN each request is compared with its own address (origin-check.ts),
  // and serve.ts warns at start-up.
  if (config.PUBLIC_ORIGIN === undefined && config.NODE_ENV !== "production") {
    config.PUBLIC_ORIGIN = localOrigin(config.HOST, config.PORT);
  }
  return config;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes proxy-addr's rule for hops (Fastify does the same with a
 * number at run time, but its types only take a function): the connection's own address and the next
 * `hops - 1` entries from the right of X-Forwarded-For are proxies; the entry after them is the client.
 */
export function fastifyTrustProxy(
  value: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== "number") return value;
  return (_address, hop) => hop < value;
}
