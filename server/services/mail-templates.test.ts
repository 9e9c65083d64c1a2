import { describe, expect, it } from 'vitest';
import { contactEmail, otpEmail } from './mail-templates';

describe('otpEmail', () => {
  it('puts the code, its validity and what to do if unasked in both text and HTML', () => {
    // Act
    const mail = otpEmail({ code: '048213', purpose: 'email_verification', productName: 'Jagir', validMinutes: 10 });

    // Assert
    expect(mail.subject).toBe('Verify your e-mail address for Jagir');
    expect(mail.subject).not.toContain('048213');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('048213');
      expect(body).toContain('valid for 10 minutes');
      expect(body).toContain('If you did not ask for this code');
    }
    expect(mail.html).toMatch(/<html lang="en">/);
    expect(mail.html).toMatch(/<h1[^>]*>Verify your e-mail address for Jagir<\/h1>/);
    expect(mail.html).toMatch(/monospace[^>]*>048213<\/p>/);
  });

  it('words the password-reset mail for a reset', () => {
    // Act
    const mail = otpEmail({ code: '777111', purpose: 'password_reset', productName: 'Jagir', validMinutes: 10 });

    // Assert
    expect(mail.subject).toBe('Reset your Jagir password');
    expect(mail.text).toContain('reset the password');
    expect(mail.text).toContain('your password stays unchanged');
    expect(mail.html).toContain('777111');
  });

  it('escapes the product name in HTML', () => {
    const mail = otpEmail({ code: '123456', purpose: 'password_reset', productName: 'A&B <Jobs>', validMinutes: 10 });
    expect(mail.html).toContain('A&amp;B &lt;Jobs&gt;');
    expect(mail.html).not.toContain('<Jobs>');
  });
});

describe('contactEmail', () => {
  const hostile = {
    name: '<script>alert("name")</script>',
    email: 'x@example.com',
    subject: 'Hi <script>alert(1)</script>\r\nBcc: victim@example.com',
    message: 'Line one\n<script>document.cookie</script>\n& "quotes"',
    productName: 'Jagir',
  };

  it('escapes every user field in HTML', () => {
    // Act
    const mail = contactEmail(hostile);

    // Assert
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;script&gt;document.cookie&lt;/script&gt;');
    expect(mail.html).toContain('&amp; &quot;quotes&quot;');
  });

  it('keeps the subject on one line and the message as written in the text body', () => {
    // Act
    const mail = contactEmail(hostile);

    // Assert
    expect(mail.subject).toBe('[Jagir contact] Hi <script>alert(1)</script> Bcc: victim@example.com');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('Name: <script>alert("name")</script>');
    expect(mail.text).toContain('E-mail: x@example.com');
    expect(mail.text).toContain('Line one\n<script>document.cookie</script>\n& "quotes"');
  });
});
