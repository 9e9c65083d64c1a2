// Candidate search over every job seeker in memory: filters, word search and match ranking in one pass over
// typed arrays, so a search over 100K job seekers costs well under a millisecond instead of a scan of the table
// per request; the index also keeps what a result card shows, so a page of results needs no row from the table.
// The database stays the one source of truth: the index reads only rows whose `change_seq` is newer than the last
// it saw (at most once a second, at once after this process wrote), so every server process on one PostgreSQL
// database sees the others' changes within a second. The app never deletes a job seeker's row; one who erased their
// data keeps their slot but is left out of every search (docs/seekers.md "Privacy").
import { MATCH_WEIGHTS } from '../../src/domain/match-score';
import { EDUCATION_LEVELS, educationRank, type EducationLevel } from '../../src/domain/job-fields';
import { matchJobOf, skillKey, skillKeys, type JobForMatch } from '../lib/match-inputs';
import type { JobSeekersRepository, SeekerCard, SeekerIndexRow as Row } from '../repositories/job-seekers';

/** How stale search results may be when another process changed a job seeker. */
export const INDEX_REFRESH_MS = 1_000;
const FETCH_BATCH = 20_000;

export type SeekerOrdering = '-match_score' | '-updated_at' | '-experience_years' | 'experience_years' | 'full_name';

export interface SeekerQuery {
  q?: string | undefined;
  /** Skill names; a job seeker must have all of them. */
  skills?: readonly string[] | undefined;
  province?: string | undefined;
  district?: string | undefined;
  experienceMin?: number | undefined;
  experienceMax?: number | undefined;
  /** This level or higher. */
  education?: EducationLevel | undefined;
  openToWork?: boolean | undefined;
  /** Score and (by default) rank against this job. */
  job?: JobForMatch | undefined;
  ordering?: SeekerOrdering | undefined;
  /** Job seeker ids to leave out. */
  exclude?: ReadonlySet<string> | undefined;
  offset: number;
  limit: number;
}

export interface SeekerPage {
  /** How many job seekers match, all pages together. */
  count: number;
  ids: string[];
  /** The match score of each id, with a job. */
  scores: number[] | null;
}

/** Growable list of slots, one per word or skill. */
class Postings {
  items = new Int32Array(8);
  length = 0;
  add(slot: number) {
    if (this.length === this.items.length) {
      const grown = new Int32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = slot;
  }
  remove(slot: number) {
    const at = this.items.subarray(0, this.length).indexOf(slot);
    if (at >= 0) this.items[at] = this.items[--this.length]!;
  }
}

/** Names to small numbers, so rows compare numbers. */
class Dictionary {
  private readonly ids = new Map<string, number>();
  readonly names: string[] = [];
  readonly postings: Postings[] = [];
  id(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.names.length;
      this.ids.set(name, id);
      this.names.push(name);
      this.postings.push(new Postings());
    }
    return id;
  }
  find(name: string): number | undefined {
    return this.ids.get(name);
  }
}

const WORD = /[\p{L}\p{N}]+/gu;
const wordsOf = (text: string) => text.toLowerCase().match(WORD) ?? [];

function grow<T extends Uint8Array | Uint16Array | Int32Array | Float64Array>(array: T, size: number): T {
  if (array.length >= size) return array;
  const grown = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2));
  grown.set(array);
  return grown;
}

/** educationRank's ranks: 0 (not required) to 5 (PhD). */
const EDUCATION_RANKS = EDUCATION_LEVELS.length;

const KEY_NONE = 0;
const KEY_SCORE = 1;
const KEY_YEARS_DESC = 2;
const KEY_YEARS_ASC = 3;

