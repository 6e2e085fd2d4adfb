/**
 * Buffers for uploaded files that nothing else uses, so a worker thread can take one (moved in the message's
 * transfer list) instead of getting a copy made on the main thread. Any other bytes (a Buffer, which may share
 * Node's pool with others) are copied as usual.
 */
const movable = new WeakSet<ArrayBufferLike>();

/** `length` zeroed bytes over a buffer of their own, which a worker may take. */
export function movableBytes(length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  movable.add(bytes.buffer);
  return bytes;
}

/** The transfer list that moves these bytes to a worker (their view here is then empty); none for other bytes. */
export function transferListFor(bytes: Uint8Array): ArrayBuffer[] {
  return movable.has(bytes.buffer) ? [bytes.buffer as ArrayBuffer] : [];
}
