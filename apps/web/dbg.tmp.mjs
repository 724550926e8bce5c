import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1440, height: 900 } });
await p.goto('http://127.0.0.1:3392/blog?search=gestao', { waitUntil: 'networkidle' });
const link = p.locator('.blog-list article a').first();
await link.click();
await p.waitForTimeout(1500);
console.log(await p.evaluate(() => [...document.querySelectorAll("[role=dialog],dialog")].map(d => { const l = d.getAttribute("aria-labelledby"); return [d.outerHTML.slice(0,200), d.open, l, [...document.querySelectorAll("[id]")].filter(e=>e.id===l).map(e=>e.outerHTML.slice(0,150))]; })));
await b.close();