interface Pass {
  /** Slots to look at (null: all `length` slots in order). */
  list: Int32Array | null;
  length: number;
  excluded: Uint8Array;
  hits: Uint8Array;
  required: number;
  district: Int32Array;
  province: Int32Array;
  experience: Uint8Array;
  education: Uint8Array;
  open: Uint8Array;
  wantDistrict: number;
  wantProvince: number;
  expMin: number;
  expMax: number;
  eduMin: number;
  openWanted: number;
  keyMode: number;
  jobHits: Uint8Array;
  skillPoints: Uint8Array;
  experiencePoints: Uint8Array;
  educationPoints: Uint8Array;
  jobDistrict: number;
  jobProvince: number;
  elsewhere: number;
  sameDistrict: number;
  sameProvince: number;
  keyOfSlot: Uint8Array;
  perKey: Int32Array;
}

/**
 * The one pass over the candidates (in slot order when there is no list, which keeps the arrays in cache order):
 * each match leaves 1 + its sort key in `keyOfSlot` and is counted per key. A small function of its own, so the JIT
 * keeps it fast. Keys: the score, the years (either way), or 0 when the order alone decides.
 */
function collect(p: Pass): number {
  const { list, excluded, hits, required, district, province, experience, education, open, keyOfSlot, perKey } = p;
  const { wantDistrict, wantProvince, expMin, expMax, eduMin, openWanted, keyMode } = p;
  const { jobHits, skillPoints, experiencePoints, educationPoints, jobDistrict, jobProvince, sameDistrict, sameProvince, elsewhere } = p;
  const length = p.length;
  let count = 0;
  for (let i = 0; i < length; i++) {
    const s = list === null ? i : list[i]!;
    if (excluded[s] === 1 || hits[s] !== required) continue;
    const years = experience[s]!;
    if (years < expMin || years > expMax) continue;
    const held = education[s]!;
    if (held < eduMin) continue;
    const d = district[s]!;
    if (wantDistrict >= 0 && d !== wantDistrict) continue;
    const pr = province[s]!;
    if (wantProvince >= 0 && pr !== wantProvince) continue;
    if (openWanted >= 0 && open[s] !== openWanted) continue;
    let key = 0;
    if (keyMode === KEY_SCORE) {
      key = skillPoints[jobHits[s]!]! + (d === jobDistrict ? sameDistrict : pr === jobProvince ? sameProvince : elsewhere)
        + experiencePoints[years]! + educationPoints[held]!;
    } else if (keyMode === KEY_YEARS_DESC) {
      key = Math.min(254, years);
    } else if (keyMode === KEY_YEARS_ASC) {
      key = 254 - Math.min(254, years);
    }
    keyOfSlot[s] = key + 1;
    perKey[key]! += 1;
    count += 1;
  }
  return count;
}

/** At most this many matches are sorted to fill a page; with more, one walk in result order finds it. */
const SORT_AT_MOST = 4_096;

/**
 * The slots on places [from, to) of the result order: highest key first, and within a key the order of `order`
 * (`rank` is its inverse). Only the keys whose stretch meets the page matter. When they hold few matches (a ranking
 * by score, nearly always) those are sorted; when they hold many (a page of the newest among thousands), a walk
 * in result order stops once the page is full.
 */
