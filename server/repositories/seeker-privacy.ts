// A job seeker's privacy rights (docs/seekers.md "Privacy"): their consents, everything kept about them for the
// download, and erasing it. Every method takes the job seeker's id, so nobody else's data is read or touched.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { educationRank } from '../../src/domain/job-fields';
import { ERASED_EMAIL_DOMAIN, type ConsentPurpose } from '../../src/domain/privacy';
import type { ApplicationStatus } from '../../src/machines/application-status.machine';
import type { Db } from '../db/client';
import {
  applicationEvents, applications, companies, conversations, jobs, jobSeekers, media, messageReplyTokens, messages, otps, resumes,
  savedApplicants, savedSearches, seekerConsents, seekerSessions, swipeDecisions,
} from '../db/schema';

/** What erasing leaves of the profile: no name, contact, place, skills or words of theirs. */
const ERASED_EDUCATION = 'Not required' as const;

export class SeekerPrivacyRepository {
  constructor(private readonly db: Db) {}

  async recordConsent(jobSeekerId: string, o: { purpose: ConsentPurpose; privacyVersion: string; applicationId?: string | null; now: Date }): Promise<void> {
    await this.db.insert(seekerConsents).values({
      jobSeekerId, purpose: o.purpose, privacyVersion: o.privacyVersion, applicationId: o.applicationId ?? null, at: o.now,
    });
  }

