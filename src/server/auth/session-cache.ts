import { TtlCache } from "../cache/ttl-cache";

interface CachedSession {
  expiresAt: Date;
  user: { id: string };
}

/**
 * Sessions found in the database, remembered for a short while so that reading a page costs no query. A change to a
 * user (sign-out, password change, account deletion, any other write; on every instance through the change feed)
 * drops that user's sessions. A lookup already under way when a change comes may have read the session before it
 * ended: its answer serves its own request but is not remembered.
 */
export class SessionCache<Session extends CachedSession> {
  private readonly entries: TtlCache<string, Session>;
  private changes = 0;

  constructor(ttlMs: number, maxEntries: number) {
    this.entries = new TtlCache(ttlMs, maxEntries);
  }

  get(tokenHash: string): Session | undefined {
    return this.entries.get(tokenHash);
  }

  async load(tokenHash: string, find: () => Promise<Session | null>): Promise<Session | null> {
    const changesBefore = this.changes;
    const found = await find();
    if (found && this.changes === changesBefore) this.entries.set(tokenHash, found, found.expiresAt.getTime());
    return found;
  }

  userChanged(userId: string): void {
    this.changes++;
    this.entries.deleteWhere((session) => session.user.id === userId);
  }
}