function fillPage(c: { list: Int32Array | null; length: number; keyOfSlot: Uint8Array; order: Int32Array; rank: Int32Array; perKey: Int32Array },
  from: number, to: number): number[] {
  const { list, keyOfSlot, order, rank, perKey } = c;
  if (to <= from) return [];
  // Where each key's matches start in the result, and the keys whose stretch meets the page.
  const start = new Int32Array(256);
  for (let key = 254; key >= 0; key--) start[key] = start[key + 1]! + perKey[key + 1]!;
  let lowest = 255;
  let highest = 0;
  let inRange = 0;
  for (let key = 0; key < 256; key++) {
    if (perKey[key] !== 0 && start[key]! < to && start[key]! + perKey[key]! > from) {
      lowest = Math.min(lowest, key);
      highest = key;
      inRange += perKey[key]!;
    }
  }
  const span = highest - lowest;

  if (inRange <= SORT_AT_MOST) {
    // (255 - key, rank) in one int32, so one numeric sort puts them in result order (ranks below 2^23: 8M job seekers).
    const found = new Int32Array(inRange);
    let n = 0;
    for (let i = 0; i < c.length; i++) {
      const s = list === null ? i : list[i]!;
      const key = keyOfSlot[s]! - 1 - lowest; // below zero (and so huge unsigned) for no match and lower keys
      if ((key >>> 0) <= span) found[n++] = (255 - (key + lowest)) * 0x800000 + rank[s]!;
    }
    found.sort();
    const first = start[highest]!;
    return Array.from(found.subarray(from - first, to - first), (v) => order[v & 0x7fffff]!);
  }

  const page = new Array<number>(to - from);
  const placed = new Int32Array(256);
  let missing = page.length;
  for (let r = 0; r < order.length && missing > 0; r++) {
    const slot = order[r]!;
    const key = keyOfSlot[slot]! - 1 - lowest;
    if ((key >>> 0) > span) continue;
    const at = start[key + lowest]! + placed[key + lowest]!++;
    if (at >= from && at < to) {
      page[at - from] = slot;
      missing -= 1;
    }
  }
  return page;
}

export class SeekerIndex {
  private size = 0;
  private readonly ids: string[] = [];
  private readonly cards: SeekerCard[] = [];
  /** One copy of each skill name and education level, however many job seekers list it. */
  private readonly strings = new Map<string, string>();
  private readonly slotOf = new Map<string, number>();
  /** Slots of job seekers who erased their data. */
  private readonly erased = new Set<number>();
  private district = new Int32Array(1024);
  private province = new Int32Array(1024);
  private experience = new Uint8Array(1024);
  private education = new Uint8Array(1024);
  private open = new Uint8Array(1024);
  private updated = new Float64Array(1024);
  private readonly skillsOf: Int32Array[] = [];
  private readonly wordsOfSlot: Int32Array[] = [];
  private readonly places = new Dictionary();
  private readonly skills = new Dictionary();
  private readonly words = new Dictionary();
  /** Slots newest first (ties by id), and by name: rebuilt after changes. */
  private byRecency: { order: Int32Array; rank: Int32Array } | null = null;
  private byName: { order: Int32Array; rank: Int32Array } | null = null;
  private byEducation: { slots: Int32Array; atLeast: Int32Array } | null = null;
  // Per-search scratch space (searches run one at a time: everything after the refresh is synchronous).
  private hits = new Uint8Array(1024);
  private jobHits = new Uint8Array(1024);
  private seen = new Int32Array(1024);
  private excluded = new Uint8Array(1024);
  /** Per slot: 0 when it does not match, else 1 + its sort key. */
  private keyOfSlot = new Uint8Array(1024);

  private lastSeq = 0;
  private lastRefresh = -Infinity;
  private refreshing: Promise<void> | null = null;

  /** `now` (ms) paces the refreshes: the server's clock, so tests move it instead of waiting. */
  constructor(private readonly seekers: JobSeekersRepository, private readonly now: () => number) {}

  /** After this process changed a job seeker: the next search reads the change first. */
  invalidate(): void {
    this.lastRefresh = -Infinity;
  }

  get count(): number {
    return this.slotOf.size;
  }

  /** Reads what changed since the last refresh (everything, the first time). */
  async refresh(force = false): Promise<void> {
    if (!force && this.now() - this.lastRefresh < INDEX_REFRESH_MS) return;
    this.refreshing ??= (async () => {
      try {
        const started = this.now();
        for (;;) {
          const rows = await this.seekers.changedSince(this.lastSeq, FETCH_BATCH);
          for (const row of rows) this.put(row);
          if (rows.length) this.lastSeq = Number(rows[rows.length - 1]!.change_seq);
          if (rows.length < FETCH_BATCH) break;
        }
        this.lastRefresh = started;
      } finally {
        this.refreshing = null;
      }
    })();
    await this.refreshing;
  }

