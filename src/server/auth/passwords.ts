import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const KEY_LENGTH = 64;
const COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function derive(password: string, salt: Buffer, cost: number, blockSize: number, parallelism: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { N: cost, r: blockSize, p: parallelism, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export interface ScryptCost {
  cost: number;
  blockSize: number;
  parallelism: number;
}

export const CURRENT_COST: ScryptCost = { cost: COST, blockSize: BLOCK_SIZE, parallelism: PARALLELISM };

/** Format: scrypt$N$r$p$salt$hash (base64), so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string, params: ScryptCost = CURRENT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params.cost, params.blockSize, params.parallelism);
  return ["scrypt", params.cost, params.blockSize, params.parallelism, salt.toString("base64"), key.toString("base64")].join("$");
}

/** True when a stored hash was made with weaker parameters than today's: it is replaced at the next sign-in. */
export function needsRehash(stored: string, current: ScryptCost = CURRENT_COST): boolean {
  const [scheme, cost, blockSize, parallelism] = stored.split("$");
  return (
    scheme !== "scrypt" ||
    Number(cost) < current.cost ||
    Number(blockSize) < current.blockSize ||
    Number(parallelism) < current.parallelism
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, blockSize, parallelism, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  if (![cost, blockSize, parallelism].every((value) => /^[1-9][0-9]{0,7}$/.test(value ?? ""))) return false;
  const actual = await derive(password, Buffer.from(salt, "base64"), Number(cost), Number(blockSize), Number(parallelism));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password: checked against when the e-mail is unknown, so both paths take the same time. */
export const DUMMY_PASSWORD_HASH = hashPassword(randomBytes(12).toString("hex"));
