// The public side: open jobs (published, deadline not passed), one job (counts a view), and applying with an
// e-mailed code and a PDF résumé. No token.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { components, operations } from '../../src/api/schema.gen';
import { JOB_SKILLS_MAX, JOB_SKILL_NAME_MAX, OTP_VALIDITY_MS } from '../../src/domain/constants';
import { educationRank, type EducationLevel } from '../../src/domain/job-fields';
import { isDistrictInProvince, JOB_MESSAGES, kathmanduToday } from '../../src/domain/job-rules';
import { PROVINCES } from '../../src/domain/nepal-provinces';
import { PRIVACY_VERSION } from '../../src/domain/privacy';
import { loadContract } from '../contract/contract';
import { checkBody, compileBody } from '../contract/validation';
import { ApiError, fieldErrors, mergeErrors, notFound, type FieldErrors } from '../lib/api-error';
import { readMultipart } from '../lib/multipart';
import { RESUME_MESSAGES, resumeProblem } from '../lib/pdf';
import { prefixQuery } from '../lib/search-words';
import { applyOtpEmail } from '../services/apply-mail';
import { skillKeys } from '../lib/match-inputs';
import type { PublicRow } from '../repositories/public-jobs';
import { mediaUrl } from '../services/media';
import { notifyNewApplication } from '../services/new-application-mail';
import { newApplicationPush } from '../services/push-messages';
import { checkOtp, issueOtp, OTP_MESSAGES, type OtpPurpose } from '../services/otp';
import { pageOf, pageWindow } from '../services/pagination';
import { isUniqueViolation } from '../repositories/unique-violation';
import { normalizeEmail } from '../lib/email';
import { OTP_SENT } from '../services/otp';
import { t } from '../lib/i18n';
import { matcherFor } from '../../src/domain/match-score';
import { matchJobOf } from '../lib/match-inputs';
import { BEST_MATCH_POOL } from '../repositories/public-jobs';

type Schemas = components['schemas'];
type ListQuery = NonNullable<operations['listPublicJobs']['parameters']['query']>;
type BestMatchQuery = NonNullable<operations['listSeekerBestMatchJobs']['parameters']['query']>;

/** otp.ts keeps any purpose text; its type names the account ones. Codes for applying are their own kind. */
const APPLY_PURPOSE = 'job_application' as OtpPurpose;

/** Read from the catalogue when used, so in the request's language. */
export const APPLY_MESSAGES = {
  get sent() { return t('api.apply.otpSent'); },
  get applied() { return t('api.apply.sent'); },
  get alreadyApplied() { return t('api.apply.already'); },
  get notPdf() { return RESUME_MESSAGES.notPdf; },
  get tooLarge() { return RESUME_MESSAGES.tooLarge; },
  get resumeRequired() { return RESUME_MESSAGES.required; },
  get provinceRequired() { return JOB_MESSAGES.provinceRequired; },
  get districtRequired() { return JOB_MESSAGES.districtRequired; },
  districtNotInProvince: (district: string, province: string) => JOB_MESSAGES.districtNotInProvince(district, province),
  get skillsTooMany() { return JOB_MESSAGES.skillsTooMany; },
  get skillTooLong() { return JOB_MESSAGES.skillTooLong; },
} as const;
const M = APPLY_MESSAGES;
const PROVINCE_NAMES = new Set(PROVINCES.map((p) => p.name));

const rupees = (paisa: number | null) => (paisa === null ? null : Math.round(paisa / 100));


