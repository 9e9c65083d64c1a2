import { describe, expect, it } from 'vitest';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import sharp from 'sharp';
import { GIF, multipart, PNG, pngDeclaring } from '../test/images';

const t = setupTestApp();
const get = (url: string, token: string) => t.inject({ method: 'GET', url, headers: bearer(token) });
const patch = (url: string, token: string, payload: object) => t.inject({ method: 'PATCH', url, headers: bearer(token), payload });

describe('company profile', () => {
  it('reads the caller\'s company with the display defaults', async () => {
    const { token } = await registerEmployer(t, { fullName: 'Gorkha Hydropower' });
    const res = await get('/api/profile/company/', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      full_name: 'Gorkha Hydropower', industry_type: 'Technology', description: '', website: '', address: '', logo: null, logo_url: null,
    });
  });

  it('takes a JSON body with only industry_type (as signup sends)', async () => {
    const { token } = await registerEmployer(t);
    const res = await patch('/api/profile/company/', token, { industry_type: 'Construction' });
    expect(res.statusCode).toBe(200);
    expect(res.json().industry_type).toBe('Construction');
    expect((await get('/api/profile/company/', token)).json().industry_type).toBe('Construction');
  });

  it('takes multipart with every field and a logo', async () => {
    const { token } = await registerEmployer(t);
    const res = await t.inject({
      method: 'PATCH', url: '/api/profile/company/',
      ...multipart({
        full_name: 'Lumbini Agro', industry_type: 'Retail', description: 'Fresh produce from the Terai.',
        website: 'https://lumbini-agro.example', logo: { data: PNG, filename: 'logo.png', type: 'image/png' },
      }, bearer(token)),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ full_name: 'Lumbini Agro', industry_type: 'Retail', description: 'Fresh produce from the Terai.', website: 'https://lumbini-agro.example' });
    expect(body.logo_url).toMatch(/^\/api\/media\/[0-9a-f-]{36}\.png$/);
    expect(body.logo).toBe(body.logo_url);
    const image = await t.inject({ method: 'GET', url: body.logo_url });
    expect(image.headers['content-type']).toBe('image/png');
    // Stored re-encoded, never as uploaded.
    expect(image.rawPayload.equals(PNG)).toBe(false);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('refuses a decompression bomb as the logo and changes nothing', async () => {
    const { token } = await registerEmployer(t, { fullName: 'Lumbini Agro' });
    const res = await t.inject({
      method: 'PATCH', url: '/api/profile/company/',
      ...multipart({ full_name: 'Bomb Ltd', logo: { data: pngDeclaring(100_000, 100_000), filename: 'logo.png', type: 'image/png' } }, bearer(token)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ logo: ['Ensure this image has no more than 25 megapixels (it has 10000).'] });
    expect((await get('/api/profile/company/', token)).json()).toMatchObject({ full_name: 'Lumbini Agro', logo_url: null });
  });

  it('names every bad field and changes nothing', async () => {
    const { token } = await registerEmployer(t, { fullName: 'Unchanged Ltd' });
    const res = await t.inject({
      method: 'PATCH', url: '/api/profile/company/',
      ...multipart({ full_name: '  ', industry_type: 'Mining', website: 'not a url', color: 'red', logo: { data: GIF, filename: 'a.png', type: 'image/png' } }, bearer(token)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      logo: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'],
      full_name: ['Full name is required'],
      industry_type: ['"Mining" is not a valid choice.'],
      website: ['Enter a valid URL.'],
      color: ['Unknown field.'],
    });
    expect((await get('/api/profile/company/', token)).json()).toMatchObject({ full_name: 'Unchanged Ltd', logo: null });
  });

  it('refuses a logo sent as text, and JSON fields of the wrong type', async () => {
    const { token } = await registerEmployer(t);
    const text = await t.inject({ method: 'PATCH', url: '/api/profile/company/', ...multipart({ logo: 'data:image/png;base64,AAAA' }, bearer(token)) });
    expect(text.json()).toEqual({ logo: ['The submitted data was not a file. Check the encoding type on the form.'] });
    const json = await patch('/api/profile/company/', token, { description: 5, logo: 'x' });
    expect(json.json()).toEqual({ description: ['Not a valid string.'], logo: ['This field may only be null.'] });
  });

  it('removes the logo with logo: null', async () => {
    const { token } = await registerEmployer(t);
    const set = await t.inject({ method: 'PATCH', url: '/api/profile/company/', ...multipart({ logo: { data: PNG, filename: 'l.png', type: 'image/png' } }, bearer(token)) });
    const res = await patch('/api/profile/company/', token, { logo: null });
    expect(res.json().logo_url).toBeNull();
    expect((await t.inject({ method: 'GET', url: set.json().logo_url })).statusCode).toBe(404);
  });
});

describe('HR profile and contact info', () => {
  it('reads and changes the HR contact', async () => {
    const { token, email } = await registerEmployer(t);
    expect((await get('/api/profile/hr/', token)).json()).toEqual({ contact_name: '', contact_number: '', email, profile_picture_url: null });
    const res = await patch('/api/profile/hr/', token, { contact_name: 'Sita Sharma', contact_number: '+977 9841000000' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ contact_name: 'Sita Sharma', contact_number: '+977 9841000000' });
  });

  it('refuses a bad phone number and unknown fields', async () => {
    const { token } = await registerEmployer(t);
    const res = await patch('/api/profile/hr/', token, { contact_number: 'call me', role: 'boss' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ contact_number: ['Enter a valid phone number.'], role: ['Unknown field.'] });
  });

  it('gives address, phone and e-mail', async () => {
    const { token, email } = await registerEmployer(t);
    await patch('/api/profile/company/', token, { address: 'New Road, Kathmandu' });
    await patch('/api/profile/hr/', token, { contact_number: '01-4221234' });
    const res = await get('/api/profile/contact/', token);
    expect(res.json()).toEqual({ address: 'New Road, Kathmandu', phone: '01-4221234', email });
  });
});

describe('another employer', () => {
  it('sees and changes only its own company, never yours', async () => {
    const mine = await registerEmployer(t, { fullName: 'Mine Pvt. Ltd.' });
    const theirs = await registerEmployer(t, { fullName: 'Theirs Pvt. Ltd.' });
    await patch('/api/profile/hr/', mine.token, { contact_name: 'Mine HR' });

    const read = await get('/api/profile/company/', theirs.token);
    expect(read.json().full_name).toBe('Theirs Pvt. Ltd.');
    expect((await get('/api/profile/hr/', theirs.token)).json().contact_name).toBe('');
    expect((await get('/api/profile/contact/', theirs.token)).json().email).toBe(theirs.email);

    await patch('/api/profile/company/', theirs.token, { full_name: 'Renamed by them' });
    await patch('/api/profile/hr/', theirs.token, { contact_name: 'Their HR' });
    const logo = await t.inject({ method: 'POST', url: '/api/upload/company-logo/', ...multipart({ logo: { data: PNG, filename: 'l.png', type: 'image/png' } }, bearer(theirs.token)) });
    expect(logo.statusCode).toBe(200);

    const company = (await get('/api/profile/company/', mine.token)).json();
    expect(company).toMatchObject({ full_name: 'Mine Pvt. Ltd.', logo_url: null });
    expect((await get('/api/profile/hr/', mine.token)).json().contact_name).toBe('Mine HR');
  });

  it('has no way to name your company: ids in the path or body are refused', async () => {
    const mine = await registerEmployer(t);
    const theirs = await registerEmployer(t);
    const myId = (await get('/api/profile/company/', mine.token)).json().id as string;
    const byBody = await patch('/api/profile/company/', theirs.token, { id: myId, full_name: 'Hijacked' });
    expect(byBody.statusCode).toBe(400);
    expect(byBody.json()).toEqual({ id: ['Unknown field.'] });
    const byPath = await t.inject({ method: 'GET', url: `/api/profile/company/${myId}/`, headers: bearer(theirs.token) });
    expect(byPath.statusCode).toBe(404);
  });
});
