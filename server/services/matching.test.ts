// The database's score (ranking) and the candidate index's score must be the match score of src/domain to the
// point, on every rounding case: each skill share and each experience share from 0 to 50.
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDUCATION_LEVELS, educationRank, type EducationLevel } from '../../src/domain/job-fields';
import { matchScore, type MatchJob } from '../../src/domain/match-score';
import { jobSeekers } from '../db/schema';
import { setupTestApp } from '../test/app';
import { skillKeys, type JobForMatch } from '../lib/match-inputs';
import { JobSeekersRepository } from '../repositories/job-seekers';
import { scoreSql } from '../repositories/match-score-sql';
import { SeekerIndex } from './seeker-index';

const t = setupTestApp();
const SKILLS = Array.from({ length: 50 }, (_, i) => `Skill ${i + 1}`);
const PLACES = [['Bagmati', 'Kathmandu'], ['Bagmati', 'Lalitpur'], ['Gandaki', 'Kaski']] as const;

interface Seeker { id: string; fullName: string; skills: string[]; province: string; district: string; experienceYears: number; educationLevel: EducationLevel }
const grid: Seeker[] = [];

beforeAll(async () => {
  const now = new Date('2025-04-14T00:00:00Z');
  const rows = [];
  for (let years = 0; years <= 50; years++) {
    for (let m = 0; m <= 50; m += 1) {
      const [province, district] = PLACES[(years + m) % PLACES.length]!;
      const educationLevel = EDUCATION_LEVELS[(years * 7 + m) % EDUCATION_LEVELS.length]!;
      // Skills in another case and with spaces: the score compares them trimmed, in any case.
      const skills = SKILLS.slice(0, m).map((s, i) => (i % 2 ? ` ${s.toUpperCase()} ` : s));
      rows.push({
        fullName: `Seeker ${years}-${m}`, email: `s${years}-${m}@example.com`, province, district, skills, skillKeys: skillKeys(skills),
        experienceYears: years, educationLevel, educationRank: educationRank(educationLevel), createdAt: now, updatedAt: now,
      });
    }
  }
  const inserted = await t.database.db.insert(jobSeekers).values(rows).returning();
  grid.push(...inserted.map((r) => ({ ...r, educationLevel: r.educationLevel as EducationLevel })));
});

async function sqlScores(job: JobForMatch): Promise<Map<string, number>> {
  const rows = await t.database.db.select({ id: jobSeekers.id, score: sql<number>`${scoreSql(job)}` }).from(jobSeekers);
  return new Map(rows.map((r) => [r.id, Number(r.score)]));
}

const jsScore = (job: MatchJob, s: Seeker) => matchScore(job, s).score;

describe('scoreSql', () => {
  it('agrees with matchScore for every share of skills (0–50 of 1–50) and of years (0–50 of 1–50)', async () => {
    for (let n = 0; n <= 50; n += 1) {
      const job: MatchJob = {
        skills: SKILLS.slice(0, n), province: 'Bagmati', district: 'Kathmandu', remoteAllowed: n % 2 === 0,
        experienceMinYears: n, educationLevel: EDUCATION_LEVELS[n % EDUCATION_LEVELS.length]!,
      };
      const scores = await sqlScores(job);
      const wrong = grid.filter((s) => scores.get(s.id) !== jsScore(job, s));
      expect(wrong.map((s) => `${s.fullName}: sql ${scores.get(s.id)} js ${jsScore(job, s)}`), `job with ${n} skills`).toEqual([]);
    }
  });

  it('agrees with matchScore for drafts with empty fields and for skills the job lists twice', async () => {
    const draft: JobForMatch = { skills: [], province: null, district: null, remoteAllowed: false, experienceMinYears: null, educationLevel: null };
    const scores = await sqlScores(draft);
    expect(new Set(scores.values())).toEqual(new Set([80]));
    const twice: JobForMatch = { ...draft, skills: ['Skill 1', ' skill 1', 'SKILL 2'], district: 'Kaski', province: 'Gandaki' };
    const again = await sqlScores(twice);
    const job = { ...twice, province: 'Gandaki', district: 'Kaski', experienceMinYears: 0, educationLevel: 'Not required' as const };
    expect(grid.filter((s) => again.get(s.id) !== jsScore(job, s))).toEqual([]);
  });

  it('passes job text as parameters, not SQL', async () => {
    const job: JobForMatch = { skills: ["x'); DROP TABLE jobs; --"], province: "'", district: '"', remoteAllowed: true, experienceMinYears: 1, educationLevel: 'PhD' };
    const scores = await sqlScores(job);
    expect(scores.size).toBe(grid.length);
    const [first] = await t.database.db.select().from(jobSeekers).where(eq(jobSeekers.id, grid[0]!.id));
    expect(first).toBeDefined();
  });
});

