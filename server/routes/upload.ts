// Image uploads: PNG, JPEG or WebP by content, at most 10 MB (the multipart limit answers 413 above that).
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companies, users } from '../db/schema';
import { ApiError, fieldErrors, notFound } from '../lib/api-error';
import { imageFrom, readMultipart } from '../lib/multipart';
import { deleteImage, mediaUrl, storeImage } from '../services/media';

async function readImage(req: FastifyRequest, field: string) {
  if (!req.isMultipart()) {
    throw new ApiError(415, { detail: `Unsupported media type "${req.headers['content-type'] ?? ''}" in request.` });
  }
  const form = await readMultipart(req, [field]);
  const upload = await imageFrom(form, field, true);
  for (const name of Object.keys(form.fields)) form.errors[name] = ['Unknown field.'];
  if (!upload || Object.keys(form.errors).length) throw fieldErrors(form.errors);
  return upload;
}

export default async function uploadRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.deps;

  app.post('/api/upload/company-logo/', async (req) => {
    const upload = await readImage(req, 'logo');
    const now = clock.now();
    const stored = await db.transaction(async (tx) => {
      const [company] = await tx.select({ id: companies.id, logoId: companies.logoId }).from(companies)
        .where(eq(companies.userId, req.auth.userId));
      if (!company) throw notFound();
      const image = await storeImage(tx, req.auth.userId, 'company_logo', upload.bytes, upload.image, now);
      await tx.update(companies).set({ logoId: image.id, updatedAt: now }).where(eq(companies.id, company.id));
      if (company.logoId) await deleteImage(tx, company.logoId);
      return image;
    });
    return { logo_url: mediaUrl(config, stored.id, stored.ext) };
  });

  app.post('/api/upload/profile-picture/', async (req) => {
    const upload = await readImage(req, 'profile_picture');
    const now = clock.now();
    const stored = await db.transaction(async (tx) => {
      const [user] = await tx.select({ pictureId: users.profilePictureId }).from(users).where(eq(users.id, req.auth.userId));
      if (!user) throw notFound();
      const image = await storeImage(tx, req.auth.userId, 'profile_picture', upload.bytes, upload.image, now);
      await tx.update(users).set({ profilePictureId: image.id, updatedAt: now }).where(eq(users.id, req.auth.userId));
      if (user.pictureId) await deleteImage(tx, user.pictureId);
      return image;
    });
    return { profile_picture_url: mediaUrl(config, stored.id, stored.ext) };
  });
}
