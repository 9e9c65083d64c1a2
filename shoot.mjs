import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4300';
const pw = process.env.PW;
const pages = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, vp] of [['phone', { width: 412, height: 915 }], ['desktop', { width: 1366, height: 768 }]]) {
  const ctx = await b.newContext({ viewport: vp });
  const p = await ctx.newPage();
  for (const path of pages) {
    if (path === 'LOGIN') {
      await p.goto(base + '/ne/login');
      await p.locator('input[type=email]').fill('demo@jagir.example');
      await p.locator('input[type=password]').first().fill(pw);
      await p.locator('form button[type=submit]').click();
      await p.waitForURL(/employer/, { timeout: 60000 });
      continue;
    }
    await p.goto(base + path);
    await p.waitForLoadState('networkidle').catch(() => {});
    await p.waitForTimeout(1500);
    const file = `/tmp/shots/${name}-${path.replace(/\//g, '_') || 'root'}.png`;
    await p.screenshot({ path: file, fullPage: false });
    console.log(file, await p.evaluate(() => document.documentElement.lang), await p.title());
  }
  await ctx.close();
}
await b.close();