export default async function publicJobRoutes(app: FastifyInstance) {
  const { clock, config, mailer } = app.deps;
  const { repos } = app;
  const { seekers } = app.workspace;
  const applySchema = (await loadContract()).find('POST', '/api/jobs/:id/apply/')?.body['multipart/form-data'];
  if (!applySchema) throw new Error('The contract has no multipart body for POST /api/jobs/{id}/apply/.');
  const validateApply = compileBody(applySchema);

  const summary = (r: PublicRow): Schemas['PublicJobSummary'] => {
    const j = r.job;
    return {
      id: j.id,
      title: j.title,
      company: { id: r.company.id, name: r.company.name, industry: r.company.industry as Schemas['Industry'], website: r.company.website, logo_url: mediaUrl(config, r.company.logoId, r.logoExt) },
      category: j.category as Schemas['Industry'],
      job_level: j.jobLevel as Schemas['JobLevel'],
      employment_type: j.employmentType as Schemas['EmploymentType'],
      vacancies: j.vacancies ?? 1,
      province: j.province ?? '',
      district: j.district ?? '',
      remote_allowed: j.remoteAllowed,
      salary_min: j.showSalary ? rupees(j.salaryMinPaisa) : null,
      salary_max: j.showSalary ? rupees(j.salaryMaxPaisa) : null,
      salary_negotiable: j.salaryNegotiable,
      experience_min_years: j.experienceMinYears ?? 0,
      education_level: (j.educationLevel ?? 'Not required') as Schemas['EducationLevel'],
      skills: j.skills,
      deadline: j.deadline!,
      published_at: (j.publishedAt ?? j.createdAt).toISOString(),
      featured: j.featured,
    };
  };

  app.get<{ Querystring: ListQuery }>('/api/jobs/', async (req) => {
    const q = req.query;
    const { offset, limit } = pageWindow(q);
    const { count, rows } = await repos.publicJobs.page(kathmanduToday(clock.now()), {
      words: q.search ? prefixQuery(q.search) : undefined, province: q.province, district: q.district, category: q.category,
      employmentType: q.employment_type, jobLevel: q.job_level, remote: q.remote,
    }, limit, offset);
    return pageOf(req, count, rows.map(summary), q);
  });

  // The same list ranked for the signed-in job seeker (docs/seekers.md "Finding jobs"): a seeker operation of its
  // own, as the contract lets an operation name one scheme only.
  app.get<{ Querystring: BestMatchQuery }>('/api/seeker/jobs/best-match/', async (req) => {
    const q = req.query;
    const { offset, limit } = pageWindow(q);
    const seeker = await repos.jobSeekers.find(req.seeker.jobSeekerId);
    if (!seeker) throw notFound();
    const rows = await repos.publicJobs.newest(kathmanduToday(clock.now()), {
      words: q.search ? prefixQuery(q.search) : undefined, province: q.province, district: q.district, category: q.category,
      employmentType: q.employment_type,
    }, BEST_MATCH_POOL);
    const me = { skills: seeker.skills, province: seeker.province, district: seeker.district, experienceYears: seeker.experienceYears, educationLevel: seeker.educationLevel as EducationLevel };
    // Sorted stably: equal scores keep the newest first.
    const ranked = rows.map((r) => ({ row: r, match: matcherFor(matchJobOf(r.job), 'seeker')(me) })).sort((a, b) => b.match.score - a.match.score);
    return pageOf(req, ranked.length, ranked.slice(offset, offset + limit).map((r) => ({ job: summary(r.row), match: r.match })), q);
  });

  app.get<{ Params: { id: string } }>('/api/jobs/:id/', async (req) => {
    const today = kathmanduToday(clock.now());
    if (!(await repos.publicJobs.countView(req.params.id, today))) throw notFound();
    const row = await repos.publicJobs.find(req.params.id);
    if (!row) throw notFound();
    return { ...summary(row), description: row.job.description, requirements: row.job.requirements, address: row.job.address };
  });

  const findOpenJob = async (id: string) => {
    const row = await repos.publicJobs.findOpen(id, kathmanduToday(clock.now()));
    if (!row) throw notFound();
    return row;
  };

  app.post<{ Params: { id: string }; Body: Schemas['ApplyOtpRequest'] }>('/api/jobs/:id/apply/send-otp/', app.publicWriteLimit('apply-send-otp', 'email'), async (req) => {
    const job = await findOpenJob(req.params.id);
    const email = normalizeEmail(req.body.email);
    const otp = await issueOtp(repos.otpCodes, email, APPLY_PURPOSE, clock.now());
    try {
      await mailer.send({
        to: email,
        ...applyOtpEmail({ code: otp.code, jobTitle: job.title, company: job.company, productName: config.productName, validMinutes: OTP_VALIDITY_MS / 60_000 }),
      });
    } catch (err) {
      req.log.error({ err }, 'could not send an application OTP e-mail');
      await repos.otpCodes.discard(otp.id);
      throw new ApiError(503, { detail: 'We could not send the e-mail. Please try again later.' });
    }
    return { detail: M.sent, ...OTP_SENT };
  });

  app.post<{ Params: { id: string } }>('/api/jobs/:id/apply/', app.publicWriteLimit('apply'), async (req, reply) => {
    const job = await findOpenJob(req.params.id);
    if (!req.isMultipart()) throw new ApiError(415, { detail: `Unsupported media type "${req.headers['content-type'] ?? ''}" in request.` });
    const form = await readMultipart(req, ['resume']);
    const f = form.fields;
    const errors: FieldErrors = { ...form.errors };

    const province = f.province?.trim() ?? '';
    const district = f.district?.trim() ?? '';
    if (f.province !== undefined && !PROVINCE_NAMES.has(province)) errors.province = [M.provinceRequired];
    else if (f.district !== undefined && f.province !== undefined && !isDistrictInProvince(district, province)) {
      errors.district = [district ? M.districtNotInProvince(district, province) : M.districtRequired];
    }
    // The same skill typed twice (any case) counts once, as first written.
    const typed = (f.skills ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const skills = typed.filter((s, i) => typed.findIndex((o) => o.toLowerCase() === s.toLowerCase()) === i);
    if (skills.length > JOB_SKILLS_MAX) errors.skills = [M.skillsTooMany];
    else if (skills.some((s) => s.length > JOB_SKILL_NAME_MAX)) errors.skills = [M.skillTooLong];

    const resume = form.files.resume;
    const resumeWrong = await resumeProblem(resume);
    // A missing file may already have its own message from reading the form.
    if (resumeWrong && (resume || !errors.resume)) errors.resume = [resumeWrong];

    // The file is checked above; the schema checks the text fields.
    const invalid = mergeErrors(checkBody(validateApply, { ...f, resume: '' }), errors);
    const email = f.email ? normalizeEmail(f.email) : '';
    const now = clock.now();
    // Said beside every other failing field; the code is then kept unused.
    const applied = !invalid?.email && email !== '' && (await repos.applications.appliedWithEmail(job.id, email));
    const otp = invalid?.email || invalid?.otp_code || !email || applied ? undefined : await checkOtp(repos.otpCodes, email, APPLY_PURPOSE, f.otp_code, now);
    const all = mergeErrors(
      invalid, applied ? { non_field_errors: [M.alreadyApplied] } : undefined, otp && !otp.ok ? { otp_code: [otp.message] } : undefined,
    );
    if (all || !otp?.ok || !resume) throw fieldErrors(all ?? {});

    const education = f.education_level as EducationLevel;
    const profile = {
      fullName: f.full_name!.trim(), phone: f.phone!.trim(), headline: f.headline?.trim() ?? '', province, district,
      skills, skillKeys: skillKeys(skills), experienceYears: Number(f.experience_years), educationLevel: education,
      educationRank: educationRank(education), updatedAt: now,
      // Applying again is the job seeker's own change of their profile (docs/seekers.md "Profile").
      profileUpdatedAt: now,
      // The language this application was sent in: the job seeker's e-mails are written in it (docs/i18n.md).
      locale: req.locale,
    };
    let created: { id: string; createdAt: Date; companyId: string };
    try {
      created = await repos.transaction(async (tx) => {
        if (!(await tx.otpCodes.consume(otp.id, now))) throw fieldErrors({ otp_code: [OTP_MESSAGES.missing] });
        const seekerId = await tx.jobSeekers.upsertByEmail(email, profile, now);
        const resumeId = await tx.jobSeekers.addResume(seekerId, {
          filename: 'resume.pdf', sha256: createHash('sha256').update(resume).digest('hex'), bytes: resume, now,
        });
        await tx.jobSeekers.offerResume(seekerId, resumeId);
        // Counted only while the job is still open, in this transaction: a job closing meanwhile refuses it.
        const companyId = await tx.publicJobs.countApplication(job.id, kathmanduToday(now));
        if (!companyId) throw notFound();
        const application = await tx.applications.create(companyId, {
          jobId: job.id, jobSeekerId: seekerId, coverLetter: f.cover_letter?.trim() ?? '', resumeId, now,
        });
        // Applying shares the application with the job's employer, as the privacy text of this version says.
        await tx.seekerPrivacy.recordConsent(seekerId, { purpose: 'apply', privacyVersion: PRIVACY_VERSION, applicationId: application.id, now });
        return { ...application, companyId };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new ApiError(400, { non_field_errors: [M.alreadyApplied] });
      throw err;
    }
    seekers.invalidate();
    const told = await notifyNewApplication(app.deps, repos, req.log, { companyId: created.companyId, jobId: job.id, jobTitle: job.title, applicant: profile.fullName });
    // Every device that wants it of the members who can see the job; the answer does not wait for the push services.
    app.push.later(created.companyId, told, 'new_application', newApplicationPush({
      applicationId: created.id, jobId: job.id, jobTitle: job.title, applicant: profile.fullName,
    }));
    return reply.code(201).send({
      detail: M.applied,
      application: { id: created.id, job: job.id, job_title: job.title, status: 'applied', created_at: created.createdAt.toISOString() },
    });
  });
}
