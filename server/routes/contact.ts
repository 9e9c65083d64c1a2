// The public contact form: stored first, then mailed to the support address.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { components } from '../../src/api/schema.gen';
import { contactMessages } from '../db/schema';
import { contactEmail } from '../services/mail-templates';

export default async function contactRoutes(app: FastifyInstance) {
  const { db, clock, mailer, config } = app.deps;

  app.post<{ Body: components['schemas']['ContactMessageRequest'] }>('/api/contact/', async (req, reply) => {
    const message = {
      name: req.body.name.trim(),
      email: req.body.email.trim().toLowerCase(),
      subject: req.body.subject.trim(),
      message: req.body.message.trim(),
    };
    const [row] = await db.insert(contactMessages).values({ ...message, ip: req.ip, createdAt: clock.now() })
      .returning({ id: contactMessages.id });
    try {
      await mailer.send({
        to: config.contactEmail,
        replyTo: message.email,
        ...contactEmail({ ...message, productName: config.productName }),
      });
      await db.update(contactMessages).set({ mailed: true }).where(eq(contactMessages.id, row!.id));
    } catch (err) {
      // The message is kept either way; support can read it from the database.
      req.log.error({ err }, 'could not mail a contact message');
    }
    return reply.code(201).send({ detail: 'Thank you for your message. We will get back to you soon.' });
  });
}
