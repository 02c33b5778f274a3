import type { Database, Listener } from '../platform/db/index.ts';

/** Migration 0012: every statement that changes search_documents notifies this channel on commit. */
export const DOCUMENTS_CHANGED_CHANNEL = 'search_documents_changed';

/**
 * The documents' change notifications, for what a process keeps of them in memory (the result cache,
 * the facet index). `changed` runs on every committed change, and once more when the listener is
 * lost: then `live` turns false for good, since a change may have passed unheard.
 */
export class DocumentChanges {
  live = false;
  private listener: Listener | null = null;

  constructor(
    private readonly db: Database,
    private readonly changed: () => void,
  ) {}

  /** Starts listening; false when it could not (then nothing may be kept in memory). */
  async start(): Promise<boolean> {
    try {
      this.listener = await this.db.listen(
        DOCUMENTS_CHANGED_CHANNEL,
        () => this.changed(),
        () => {
          this.live = false;
          this.changed();
        },
      );
    } catch {
      return false;
    }
    this.live = true;
    return true;
  }

  get started(): boolean {
    return this.listener !== null;
  }

  /**
   * Resolves once every change committed before the call, on any connection, has been heard (on a
   * PostgreSQL server one `select 1` on the listening connection); rejects when it cannot tell.
   */
  async caughtUp(): Promise<void> {
    if (!this.listener) throw new Error('not listening for document changes');
    await this.listener.caughtUp();
  }

  async stop(): Promise<void> {
    this.live = false;
    await this.listener?.stop();
    this.listener = null;
  }
}
