// What employers are shown of a job seeker who erased their data (docs/seekers.md "Privacy"), and the download's
// shape. The erased row keeps an address that can receive nothing (ERASED_EMAIL_DOMAIN), only to stay unique.
import type { components } from '../../src/api/schema.gen';
import { ERASED_EMAIL_DOMAIN, PRIVACY_VERSION } from '../../src/domain/privacy';
import { seekerStatusOf, seekerTimeline } from '../../src/domain/seeker-statuses';
import { t } from '../lib/i18n';
import type { SeekerPrivacyRepository } from '../repositories/seeker-privacy';

type Schemas = components['schemas'];

/** An erased job seeker has no name: employers read "Deleted candidate" in their language. */
export const shownSeekerName = (fullName: string): string => fullName || t('api.privacy.deletedCandidate');

export const isErasedEmail = (email: string): boolean => email.endsWith(`@${ERASED_EMAIL_DOMAIN}`);

export const shownSeekerEmail = (email: string): string => (isErasedEmail(email) ? '' : email);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function seekerDataExport(privacy: SeekerPrivacyRepository, jobSeekerId: string, now: Date): Promise<Schemas['SeekerDataExport']> {
  const data = await privacy.export(jobSeekerId);
  const p = data.profile!;
  return {
    exported_at: now.toISOString(),
    privacy_version: PRIVACY_VERSION,
    profile: {
      full_name: p.fullName, email: p.email, phone: p.phone, headline: p.headline, photo_url: p.photoUrl,
      province: p.province, district: p.district, skills: p.skills, experience_years: p.experienceYears,
      education_level: p.educationLevel, experience: p.experience, education: p.education, resume_file: p.resumeName ?? null,
      expected_salary: p.expectedSalaryPaisa === null ? null : p.expectedSalaryPaisa / 100,
      open_to_work: p.openToWork, language: p.locale, about: p.about,
      created_at: p.createdAt.toISOString(), updated_at: p.updatedAt.toISOString(), profile_updated_at: iso(p.profileUpdatedAt),
    },
    applications: data.applications.map((a) => ({
      id: a.id, job: a.jobId, job_title: a.jobTitle, company_name: a.companyName, status: seekerStatusOf(a.status),
      cover_letter: a.coverLetter, resume_file: a.resumeName ?? null,
      applied_at: a.createdAt.toISOString(), updated_at: a.updatedAt.toISOString(),
      timeline: seekerTimeline(a.steps).map((s) => ({ status: s.status, at: s.at.toISOString() })),
    })),
    messages: data.messages.map((m) => ({
      company_name: m.companyName, job_title: m.jobTitle, from: m.sender === 'job_seeker' ? 'me' as const : 'employer' as const,
      body: m.body, sent_at: m.createdAt.toISOString(), read_at: iso(m.readAt),
    })),
    consents: data.consents.map((c) => ({
      purpose: c.purpose as Schemas['SeekerConsent']['purpose'], privacy_version: c.privacyVersion, application: c.applicationId,
      at: c.at.toISOString(),
    })),
    saved_searches: data.savedSearches.map((r) => ({
      id: r.id, filters: r.filters as Schemas['SavedSearchFilters'], frequency: r.frequency,
      last_sent_at: r.lastSentAt.toISOString(), created_at: r.createdAt.toISOString(),
    })),
  };
}
