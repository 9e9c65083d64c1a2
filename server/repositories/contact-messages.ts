// Messages from the public contact form, kept whether or not they could be mailed.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';

export class ContactMessagesRepository {
  constructor(private readonly db: Db) {}

  async add(o: { name: string; email: string; subject: string; message: string; ip: string }, now: Date): Promise<string> {
    const [row] = await this.db.insert(contactMessages).values({ ...o, createdAt: now }).returning({ id: contactMessages.id });
    return row!.id;
  }

  async markMailed(id: string): Promise<void> {
    await this.db.update(contactMessages).set({ mailed: true }).where(eq(contactMessages.id, id));
  }

  async removeOfEmail(email: string): Promise<void> {
    await this.db.delete(contactMessages).where(eq(contactMessages.email, email));
  }
}
