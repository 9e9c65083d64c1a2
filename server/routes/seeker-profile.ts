// The job seeker's own profile (docs/seekers.md "Profile"): read and change it, their photo through the image
// pipeline, their résumé checked as applying checks it. A seeker's token reaches only their own row: no id is taken.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { components } from '../../src/api/schema.gen';
import { educationRank } from '../../src/domain/job-fields';
import {
  highestEducation, seekerProfileErrors, tidySkills, type SeekerProfileFields,
} from '../../src/domain/seeker-profile';
import { SKILLS } from '../data/skills';
import { ApiError, fieldErrors, mergeErrors, notFound, type FieldErrors } from '../lib/api-error';
import { t } from '../lib/i18n';
import { skillKeys } from '../lib/match-inputs';
import { imageFrom, readMultipart } from '../lib/multipart';
import { resumeProblem } from '../lib/pdf';
import type { SeekerOwnProfile, SeekerProfileChange } from '../repositories/seeker-space';
import { mediaUrl, storeImage } from '../services/media';

type Schemas = components['schemas'];
type Update = Schemas['SeekerProfileUpdate'];

const LISTED_SKILLS = SKILLS.map((s) => s.name);

/**
 * Skills as the list writes them, any case typed. A skill the profile already has counts as listed, as it has it:
 * applying takes any typed skill.
 */
const canonicalSkills = (p: SeekerOwnProfile) => new Map([...LISTED_SKILLS, ...p.skills].map((name) => [name.toLowerCase(), name]));
const RESUME_NAME_MAX = 200;

const view = (p: SeekerOwnProfile): Schemas['SeekerProfile'] => ({
  id: p.id,
  email: p.email,
  full_name: p.fullName,
  phone: p.phone,
  headline: p.headline,
  about: p.about,
  skills: p.skills,
  experience: p.experience,
  education: p.education,
  expected_salary: p.expectedSalaryPaisa === null ? null : Math.round(p.expectedSalaryPaisa / 100),
  province: p.province,
  district: p.district,
  open_to_work: p.openToWork,
  photo_url: p.photoUrl,
  resume: p.resume ? { name: p.resume.filename, size: p.resume.size, uploaded_at: p.resume.createdAt.toISOString() } : null,
  profile_updated_at: p.profileUpdatedAt?.toISOString() ?? null,
});

/** The stored profile as the API carries it, with a change over it. */
const merged = (p: SeekerOwnProfile, change: Partial<Update>, canonical = canonicalSkills(p)): SeekerProfileFields => ({
  full_name: change.full_name ?? p.fullName,
  phone: change.phone ?? p.phone,
  headline: change.headline ?? p.headline,
  about: change.about ?? p.about,
  skills: change.skills ? tidySkills(change.skills).map((s) => canonical.get(s.toLowerCase()) ?? s) : p.skills,
  experience: change.experience ?? p.experience,
  education: change.education ?? p.education,
  expected_salary: change.expected_salary !== undefined ? change.expected_salary
    : p.expectedSalaryPaisa === null ? null : Math.round(p.expectedSalaryPaisa / 100),
  province: change.province ?? p.province,
  district: change.district ?? p.district,
  open_to_work: change.open_to_work ?? p.openToWork,
});

/** The profile's rules on the stored profile with the change; a skill must be a listed one (see `canonicalSkills`). */
function profileErrors(p: SeekerOwnProfile, change: Partial<Update>): FieldErrors | undefined {
  const canonical = canonicalSkills(p);
  const errors = seekerProfileErrors(merged(p, change, canonical), new Set(canonical.values())) as FieldErrors;
  return Object.keys(errors).length ? errors : undefined;
}

/** The change as columns: text trimmed, the education level employers filter on kept in step with the entries. */
function columnsOf(next: SeekerProfileFields, change: Partial<Update>): SeekerProfileChange {
  const c: SeekerProfileChange = {};
  if (change.full_name !== undefined) c.fullName = next.full_name.trim();
  if (change.phone !== undefined) c.phone = next.phone.trim();
  if (change.headline !== undefined) c.headline = next.headline.trim();
  if (change.about !== undefined) c.about = next.about.trim();
  if (change.skills !== undefined) Object.assign(c, { skills: next.skills, skillKeys: skillKeys(next.skills) });
  if (change.experience !== undefined) {
    c.experience = next.experience.map((e) => ({ title: e.title.trim(), company: e.company.trim(), start_year: e.start_year, end_year: e.end_year }));
  }
  if (change.education !== undefined) {
    c.education = next.education.map((e) => ({ level: e.level, institution: e.institution.trim(), year: e.year }));
    const highest = highestEducation(c.education);
    if (highest) Object.assign(c, { educationLevel: highest, educationRank: educationRank(highest) });
  }
  if (change.expected_salary !== undefined) c.expectedSalaryPaisa = next.expected_salary === null ? null : next.expected_salary * 100;
  if (change.province !== undefined || change.district !== undefined) Object.assign(c, { province: next.province, district: next.district });
  if (change.open_to_work !== undefined) c.openToWork = next.open_to_work;
  return c;
}

/** The one form field of an upload, refusing any other field. */
async function readUpload(req: FastifyRequest, field: string) {
  if (!req.isMultipart()) {
    throw new ApiError(415, { detail: t('api.unsupportedMediaType', { type: req.headers['content-type'] ?? '' }) });
  }
  const form = await readMultipart(req, [field]);
  for (const name of Object.keys(form.fields)) form.errors[name] = [t('api.field.unknown')];
  return form;
}