  async isDeleted(jobSeekerId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: jobSeekers.id }).from(jobSeekers)
      .where(and(eq(jobSeekers.id, jobSeekerId), isNotNull(jobSeekers.deletedAt)));
    return row !== undefined;
  }

  /** Everything kept about the job seeker that is theirs to see: never the teams' notes, comments, scores or ratings. */
  async export(jobSeekerId: string) {
    const [profile] = await this.db.select({
      fullName: jobSeekers.fullName, email: jobSeekers.email, phone: jobSeekers.phone, headline: jobSeekers.headline,
      photoUrl: jobSeekers.photoUrl, province: jobSeekers.province, district: jobSeekers.district, skills: jobSeekers.skills,
      experienceYears: jobSeekers.experienceYears, educationLevel: jobSeekers.educationLevel,
      expectedSalaryPaisa: jobSeekers.expectedSalaryPaisa, openToWork: jobSeekers.openToWork, locale: jobSeekers.locale,
      about: jobSeekers.about, createdAt: jobSeekers.createdAt, updatedAt: jobSeekers.updatedAt,
      experience: jobSeekers.experience, education: jobSeekers.education, profileUpdatedAt: jobSeekers.profileUpdatedAt,
      resumeName: resumes.filename,
    }).from(jobSeekers).leftJoin(resumes, eq(resumes.id, jobSeekers.resumeId)).where(eq(jobSeekers.id, jobSeekerId));
    const apps = await this.db.select({
      id: applications.id, jobId: applications.jobId, jobTitle: jobs.title, companyName: companies.fullName,
      status: applications.status, coverLetter: applications.coverLetter, resumeName: resumes.filename,
      createdAt: applications.createdAt, updatedAt: applications.updatedAt,
    }).from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(companies, eq(companies.id, applications.companyId))
      .leftJoin(resumes, eq(resumes.id, applications.resumeId))
      .where(eq(applications.jobSeekerId, jobSeekerId))
      .orderBy(asc(applications.createdAt), asc(applications.id));
    const steps = apps.length === 0 ? [] : await this.db.select({
      applicationId: applicationEvents.applicationId, fromStatus: applicationEvents.fromStatus, toStatus: applicationEvents.toStatus,
      at: applicationEvents.at,
    }).from(applicationEvents).where(inArray(applicationEvents.applicationId, apps.map((a) => a.id))).orderBy(asc(applicationEvents.seq));
    const sent = await this.db.select({
      companyName: companies.fullName, jobTitle: jobs.title, sender: messages.sender, body: messages.body,
      createdAt: messages.createdAt, readAt: messages.readAt,
    }).from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(companies, eq(companies.id, conversations.companyId))
      .leftJoin(applications, eq(applications.id, conversations.applicationId))
      .leftJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(conversations.jobSeekerId, jobSeekerId))
      .orderBy(asc(messages.seq));
    const consents = await this.db.select({
      purpose: seekerConsents.purpose, privacyVersion: seekerConsents.privacyVersion, applicationId: seekerConsents.applicationId,
      at: seekerConsents.at,
    }).from(seekerConsents).where(eq(seekerConsents.jobSeekerId, jobSeekerId)).orderBy(asc(seekerConsents.at), asc(seekerConsents.id));
    const searches = await this.db.select().from(savedSearches).where(eq(savedSearches.jobSeekerId, jobSeekerId))
      .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
    return {
      profile, consents, messages: sent, savedSearches: searches,
      applications: apps.map((a) => ({
        ...a, status: a.status as ApplicationStatus,
        steps: steps.filter((s) => s.applicationId === a.id)
          .map((s) => ({ fromStatus: s.fromStatus as ApplicationStatus | null, toStatus: s.toStatus as ApplicationStatus, at: s.at })),
      })),
    };
  }

  /**
   * Job seekers (not erased) with an application to a job that ended before the cutoff (docs/seekers.md
   * "Retention"): closed and last changed before `before`, or published with a deadline before `beforeDay`. At most
   * `limit`, in id order after `after`, so a pass walks them once.
   */
  async withEndedApplications(o: { before: Date; beforeDay: string; after: string | null; limit: number }): Promise<string[]> {
    const rows = await this.db.selectDistinct({ id: applications.jobSeekerId }).from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(jobSeekers, eq(jobSeekers.id, applications.jobSeekerId))
      .where(and(isNull(jobSeekers.deletedAt), this.ended(o), o.after ? sql`${applications.jobSeekerId} > ${o.after}` : undefined))
      .orderBy(applications.jobSeekerId).limit(o.limit);
    return rows.map((r) => r.id);
  }

  private ended(o: { before: Date; beforeDay: string }) {
    return or(
      and(eq(jobs.status, 'closed'), lt(jobs.updatedAt, o.before)),
      and(eq(jobs.status, 'published'), lt(jobs.deadline, o.beforeDay)),
    );
  }

  /**
   * The job seeker's applications, each with whether its job ended before the cutoff, with the row locked (so an
   * application made meanwhile waits); undefined when they are erased already.
   */
  async applicationsByAge(jobSeekerId: string, o: { before: Date; beforeDay: string }) {
    const [seeker] = await this.db.select({ id: jobSeekers.id }).from(jobSeekers)
      .where(and(eq(jobSeekers.id, jobSeekerId), isNull(jobSeekers.deletedAt))).for('update');
    if (!seeker) return undefined;
    return this.db.select({ id: applications.id, companyId: applications.companyId, ended: sql<boolean>`coalesce(${this.ended(o)}, false)` })
      .from(applications).innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.jobSeekerId, jobSeekerId));
  }

  /**
   * Anonymises one application of a job seeker who keeps others (docs/seekers.md "Retention"): it moves to an
   * erased profile of its own, so its employer sees "Deleted candidate" there and the person keeps their name on
   * the rest. Its cover letter, résumé link and consent go (the team's swipe decisions on it move with it); a résumé no application uses any more is deleted. With
   * no application left to that company, the company's conversation with them (emptied), saved entry and swipe
   * decisions go with it. Run in a transaction, after `applicationsByAge` locked the job seeker.
   */
  async detachApplication(jobSeekerId: string, application: { id: string; companyId: string }, now: Date): Promise<void> {
    const ghost = randomUUID();
    await this.db.insert(jobSeekers).values({
      id: ghost, fullName: '', email: `deleted-${ghost}@${ERASED_EMAIL_DOMAIN}`, phone: '', headline: '', province: '', district: '',
      educationLevel: ERASED_EDUCATION, educationRank: educationRank(ERASED_EDUCATION), openToWork: false, statusEmails: false,
      deletedAt: now, createdAt: now, updatedAt: now,
    });
    await this.db.update(applications).set({ jobSeekerId: ghost, coverLetter: '', resumeId: null })
      .where(and(eq(applications.id, application.id), eq(applications.jobSeekerId, jobSeekerId)));
    await this.db.delete(seekerConsents).where(and(eq(seekerConsents.jobSeekerId, jobSeekerId), eq(seekerConsents.applicationId, application.id)));
    // The team's decisions on the application stay its records, about nobody.
    await this.db.update(swipeDecisions).set({ jobSeekerId: ghost }).where(eq(swipeDecisions.applicationId, application.id));
    const inUse = this.db.select({ id: applications.resumeId }).from(applications)
      .where(and(eq(applications.jobSeekerId, jobSeekerId), isNotNull(applications.resumeId)));
    await this.db.delete(resumes).where(and(eq(resumes.jobSeekerId, jobSeekerId), notInArray(resumes.id, inUse)));
    const [still] = await this.db.select({ id: applications.id }).from(applications)
      .where(and(eq(applications.jobSeekerId, jobSeekerId), eq(applications.companyId, application.companyId))).limit(1);
    if (still) return;
    const theirs = and(eq(conversations.companyId, application.companyId), eq(conversations.jobSeekerId, jobSeekerId));
    const conversation = this.db.select({ id: conversations.id }).from(conversations).where(theirs);
    await this.db.delete(messages).where(inArray(messages.conversationId, conversation));
    await this.db.delete(messageReplyTokens).where(inArray(messageReplyTokens.conversationId, conversation));
    await this.db.update(conversations).set({ jobSeekerId: ghost }).where(theirs);
    await this.db.delete(savedApplicants).where(and(eq(savedApplicants.companyId, application.companyId), eq(savedApplicants.jobSeekerId, jobSeekerId)));
    await this.db.delete(swipeDecisions).where(and(eq(swipeDecisions.companyId, application.companyId), eq(swipeDecisions.jobSeekerId, jobSeekerId)));
  }

  /**
   * Erases the job seeker: the profile row stays (employers' applications and counts point at it) but holds nothing
   * of them; their résumés, cover letters, messages both ways, reply links, saved entries, swipe decisions, consents,
   * sign-in codes and sessions go. Run in a transaction.
   */
  async erase(jobSeekerId: string, now: Date): Promise<void> {
    const [seeker] = await this.db.select({ email: jobSeekers.email }).from(jobSeekers).where(eq(jobSeekers.id, jobSeekerId)).for('update');
    if (!seeker) return;
    const theirConversations = this.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.jobSeekerId, jobSeekerId));
    await this.db.delete(messages).where(inArray(messages.conversationId, theirConversations));
    await this.db.delete(messageReplyTokens).where(inArray(messageReplyTokens.conversationId, theirConversations));
    await this.db.update(applications).set({ coverLetter: '', resumeId: null }).where(eq(applications.jobSeekerId, jobSeekerId));
    await this.db.delete(resumes).where(eq(resumes.jobSeekerId, jobSeekerId));
    // Their own photo goes with them (the profile's reference empties below).
    await this.db.delete(media).where(eq(media.jobSeekerId, jobSeekerId));
    await this.db.delete(savedApplicants).where(eq(savedApplicants.jobSeekerId, jobSeekerId));
    await this.db.delete(swipeDecisions).where(eq(swipeDecisions.jobSeekerId, jobSeekerId));
    await this.db.delete(seekerConsents).where(eq(seekerConsents.jobSeekerId, jobSeekerId));
    await this.db.delete(savedSearches).where(eq(savedSearches.jobSeekerId, jobSeekerId));
    await this.db.delete(otps).where(eq(otps.email, seeker.email));
    await this.db.delete(seekerSessions).where(eq(seekerSessions.jobSeekerId, jobSeekerId));
    // The e-mail must stay unique; an address that can receive nothing frees the real one for a new application.
    await this.db.update(jobSeekers).set({
      fullName: '', email: sql`'deleted-' || ${jobSeekers.id} || ${`@${ERASED_EMAIL_DOMAIN}`}`, phone: '', headline: '', photoUrl: null,
      province: '', district: '', skills: [], skillKeys: [], experienceYears: 0, educationLevel: ERASED_EDUCATION,
      educationRank: educationRank(ERASED_EDUCATION), expectedSalaryPaisa: null, openToWork: false, about: '',
      experience: [], education: [], photoMediaId: null, resumeId: null, profileUpdatedAt: null,
      deletedAt: now, updatedAt: now,
    }).where(eq(jobSeekers.id, jobSeekerId));
  }
}
