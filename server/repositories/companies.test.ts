// The company profile is keyed by the caller's company (docs/architecture.md): asked with another company's id,
// the first company's profile is neither read nor changed.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registerEmployer, setupTestApp } from '../test/app';

const t = setupTestApp();

async function employer(fullName: string) {
  const { user } = await registerEmployer(t, { fullName });
  const companyId = await t.app.repos.memberships.companyOfUser(user.id);
  if (!companyId) throw new Error('no company');
  return { userId: user.id, companyId };
}

describe('the companies repository', () => {
  it('reads and changes only the company it is given', async () => {
    const owner = await employer('Everest Tech Pvt. Ltd.');
    const other = await employer('Annapurna Traders');
    const { repos } = t.app;
    const now = t.clock.now();
    const logo = await repos.media.store(owner.userId, 'company_logo', { mime: 'image/png', ext: 'png' }, [
      { size: 'sm', format: 'png', mime: 'image/png', width: 1, height: 1, sha256: 'a'.repeat(64), bytes: Buffer.from('logo') },
    ], now);
    await repos.companies.change(owner.companyId, { logoId: logo.id, contactName: 'Sita' }, now);

    expect((await repos.companies.profile(other.companyId))?.company).toMatchObject({ id: other.companyId, fullName: 'Annapurna Traders' });
    expect(await repos.companies.logoOf(other.companyId)).toEqual({ logoId: null });
    expect(await repos.companies.change(other.companyId, { fullName: 'Taken over', logoId: null }, now)).toBe(true);

    // A company that does not exist is not found and changes nothing.
    expect(await repos.companies.profile(randomUUID())).toBeUndefined();
    expect(await repos.companies.logoOf(randomUUID())).toBeUndefined();
    expect(await repos.companies.change(randomUUID(), { fullName: 'Nobody' }, now)).toBe(false);

    // The owner's profile is as it was.
    const mine = await repos.companies.profile(owner.companyId);
    expect(mine?.company).toMatchObject({ fullName: 'Everest Tech Pvt. Ltd.', logoId: logo.id, contactName: 'Sita' });
    expect(mine?.logoExt).toBe('png');
  });
});