  private put(row: Row): void {
    let slot = this.slotOf.get(row.id);
    if (slot === undefined) {
      slot = this.size++;
      const n = this.size;
      this.district = grow(this.district, n);
      this.province = grow(this.province, n);
      this.experience = grow(this.experience, n);
      this.education = grow(this.education, n);
      this.open = grow(this.open, n);
      this.updated = grow(this.updated, n);
      this.slotOf.set(row.id, slot);
      this.ids[slot] = row.id;
    } else {
      this.unlist(slot);
    }
    if (row.deleted) this.erased.add(slot);
    else this.erased.delete(slot);
    this.cards[slot] = {
      id: row.id,
      fullName: row.full_name,
      headline: row.headline,
      photoUrl: row.photo_url,
      province: row.province,
      district: row.district,
      skills: row.skills.map((name) => this.shared(name)),
      experienceYears: row.experience_years,
      educationLevel: this.shared(row.education_level),
      openToWork: row.open_to_work,
      updatedAt: new Date(Number(row.updated_ms)),
    };
    this.district[slot] = this.places.id(row.district);
    this.province[slot] = this.places.id(row.province);
    this.places.postings[this.district[slot]!]!.add(slot);
    this.places.postings[this.province[slot]!]!.add(slot);
    this.experience[slot] = Math.min(255, Math.max(0, row.experience_years));
    this.education[slot] = row.education_rank;
    this.open[slot] = row.open_to_work ? 1 : 0;
    this.updated[slot] = Number(row.updated_ms);
    const skills = Int32Array.from(new Set(row.skill_keys), (k) => this.skills.id(k));
    for (const s of skills) this.skills.postings[s]!.add(slot);
    this.skillsOf[slot] = skills;
    const words = Int32Array.from(new Set([...wordsOf(row.full_name), ...wordsOf(row.headline), ...row.skill_keys.flatMap(wordsOf)]),
      (w) => this.words.id(w));
    for (const w of words) this.words.postings[w]!.add(slot);
    this.wordsOfSlot[slot] = words;
    this.byRecency = null;
    this.byName = null;
    this.byEducation = null;
  }

  private shared(text: string): string {
    const known = this.strings.get(text);
    if (known !== undefined) return known;
    this.strings.set(text, text);
    return text;
  }

