// Image uploads: PNG, JPEG or WebP by content, at most 10 MB (the multipart limit answers 413 above that) and
// 25 megapixels, stored re-encoded in every size (docs/decisions.md Images).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, fieldErrors, notFound } from '../lib/api-error';
import { imageFrom, readMultipart } from '../lib/multipart';
import { mediaUrl, storeImage } from '../services/media';
import { t } from '../lib/i18n';

async function readImage(req: FastifyRequest, field: string) {
  if (!req.isMultipart()) {
    throw new ApiError(415, { detail: t('api.unsupportedMediaType', { type: req.headers['content-type'] ?? '' }) });
  }
  const form = await readMultipart(req, [field]);
  const upload = await imageFrom(form, field, true);
  for (const name of Object.keys(form.fields)) form.errors[name] = [t('api.field.unknown')];
  if (!upload || Object.keys(form.errors).length) throw fieldErrors(form.errors);
  return upload;
}

export default async function uploadRoutes(app: FastifyInstance) {
  const { clock, config } = app.deps;
  const { repos, workspace } = app;

  app.post('/api/upload/company-logo/', async (req) => {
    const upload = await readImage(req, 'logo');
    const companyId = await workspace.companyOf(req);
    const now = clock.now();
    const stored = await repos.transaction(async (tx) => {
      const company = await tx.companies.logoOf(companyId);
      if (!company) throw notFound();
      const image = await storeImage(tx.media, req.auth.userId, 'company_logo', upload, now);
      await tx.companies.change(companyId, { logoId: image.id }, now);
      if (company.logoId) await tx.media.remove(company.logoId);
      return image;
    });
    return { logo_url: mediaUrl(config, stored.id, stored.ext) };
  });

  app.post('/api/upload/profile-picture/', async (req) => {
    const upload = await readImage(req, 'profile_picture');
    const now = clock.now();
    const stored = await repos.transaction(async (tx) => {
      const user = await tx.users.pictureOf(req.auth.userId);
      if (!user) throw notFound();
      const image = await storeImage(tx.media, req.auth.userId, 'profile_picture', upload, now);
      await tx.users.setPicture(req.auth.userId, image.id, now);
      if (user.pictureId) await tx.media.remove(user.pictureId);
      return image;
    });
    return { profile_picture_url: mediaUrl(config, stored.id, stored.ext) };
  });
}
