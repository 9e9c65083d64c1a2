// Employer accounts: e-mail, password hash and profile picture. Keyed by the account's own user id (or, before
// sign-in, its e-mail).
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, companyMembers, users } from '../db/schema';

/** What an account chose about language (null locale: never chosen). */
export interface UserPreferences {
  locale: 'en' | 'ne' | null;
  digits: 'devanagari' | 'latin';
}

export class UsersRepository {
  constructor(private readonly db: Db) {}

  /** The id of the account with this e-mail, if any. */
  async idOfEmail(email: string): Promise<string | undefined> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row?.id;
  }

  /** The account with this e-mail and the language it chose, if any (one query: a password reset must not take longer for one). */
  async localeOfEmail(email: string): Promise<{ id: string; locale: UserPreferences['locale'] } | undefined> {
    const [row] = await this.db.select({ id: users.id, locale: users.locale }).from(users).where(eq(users.email, email));
    return row;
  }

  /** What login checks. */
  async credentialsOfEmail(email: string): Promise<{ id: string; passwordHash: string } | undefined> {
    const [row] = await this.db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
    return row;
  }

  async find(userId: string): Promise<{ id: string; email: string; passwordHash: string } | undefined> {
    const [row] = await this.db.select({ id: users.id, email: users.email, passwordHash: users.passwordHash }).from(users)
      .where(eq(users.id, userId));
    return row;
  }

  /**
   * The account with the name of the company it belongs to (as any member, docs/teams.md; empty without one), for
   * the `user` of login and register answers.
   */
  async withCompanyName(userId: string): Promise<{ id: string; email: string; fullName: string | null } | undefined> {
    const [row] = await this.db.select({ id: users.id, email: users.email, fullName: companies.fullName }).from(users)
      .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
      .leftJoin(companies, eq(companies.id, companyMembers.companyId)).where(eq(users.id, userId));
    return row;
  }

  /** A new account; a taken e-mail fails with a unique violation. */
  async create(o: { email: string; passwordHash: string; now: Date }): Promise<string> {
    const [user] = await this.db.insert(users).values({ email: o.email, passwordHash: o.passwordHash, createdAt: o.now, updatedAt: o.now })
      .returning({ id: users.id });
    return user!.id;
  }

  async setPassword(userId: string, passwordHash: string, now: Date): Promise<void> {
    await this.db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
  }

  /** The account's profile picture (null without one); undefined when there is no such account. */
  async pictureOf(userId: string): Promise<{ pictureId: string | null } | undefined> {
    const [row] = await this.db.select({ pictureId: users.profilePictureId }).from(users).where(eq(users.id, userId));
    return row;
  }

  async setPicture(userId: string, pictureId: string, now: Date): Promise<void> {
    await this.db.update(users).set({ profilePictureId: pictureId, updatedAt: now }).where(eq(users.id, userId));
  }

  /** The account's language and digits (docs/i18n.md); undefined when there is no such account. */
  async preferencesOf(userId: string): Promise<UserPreferences | undefined> {
    const [row] = await this.db.select({ locale: users.locale, digits: users.digits }).from(users).where(eq(users.id, userId));
    return row;
  }

  /** Changes what is given; fields left out keep their value. */
  async setPreferences(userId: string, changes: Partial<UserPreferences>, now: Date): Promise<void> {
    await this.db.update(users).set({ ...changes, updatedAt: now }).where(eq(users.id, userId));
  }

  /** The language each account chose (null: never chosen), for mail to several accounts at once. */
  async localesOf(userIds: readonly string[]): Promise<Map<string, UserPreferences['locale']>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db.select({ id: users.id, locale: users.locale }).from(users).where(inArray(users.id, [...userIds]));
    return new Map(rows.map((r) => [r.id, r.locale]));
  }

  /** Deletes the account; its sessions, company, images, tickets and settings go with it (ON DELETE CASCADE). */
  async remove(userId: string): Promise<void> {
    await this.db.delete(users).where(eq(users.id, userId));
  }
}