  /** What a result card shows of this job seeker, as of the last refresh. */
  card(id: string): SeekerCard | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.cards[slot];
  }

  /** Takes a slot out of every list it is in (before it changes). */
  private unlist(slot: number): void {
    for (const s of this.skillsOf[slot]!) this.skills.postings[s]!.remove(slot);
    for (const w of this.wordsOfSlot[slot]!) this.words.postings[w]!.remove(slot);
    this.places.postings[this.district[slot]!]!.remove(slot);
    this.places.postings[this.province[slot]!]!.remove(slot);
  }

  /** `order` lists slots in result order; `rank` is its inverse (the place of each slot). */
  private ordered(which: 'recency' | 'name'): { order: Int32Array; rank: Int32Array } {
    const cached = which === 'recency' ? this.byRecency : this.byName;
    if (cached) return cached;
    const order = Int32Array.from({ length: this.size }, (_, i) => i);
    const { updated, ids, cards } = this;
    const byId = (a: number, b: number) => (ids[a]! < ids[b]! ? -1 : 1);
    order.sort(which === 'recency'
      ? (a, b) => updated[b]! - updated[a]! || byId(a, b)
      : (a, b) => (cards[a]!.fullName < cards[b]!.fullName ? -1 : cards[a]!.fullName > cards[b]!.fullName ? 1 : byId(a, b)));
    const rank = new Int32Array(this.size);
    order.forEach((slot, i) => { rank[slot] = i; });
    const built = { order, rank };
    if (which === 'recency') this.byRecency = built;
    else this.byName = built;
    return built;
  }

  /**
   * Slots by education, highest level first (slot order within a level), so that "this level or higher" is the
   * list's first `atLeast[level]` slots: a filter on education then walks only those instead of every slot.
   */
  private educated(): { slots: Int32Array; atLeast: Int32Array } {
    if (this.byEducation) return this.byEducation;
    const n = this.size;
    const atLeast = new Int32Array(EDUCATION_RANKS + 1);
    for (let s = 0; s < n; s++) atLeast[this.education[s]!]! += 1;
    for (let rank = EDUCATION_RANKS - 2; rank >= 0; rank--) atLeast[rank]! += atLeast[rank + 1]!;
    const placed = atLeast.map((_, rank) => atLeast[rank + 1] ?? 0);
    const slots = new Int32Array(n);
    for (let s = 0; s < n; s++) slots[placed[this.education[s]!]!++] = s;
    this.byEducation = { slots, atLeast };
    return this.byEducation;
  }

  private scratch(): void {
    const n = this.size;
    if (this.hits.length < n) {
      this.hits = new Uint8Array(n * 2);
      this.jobHits = new Uint8Array(n * 2);
      this.seen = new Int32Array(n * 2);
      this.excluded = new Uint8Array(n * 2);
      this.keyOfSlot = new Uint8Array(n * 2);
    }
    this.hits.fill(0, 0, n);
    this.jobHits.fill(0, 0, n);
    this.seen.fill(-1, 0, n);
    this.excluded.fill(0, 0, n);
    this.keyOfSlot.fill(0, 0, n);
  }

  async search(query: SeekerQuery): Promise<SeekerPage> {
    await this.refresh();
    this.scratch();
    const n = this.size;
    const { hits, jobHits, seen, excluded, keyOfSlot } = this;

    // Only the smallest list a filter names needs walking (all slots when no filter names one).
    let candidates: Int32Array | null = null;
    let candidateCount = n;
    const narrow = (items: Int32Array, length: number) => {
      if (length < candidateCount) {
        candidates = items;
        candidateCount = length;
      }
    };

    // Words: every word of `q` must begin some word of the name, headline or skills.
    let required = 0;
    const qWords = [...new Set(wordsOf(query.q ?? ''))];
    for (const [w, word] of qWords.entries()) {
      required += 1;
      const found: number[] = [];
      this.words.names.forEach((name, id) => {
        if (!name.startsWith(word)) return;
        const p = this.words.postings[id]!;
        for (let i = 0; i < p.length; i++) {
          const slot = p.items[i]!;
          if (seen[slot] !== w) {
            seen[slot] = w;
            hits[slot]! += 1;
            found.push(slot);
          }
        }
      });
      narrow(Int32Array.from(found), found.length);
    }
    // Skills: all of them.
    for (const key of new Set((query.skills ?? []).map(skillKey).filter(Boolean))) {
      required += 1;
      const id = this.skills.find(key);
      if (id === undefined) return { count: 0, ids: [], scores: query.job ? [] : null };
      const p = this.skills.postings[id]!;
      for (let i = 0; i < p.length; i++) hits[p.items[i]!]! += 1;
      narrow(p.items, p.length);
    }
    for (const id of query.exclude ?? []) {
      const slot = this.slotOf.get(id);
      if (slot !== undefined) excluded[slot] = 1;
    }
    for (const slot of this.erased) excluded[slot] = 1;

    const place = (name: string | undefined) => (name === undefined ? -1 : (this.places.find(name) ?? -2));
    const wantDistrict = place(query.district);
    const wantProvince = place(query.province);
    if (wantDistrict === -2 || wantProvince === -2) return { count: 0, ids: [], scores: query.job ? [] : null };
    for (const want of [wantDistrict, wantProvince]) {
      if (want >= 0) narrow(this.places.postings[want]!.items, this.places.postings[want]!.length);
    }
    const expMin = query.experienceMin ?? 0;
    const expMax = query.experienceMax ?? 255;
    const eduMin = query.education ? educationRank(query.education) : 0;
    if (eduMin > 0) {
      const { slots, atLeast } = this.educated();
      narrow(slots, atLeast[eduMin]!);
    }
    const openOnly = query.openToWork;

    // Scores, as tables of points by matched skills, experience and education (the formulas of match-score.ts).
    const job = query.job ? matchJobOf(query.job) : null;
    const w = MATCH_WEIGHTS;
    let skillPoints: number[] = [];
    let experiencePoints: number[] = [];
    let educationPoints: number[] = [];
    let jobDistrict = -3;
    let jobProvince = -3;
    let elsewhere = 0;
    if (job) {
      const jobKeys = skillKeys(job.skills);
      for (const key of jobKeys) {
        const id = this.skills.find(key);
        if (id === undefined) continue;
        const p = this.skills.postings[id]!;
        for (let i = 0; i < p.length; i++) jobHits[p.items[i]!]! += 1;
      }
      skillPoints = Array.from({ length: jobKeys.length + 1 }, (_, m) =>
        jobKeys.length === 0 ? w.skills : Math.round((w.skills * m) / jobKeys.length));
      const minimum = Math.max(0, job.experienceMinYears);
      experiencePoints = Array.from({ length: 256 }, (_, years) =>
        minimum === 0 ? w.experience : Math.round(w.experience * Math.min(1, years / minimum)));
      const wanted = educationRank(job.educationLevel);
      educationPoints = Array.from({ length: EDUCATION_RANKS }, (_, held) =>
        wanted === 0 || held >= wanted ? w.education.meets : held === wanted - 1 ? w.education.oneLevelBelow : w.education.below);
      jobDistrict = this.places.find(job.district) ?? -3;
      jobProvince = this.places.find(job.province) ?? -3;
      elsewhere = job.remoteAllowed ? w.location.remoteAllowed : w.location.elsewhere;
    }

    const ordering: SeekerOrdering = query.ordering ?? (job ? '-match_score' : '-updated_at');
    const { order, rank } = this.ordered(ordering === 'full_name' ? 'name' : 'recency');
    const byScore = ordering === '-match_score' && job !== null;

    const perKey = new Int32Array(256);
    const count = collect({
      list: candidates as Int32Array | null, length: candidateCount, excluded, hits, required,
      district: this.district, province: this.province, experience: this.experience, education: this.education,
      open: this.open, wantDistrict, wantProvince, expMin, expMax, eduMin,
      openWanted: openOnly === undefined ? -1 : openOnly ? 1 : 0,
      keyMode: byScore ? KEY_SCORE : ordering === '-experience_years' ? KEY_YEARS_DESC : ordering === 'experience_years' ? KEY_YEARS_ASC : KEY_NONE,
      jobHits, skillPoints: Uint8Array.from(skillPoints), experiencePoints: Uint8Array.from(experiencePoints),
      educationPoints: Uint8Array.from(educationPoints), jobDistrict, jobProvince, elsewhere,
      sameDistrict: w.location.sameDistrict, sameProvince: w.location.sameProvince, keyOfSlot, perKey,
    });

    const page = fillPage({ list: candidates as Int32Array | null, length: candidateCount, keyOfSlot, order, rank, perKey },
      Math.min(query.offset, count), Math.min(query.offset + query.limit, count));
    const ids = page.map((s) => this.ids[s]!);
    if (!job) return { count, ids, scores: null };
    const scores = page.map((s) => {
      const d = this.district[s];
      const location = d === jobDistrict ? w.location.sameDistrict : this.province[s] === jobProvince ? w.location.sameProvince : elsewhere;
      return skillPoints[jobHits[s]!]! + location + experiencePoints[this.experience[s]!]! + educationPoints[this.education[s]!]!;
    });
    return { count, ids, scores };
  }
}
