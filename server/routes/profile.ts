// Company, HR and contact profiles of the caller's own company: there is no way to name another one.
import type { FastifyInstance } from 'fastify';
import type { components } from '../../src/api/schema.gen';
import { loadContract } from '../contract/contract';
import { checkBody, compileBody } from '../contract/validation';
import { fieldErrors, mergeErrors, notFound } from '../lib/api-error';
import { imageFrom, readMultipart } from '../lib/multipart';
import { companyView, profilePictureUrl } from '../services/company';
import { storeImage } from '../services/media';

type Schemas = components['schemas'];
type CompanyUpdate = Schemas['CompanyProfileUpdate'];

export default async function profileRoutes(app: FastifyInstance) {
  const { clock, config } = app.deps;
  const { repos, workspace } = app;
  const contract = await loadContract();
  const multipartSchema = contract.find('PATCH', '/api/profile/company/')?.body['multipart/form-data'];
  if (!multipartSchema) throw new Error('The contract has no multipart body for PATCH /api/profile/company/.');
  const validateMultipart = compileBody(multipartSchema);

  const profileOf = async (companyId: string) => {
    const row = await repos.companies.profile(companyId);
    if (!row) throw notFound();
    return row;
  };

  app.get('/api/profile/company/', async (req) => companyView(config, await profileOf(await workspace.companyOf(req))));

  app.patch<{ Body: CompanyUpdate | undefined }>('/api/profile/company/', async (req) => {
    let changes: Omit<CompanyUpdate, 'logo'>;
    let newLogo: Awaited<ReturnType<typeof imageFrom>>;
    let removeLogo = false;
    if (req.isMultipart()) {
      const form = await readMultipart(req, ['logo']);
      newLogo = await imageFrom(form, 'logo', false);
      const errors = mergeErrors(form.errors, checkBody(validateMultipart, form.fields));
      if (errors) throw fieldErrors(errors);
      changes = form.fields;
    } else {
      const { logo, ...rest } = req.body ?? {};
      removeLogo = logo === null;
      changes = rest;
    }

    const companyId = await workspace.companyOf(req);
    const now = clock.now();
    await repos.transaction(async (tx) => {
      const row = await tx.companies.logoOf(companyId);
      if (!row) throw notFound();
      let logoId = row.logoId;
      if (newLogo) logoId = (await storeImage(tx.media, req.auth.userId, 'company_logo', newLogo, now)).id;
      if (removeLogo) logoId = null;
      await tx.companies.change(companyId, {
        ...(changes.full_name !== undefined && { fullName: changes.full_name.trim() }),
        ...(changes.industry_type !== undefined && { industryType: changes.industry_type }),
        ...(changes.description !== undefined && { description: changes.description }),
        ...(changes.website !== undefined && { website: changes.website }),
        ...(changes.address !== undefined && { address: changes.address }),
        logoId,
      }, now);
      if (row.logoId && row.logoId !== logoId) await tx.media.remove(row.logoId);
    });
    return companyView(config, await profileOf(companyId));
  });

  const hrView = async (companyId: string) => {
    const row = await profileOf(companyId);
    return {
      contact_name: row.company.contactName,
      contact_number: row.company.contactNumber,
      email: row.email,
      profile_picture_url: await profilePictureUrl(repos.media, config, row.pictureId),
    };
  };

  app.get('/api/profile/hr/', async (req) => hrView(await workspace.companyOf(req)));

  app.patch<{ Body: Schemas['HrProfileUpdate'] }>('/api/profile/hr/', async (req) => {
    const { contact_name, contact_number } = req.body;
    const companyId = await workspace.companyOf(req);
    const updated = await repos.companies.change(companyId, {
      ...(contact_name !== undefined && { contactName: contact_name.trim() }),
      ...(contact_number !== undefined && { contactNumber: contact_number.trim() }),
    }, clock.now());
    if (!updated) throw notFound();
    return hrView(companyId);
  });

  app.get('/api/profile/contact/', async (req) => {
    const row = await profileOf(await workspace.companyOf(req));
    return { address: row.company.address, phone: row.company.contactNumber, email: row.email };
  });
}
