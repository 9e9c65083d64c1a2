import { describe, expect, it } from 'vitest';
import { SKILLS } from './skills';

describe('SKILLS', () => {
  it('is a curated list of 150 to 250 skills', () => {
    expect(SKILLS.length).toBeGreaterThanOrEqual(150);
    expect(SKILLS.length).toBeLessThanOrEqual(250);
  });

  it('has unique names, ignoring case and spacing', () => {
    const keys = SKILLS.map((s) => s.name.toLowerCase().replace(/\s+/g, ' '));
    const duplicates = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(duplicates).toEqual([]);
  });

  it('has tidy names and categories', () => {
    for (const { name, category } of SKILLS) {
      expect(name).toBe(name.trim());
      expect(name).not.toMatch(/\s{2,}/);
      expect(name.length).toBeGreaterThan(0);
      expect(category).toMatch(/^[A-Z][A-Za-z &]+$/);
    }
  });

  it('groups skills into consistent categories of several skills each', () => {
    const perCategory = new Map<string, number>();
    for (const { category } of SKILLS) perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
    // Categories differing only in case would be the same category spelt twice.
    const lower = [...perCategory.keys()].map((c) => c.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
    for (const [category, count] of perCategory) expect([category, count >= 4]).toEqual([category, true]);
  });

  it('covers what Nepali employers hire for', () => {
    const names = new Set(SKILLS.map((s) => s.name));
    for (const skill of [
      'React', 'Node.js', 'Python', 'Laravel', 'Flutter', 'Kotlin', '.NET', 'Docker', 'Manual Testing', 'Tally ERP',
      'NFRS Reporting', 'VAT Filing', 'TDS Filing', '+2 Level Teaching', 'Trekking Guide', 'Front Office Operations',
      'Nursing', 'Laboratory Technician', 'Pharmacy', 'AutoCAD', 'Civil Site Supervision', 'Quantity Estimation',
      'Korean (EPS-TOPIK)', 'Japanese (JLPT)', 'Nepali', 'Proposal Writing', 'Monitoring & Evaluation (M&E)',
    ]) {
      expect(names).toContain(skill);
    }
  });
});
