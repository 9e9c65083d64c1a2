// Company, HR and contact profiles of the caller's own company: there is no way to name another one.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { components } from '../../src/api/schema.gen';
import { loadContract } from '../contract/contract';
import { checkBody, compileBody } from '../contract/validation';
import { companies } from '../db/schema';
import { fieldErrors, mergeErrors, notFound } from '../lib/api-error';
import { imageFrom, readMultipart } from '../lib/multipart';
import { companyRow, companyView, profilePictureUrl } from '../services/company';
import { deleteImage, storeImage } from '../services/media';

type Schemas = components['schemas'];
type CompanyUpdate = Schemas['CompanyProfileUpdate'];

export default async function profileRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.deps;
  const contract = await loadContract();
  const multipartSchema = contract.find('PATCH', '/api/profile/company/')?.body['multipart/form-data'];
  if (!multipartSchema) throw new Error('The contract has no multipart body for PATCH /api/profile/company/.');
  const validateMultipart = compileBody(multipartSchema);

  const ownCompany = async (userId: string) => {
    const row = await companyRow(db, userId);
    if (!row) throw notFound();
    return row;
  };

  app.get('/api/profile/company/', async (req) => companyView(config, await ownCompany(req.auth.userId)));

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

    const now = clock.now();
    await db.transaction(async (tx) => {
      const row = await companyRow(tx, req.auth.userId);
      if (!row) throw notFound();
      let logoId = row.company.logoId;
      if (newLogo) logoId = (await storeImage(tx, req.auth.userId, 'company_logo', newLogo.bytes, newLogo.image, now)).id;
      if (removeLogo) logoId = null;
      await tx.update(companies).set({
        ...(changes.full_name !== undefined && { fullName: changes.full_name.trim() }),
        ...(changes.industry_type !== undefined && { industryType: changes.industry_type }),
        ...(changes.description !== undefined && { description: changes.description }),
        ...(changes.website !== undefined && { website: changes.website }),
        ...(changes.address !== undefined && { address: changes.address }),
        logoId,
        updatedAt: now,
      }).where(eq(companies.id, row.company.id));
      if (row.company.logoId && row.company.logoId !== logoId) await deleteImage(tx, row.company.logoId);
    });
    return companyView(config, await ownCompany(req.auth.userId));
  });

  const hrView = async (userId: string) => {
    const row = await ownCompany(userId);
    return {
      contact_name: row.company.contactName,
      contact_number: row.company.contactNumber,
      email: row.email,
      profile_picture_url: await profilePictureUrl(db, config, row.pictureId),
    };
  };

  app.get('/api/profile/hr/', async (req) => hrView(req.auth.userId));

  app.patch<{ Body: Schemas['HrProfileUpdate'] }>('/api/profile/hr/', async (req) => {
    const { contact_name, contact_number } = req.body;
    const updated = await db.update(companies).set({
      ...(contact_name !== undefined && { contactName: contact_name.trim() }),
      ...(contact_number !== undefined && { contactNumber: contact_number.trim() }),
      updatedAt: clock.now(),
    }).where(eq(companies.userId, req.auth.userId)).returning({ id: companies.id });
    if (!updated.length) throw notFound();
    return hrView(req.auth.userId);
  });

  app.get('/api/profile/contact/', async (req) => {
    const row = await ownCompany(req.auth.userId);
    return { address: row.company.address, phone: row.company.contactNumber, email: row.email };
  });
}