describe('SeekerIndex', () => {
  const rowsOf = (seekers: Seeker[], updated: (i: number) => number) => seekers.map((s, i) => ({
    id: s.id, full_name: s.fullName, headline: '', photo_url: null, province: s.province, district: s.district, skills: s.skills,
    skill_keys: skillKeys(s.skills), experience_years: s.experienceYears, education_level: s.educationLevel,
    education_rank: educationRank(s.educationLevel), open_to_work: true,
    updated_ms: updated(i), change_seq: i + 1,
  }));
  const indexOf = async (rows: object[]) => {
    const pending = [...rows];
    const db = { execute: async () => ({ rows: pending.splice(0, pending.length) }) };
    const index = new SeekerIndex(new JobSeekersRepository(db as never), () => 0);
    await index.refresh(true);
    return index;
  };

  it('ranks by the match score, newest first among equals, and pages without gaps', async () => {
    await fc.assert(fc.asyncProperty(
      fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 30 }), fc.constantFrom(...EDUCATION_LEVELS), fc.boolean(),
      fc.integer({ min: 0, max: 1000 }),
      async (n, minimum, educationLevel, remoteAllowed, seed) => {
        const job: MatchJob = { skills: SKILLS.slice(0, n), province: 'Gandaki', district: 'Kaski', remoteAllowed, experienceMinYears: minimum, educationLevel };
        const updated = (i: number) => ((i * 7919 + seed) % 97) * 1000;
        const index = await indexOf(rowsOf(grid, updated));
        const expected = grid.map((s, i) => ({ id: s.id, score: jsScore(job, s), updated: updated(i) }))
          .sort((a, b) => b.score - a.score || b.updated - a.updated || (a.id < b.id ? -1 : 1));
        const pages = [];
        for (let offset = 0; offset < 120; offset += 40) pages.push(await index.search({ job, offset, limit: 40 }));
        expect(pages[0]!.count).toBe(grid.length);
        expect(pages.flatMap((p) => p.ids)).toEqual(expected.slice(0, 120).map((e) => e.id));
        expect(pages.flatMap((p) => p.scores)).toEqual(expected.slice(0, 120).map((e) => e.score));
      },
    ), { numRuns: 15 });
  });

  it('with an education filter, ranks and counts only that level or higher, in every ordering', async () => {
    await fc.assert(fc.asyncProperty(
      fc.constantFrom(...EDUCATION_LEVELS), fc.constantFrom(...EDUCATION_LEVELS), fc.integer({ min: 0, max: 50 }),
      fc.constantFrom('-match_score', '-updated_at', 'experience_years' as const), fc.integer({ min: 0, max: 1000 }),
      async (education, educationLevel, n, ordering, seed) => {
        const job: MatchJob = { skills: SKILLS.slice(0, n), province: 'Bagmati', district: 'Lalitpur', remoteAllowed: false, experienceMinYears: 3, educationLevel };
        const updated = (i: number) => ((i * 7919 + seed) % 97) * 1000;
        const index = await indexOf(rowsOf(grid, updated));
        const expected = grid.map((s, i) => ({ s, score: jsScore(job, s), updated: updated(i) }))
          .filter((e) => educationRank(e.s.educationLevel) >= educationRank(education))
          .sort((a, b) => (ordering === '-match_score' ? b.score - a.score : ordering === 'experience_years' ? a.s.experienceYears - b.s.experienceYears : 0)
            || b.updated - a.updated || (a.s.id < b.s.id ? -1 : 1));
        const found = await index.search({ job, education, ordering, offset: 30, limit: 60 });
        expect(found.count).toBe(expected.length);
        expect(found.ids).toEqual(expected.slice(30, 90).map((e) => e.s.id));
      },
    ), { numRuns: 20 });
  });

  it('pages in result order through ties too many to sort (a walk in order instead)', async () => {
    // 6,000 job seekers with 4 scores, so a page falls among thousands of equals; and the newest-first list.
    const many: Seeker[] = Array.from({ length: 6_000 }, (_, i) => ({
      ...grid[0]!, id: `id-${String(i).padStart(5, '0')}`, fullName: `Tie ${i}`, experienceYears: i % 2, district: i % 4 < 2 ? 'Kaski' : 'Lalitpur',
      province: i % 4 < 2 ? 'Gandaki' : 'Bagmati', skills: [],
    }));
    const updated = (i: number) => ((i * 7919) % 1000) * 1000;
    const index = await indexOf(rowsOf(many, updated));
    const job: MatchJob = { skills: [], province: 'Gandaki', district: 'Kaski', remoteAllowed: false, experienceMinYears: 1, educationLevel: 'Not required' };
    const byScore = many.map((s, i) => ({ id: s.id, score: jsScore(job, s), updated: updated(i) }))
      .sort((a, b) => b.score - a.score || b.updated - a.updated || (a.id < b.id ? -1 : 1));
    const newest = many.map((s, i) => ({ id: s.id, updated: updated(i) })).sort((a, b) => b.updated - a.updated || (a.id < b.id ? -1 : 1));
    for (const offset of [0, 20, 1_490, 2_990, 5_990]) {
      expect((await index.search({ job, offset, limit: 20 })).ids).toEqual(byScore.slice(offset, offset + 20).map((e) => e.id));
      expect((await index.search({ offset, limit: 20 })).ids).toEqual(newest.slice(offset, offset + 20).map((e) => e.id));
    }
  });

  it('filters by words, skills (all of them), place, experience, education and open to work', async () => {
    const base = { educationLevel: 'Bachelor' as EducationLevel, experienceYears: 3, province: 'Bagmati', district: 'Kathmandu' };
    const people: (Seeker & { fullName: string; headline?: string; open?: boolean })[] = [
      { ...base, id: 'a', fullName: 'Sita Sharma', skills: ['React', 'Node.js'] },
      { ...base, id: 'b', fullName: 'Hari Sharma', skills: ['React'], district: 'Kaski', province: 'Gandaki', experienceYears: 8 },
      { ...base, id: 'c', fullName: 'Gita Thapa', skills: ['Tally ERP'], educationLevel: '+2', experienceYears: 0, open: false },
    ];
    const rows = rowsOf(people, (i) => 1000 - i).map((r, i) => ({ ...r, open_to_work: people[i]!.open ?? true }));
    const index = await indexOf(rows);
    const ids = async (q: Parameters<SeekerIndex['search']>[0]) => (await index.search(q)).ids;
    const page = { offset: 0, limit: 10 };
    expect(await ids({ ...page, q: 'shar' })).toEqual(['a', 'b']);
    expect(await ids({ ...page, q: 'sharma node' })).toEqual(['a']);
    expect(await ids({ ...page, q: 'tally' })).toEqual(['c']);
    expect(await ids({ ...page, skills: ['react', ' NODE.JS '] })).toEqual(['a']);
    expect(await ids({ ...page, skills: ['Cobol'] })).toEqual([]);
    expect(await ids({ ...page, province: 'Gandaki' })).toEqual(['b']);
    expect(await ids({ ...page, district: 'Nowhere' })).toEqual([]);
    expect(await ids({ ...page, experienceMin: 1, experienceMax: 5 })).toEqual(['a']);
    expect(await ids({ ...page, education: 'Bachelor' })).toEqual(['a', 'b']);
    expect(await ids({ ...page, openToWork: false })).toEqual(['c']);
    expect(await ids({ ...page, exclude: new Set(['a']) })).toEqual(['b', 'c']);
    expect(await ids({ ...page, ordering: 'full_name' })).toEqual(['c', 'b', 'a']);
    expect(await ids({ ...page, ordering: '-experience_years' })).toEqual(['b', 'a', 'c']);
    expect(await ids({ ...page, ordering: 'experience_years' })).toEqual(['c', 'a', 'b']);
    expect((await index.search({ offset: 2, limit: 10 })).ids).toEqual(['c']);
    expect((await index.search({ offset: 5, limit: 10 })).count).toBe(3);
  });

  it('reads only what changed, and shows a job seeker as of the last refresh', async () => {
    const batches: object[][] = [];
    const db = { execute: async () => ({ rows: batches.shift() ?? [] }) };
    let clock = 0;
    const index = new SeekerIndex(new JobSeekersRepository(db as never), () => clock);
    const one = { ...rowsOf([{ ...grid[0]!, fullName: 'Asha Rai' }], () => 1)[0]! };
    batches.push([one]);
    expect((await index.search({ q: 'asha', offset: 0, limit: 5 })).ids).toEqual([one.id]);
    batches.push([{ ...one, full_name: 'Asha Gurung', change_seq: 2 }]);
    expect((await index.search({ q: 'gurung', offset: 0, limit: 5 })).ids).toEqual([]); // within the refresh interval
    clock += 1_000;
    expect((await index.search({ q: 'gurung', offset: 0, limit: 5 })).ids).toEqual([one.id]);
    expect((await index.search({ q: 'asha rai', offset: 0, limit: 5 })).ids).toEqual([]);
    expect(index.card(one.id)).toMatchObject({ id: one.id, fullName: 'Asha Gurung', skills: one.skills, educationLevel: one.education_level });
    expect(index.card('no-such-id')).toBeUndefined();
  });
});
