// The public contact form: stored first, then mailed to the support address.
import type { FastifyInstance } from 'fastify';
import type { components } from '../../src/api/schema.gen';
import { contactEmail } from '../services/mail-templates';

export default async function contactRoutes(app: FastifyInstance) {
  const { clock, mailer, config } = app.deps;
  const { repos } = app;

  app.post<{ Body: components['schemas']['ContactMessageRequest'] }>('/api/contact/', app.publicWriteLimit('contact', 'email'), async (req, reply) => {
    const message = {
      name: req.body.name.trim(),
      email: req.body.email.trim().toLowerCase(),
      subject: req.body.subject.trim(),
      message: req.body.message.trim(),
    };
    const id = await repos.contactMessages.add({ ...message, ip: req.ip }, clock.now());
    try {
      await mailer.send({
        to: config.contactEmail,
        replyTo: message.email,
        ...contactEmail({ ...message, productName: config.productName }),
      });
      await repos.contactMessages.markMailed(id);
    } catch (err) {
      // The message is kept either way; support can read it from the database.
      req.log.error({ err }, 'could not mail a contact message');
    }
    return reply.code(201).send({ detail: 'Thank you for your message. We will get back to you soon.' });
  });
}
