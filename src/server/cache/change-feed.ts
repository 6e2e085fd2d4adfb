/**
 * Tells every server instance that a user's data changed, so each can drop what it cached for that user.
 * One instance (the embedded database) needs only the local feed; on PostgreSQL, LISTEN/NOTIFY reaches the others.
 */
export interface ChangeFeed {
  /** Runs the local listeners at once, then tells the other instances. */
  userChanged(userId: string): void;
  onUserChanged(listener: (userId: string) => void): void;
  close(): Promise<void>;
}

const CHANNEL = "flc_user_changed";

export function localChangeFeed(): ChangeFeed {
  const listeners: ((userId: string) => void)[] = [];
  return {
    userChanged: (userId) => listeners.forEach((listener) => listener(userId)),
    onUserChanged: (listener) => void listeners.push(listener),
    close: async () => undefined,
  };
}

export async function postgresChangeFeed(url: string, onError: (error: Error) => void): Promise<ChangeFeed> {
  // Loaded here, not at start: a server on the embedded database never needs the PostgreSQL client.
  const { default: pg } = await import("pg");
  const local = localChangeFeed();
  const listener = new pg.Client({ connectionString: url });
  const sender = new pg.Pool({ connectionString: url, max: 1 });
  listener.on("error", onError);
  sender.on("error", onError);
  await listener.connect();
  await listener.query(`listen ${CHANNEL}`);
  listener.on("notification", (message) => {
    if (message.channel === CHANNEL && message.payload) local.userChanged(message.payload);
  });
  return {
    userChanged(userId) {
      local.userChanged(userId);
      sender.query("select pg_notify($1, $2)", [CHANNEL, userId]).catch(onError);
    },
    onUserChanged: local.onUserChanged,
    async close() {
      await listener.end();
      await sender.end();
    },
  };
}
