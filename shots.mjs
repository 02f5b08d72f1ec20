import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3310';
const day = (n) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [1280, 360]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  await ctx.addCookies([
    { name: 'cookie_consent', value: 'accepted', url: base },
    { name: 'currency_iso', value: 'MXN', url: base },
  ]);
  const page = await ctx.newPage();
  const off = width === 1280 ? 60 : 70;
  await page.goto(`${base}/es/hoteles/?checkIn=${day(off)}&checkOut=${day(off + 3)}&rooms=1&a1=2&hotel=HXM`);
  await page.getByRole('button', { name: 'Reservar en Hotel Xcaret México' }).click();
  await page.getByLabel('Nombre', { exact: true }).fill('Ana');
  await page.getByLabel('Apellidos').fill('López');
  await page.getByLabel('Correo electrónico').fill('ana@example.com');
  await page.getByLabel('Teléfono (con lada)').fill('+52 998 123 4567');
  await page.getByLabel('País de residencia').selectOption('MX');
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await page.getByRole('radio', { name: /Meses sin intereses/ }).check();
  const choice = page.getByLabel('Banco y meses');
  await choice.selectOption({ index: 2 });
  await page.screenshot({ path: `/tmp/hA-shots/hotel-pay-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: /^Pagar / }).click();
  await page.waitForURL(/sandbox/);
  await page.getByLabel('Número de tarjeta').fill('4242424242424242');
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/34');
  await page.getByLabel('Código de seguridad (CVC)').fill('12');
  await page.getByLabel('Nombre del titular').fill('Ana López');
  await page.getByRole('button', { name: /^Pagar / }).click();
  await page.screenshot({ path: `/tmp/hA-shots/hosted-errors-${width}.png`, fullPage: true });
  await page.getByLabel('Número de tarjeta').fill('4152313000000005');
  await page.getByLabel('Código de seguridad (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pagar / }).click();
  await page.waitForURL(/reserva/);
  await page.screenshot({ path: `/tmp/hA-shots/hotel-confirmed-${width}.png`, fullPage: true });
  // park
  const ctx2 = await browser.newContext({ viewport: { width, height: 900 } });
  await ctx2.addCookies([{ name: 'cookie_consent', value: 'accepted', url: base }]);
  const p2 = await ctx2.newPage();
  await p2.request.post(`${base}/api/e2e/cart/`, { data: { locale: 'en', product: 'xcaret-plus', visitDate: day(off), adults: 2, children: 1 } });
  await p2.request.post(`${base}/api/e2e/cart/`, { data: { locale: 'en', product: 'xel-ha', visitDate: day(off + 1), adults: 2 } });
  await p2.goto(`${base}/en/carrito/checkout/`);
  await p2.getByRole('button', { name: /^Pay / }).waitFor();
  await p2.screenshot({ path: `/tmp/hA-shots/park-checkout-${width}.png`, fullPage: true });
  await p2.getByLabel('Full name').fill('Grace Hopper');
  await p2.getByLabel('Email').fill('grace@example.com');
  await p2.getByRole('button', { name: /^Pay / }).click();
  await p2.waitForURL(/sandbox/);
  await p2.getByLabel('Card number').fill('4000000000003220');
  await p2.getByLabel('Expiry (MM/YY)').fill('12/34');
  await p2.getByLabel('Security code (CVC)').fill('123');
  await p2.getByLabel('Cardholder name').fill('Grace Hopper');
  await p2.getByRole('button', { name: /^Pay / }).click();
  await p2.screenshot({ path: `/tmp/hA-shots/hosted-3ds-${width}.png`, fullPage: true });
  await p2.getByRole('button', { name: 'Complete authentication' }).click();
  await p2.waitForURL(/carrito/);
  await p2.screenshot({ path: `/tmp/hA-shots/park-confirmed-${width}.png`, fullPage: true });
}
await browser.close();
