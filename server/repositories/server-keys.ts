// Keys the server makes for itself and every process shares (the VAPID key pair for Web Push).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverKeys } from '../db/schema';

export class ServerKeysRepository {
  constructor(private readonly db: Db) {}

  /**
   * The value stored under `name`, storing `value` first if there is none. Insert-or-nothing then read: of processes
   * starting together, the first insert wins and every one of them reads that row.
   */
  async getOrCreate(name: string, value: Record<string, string>, now: Date): Promise<Record<string, string>> {
    await this.db.insert(serverKeys).values({ name, value, createdAt: now }).onConflictDoNothing({ target: serverKeys.name });
    const [row] = await this.db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, name));
    if (!row) throw new Error(`Server key "${name}" was neither stored nor found.`);
    return row.value;
  }
}