/** A résumé's file name as the job seeker gave it, without folders, kept short. */
function resumeName(given: string | undefined): string {
  const base = (given ?? '').split(/[\\/]/).pop()!.trim();
  return base ? base.slice(0, RESUME_NAME_MAX) : 'resume.pdf';
}

export default async function seekerProfileRoutes(app: FastifyInstance) {
  const { clock, config } = app.deps;
  const { repos } = app;

  const own = async (seekerId: string) => {
    const p = await repos.seekerSpace.profile(seekerId);
    if (!p) throw notFound();
    return p;
  };

  app.get('/api/seeker/profile/', async (req) => view(await own(req.seeker.jobSeekerId)));

  // The rules run also on a body the contract refused, so one 400 names every field (docs/decisions.md "Validation answers").
  const rules = async (req: FastifyRequest, body: Record<string, unknown>) => {
    const p = await repos.seekerSpace.profile(req.seeker.jobSeekerId);
    return p && profileErrors(p, body as Partial<Update>);
  };

  app.patch<{ Body: Update }>('/api/seeker/profile/', { config: { rules } }, async (req) => {
    const seekerId = req.seeker.jobSeekerId;
    const saved = await repos.transaction(async (tx) => {
      const p = await tx.seekerSpace.profile(seekerId, { lock: true });
      if (!p) throw notFound();
      const errors = profileErrors(p, req.body);
      if (errors) throw fieldErrors(errors);
      await tx.seekerSpace.changeProfile(seekerId, columnsOf(merged(p, req.body), req.body), clock.now());
      return (await tx.seekerSpace.profile(seekerId))!;
    });
    // Candidate search reads the change at once instead of within its refresh window.
    app.workspace.seekers.invalidate();
    return view(saved);
  });

  app.put('/api/seeker/profile/photo/', async (req) => {
    const form = await readUpload(req, 'photo');
    const image = await imageFrom(form, 'photo', true);
    if (!image || Object.keys(form.errors).length) throw fieldErrors(form.errors);
    const seekerId = req.seeker.jobSeekerId;
    const now = clock.now();
    const saved = await repos.transaction(async (tx) => {
      const p = await tx.seekerSpace.profile(seekerId, { lock: true });
      if (!p) throw notFound();
      const stored = await storeImage(tx.media, { jobSeekerId: seekerId }, 'seeker_photo', image, now);
      await tx.seekerSpace.changeProfile(seekerId, { photoMediaId: stored.id, photoUrl: mediaUrl(config, stored.id, stored.ext) }, now);
      if (p.photoMediaId) await tx.media.remove(p.photoMediaId);
      return (await tx.seekerSpace.profile(seekerId))!;
    });
    app.workspace.seekers.invalidate();
    return view(saved);
  });

  app.delete('/api/seeker/profile/photo/', async (req) => {
    const seekerId = req.seeker.jobSeekerId;
    const saved = await repos.transaction(async (tx) => {
      const p = await tx.seekerSpace.profile(seekerId, { lock: true });
      if (!p) throw notFound();
      if (!p.photoUrl && !p.photoMediaId) return p;
      await tx.seekerSpace.changeProfile(seekerId, { photoMediaId: null, photoUrl: null }, clock.now());
      if (p.photoMediaId) await tx.media.remove(p.photoMediaId);
      return (await tx.seekerSpace.profile(seekerId))!;
    });
    app.workspace.seekers.invalidate();
    return view(saved);
  });

  app.put('/api/seeker/profile/resume/', async (req) => {
    const form = await readUpload(req, 'resume');
    const file = form.uploads.find((u) => u.field === 'resume');
    const errors: FieldErrors = { ...form.errors };
    const resumeWrong = await resumeProblem(file?.bytes);
    // A missing file may already have its own message from reading the form.
    if (resumeWrong && (file || !errors.resume)) errors.resume = [resumeWrong];
    const refused = mergeErrors(errors);
    if (refused || !file) throw fieldErrors(refused ?? {});
    const seekerId = req.seeker.jobSeekerId;
    const now = clock.now();
    const saved = await repos.transaction(async (tx) => {
      const p = await tx.seekerSpace.profile(seekerId, { lock: true });
      if (!p) throw notFound();
      const resumeId = await tx.seekerSpace.addResume(seekerId, {
        filename: resumeName(file.filename), sha256: createHash('sha256').update(file.bytes).digest('hex'), bytes: file.bytes, now,
      });
      await tx.seekerSpace.changeProfile(seekerId, { resumeId }, now);
      if (p.resume) await tx.seekerSpace.removeResumeIfUnsent(seekerId, p.resume.id);
      return (await tx.seekerSpace.profile(seekerId))!;
    });
    return view(saved);
  });

  app.delete('/api/seeker/profile/resume/', async (req) => {
    const seekerId = req.seeker.jobSeekerId;
    return view(await repos.transaction(async (tx) => {
      const p = await tx.seekerSpace.profile(seekerId, { lock: true });
      if (!p) throw notFound();
      if (!p.resume) return p;
      await tx.seekerSpace.changeProfile(seekerId, { resumeId: null }, clock.now());
      await tx.seekerSpace.removeResumeIfUnsent(seekerId, p.resume.id);
      return (await tx.seekerSpace.profile(seekerId))!;
    }));
  });
}
