import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPacStamps } from '@/db/schema';
import {
  buildCfdiXml,
  cadenaOriginal,
  checkCfdi,
  exchangeRateText,
  incomeDocument,
  parseXml,
  SAT_KEYS,
  TFD_NS,
  tfdCadenaOriginal,
  withSeal,
  type CfdiSigner,
} from '@/domain/invoicing';
import { breakdownAllIn } from '@/domain/taxes';
import { createVerify, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/databases';
import { demoCsd } from './registry';
import { openCsdSigner } from './csd-signer';
import { SandboxPac, verifySeal, type SandboxPacMode } from './sandbox-pac';

const MXN = { iso: 'MXN', decimals: 2, usdRate: '18.45' };

function sealedFor(signer: CfdiSigner, rfc: string, name = 'PARQUES XCARET DEMO') {
  const doc = incomeDocument({
    series: 'PF',
    folio: '1',
    issuedAt: new Date('2027-03-10T15:00:00Z'),
    issuer: { rfc, name, regime: '601', postalCode: '77710' },
    receiver: {
      rfc: 'COSC8001137NA',
      name: 'CARLOS CORTÉS SOTO',
      regime: '612',
      use: 'G03',
      postalCode: '77500',
      foreign: null,
    },
    currency: MXN,
    exchangeRate: exchangeRateText(MXN, MXN),
    paymentForm: '04',
    breakdown: breakdownAllIn({
      totalMinor: 116_000,
      currency: MXN,
      rules: [
        {
          id: 1,
          code: 'IVA',
          name: { es: 'IVA', en: 'VAT', pt: 'IVA' },
          scope: 'park',
          hotelCode: null,
          productCode: null,
          basis: 'percent',
          rateBasisPoints: 1600,
          amountMinor: null,
          amountCurrency: null,
          cfdi: 'federal',
          satTaxCode: '002',
          effectiveFrom: '2010-01-01',
          effectiveTo: null,
          demo: false,
        },
      ],
      roomNights: 0,
      rateOf: () => MXN,
    }),
    lines: [{ description: 'Xel-Há', identification: null, keys: SAT_KEYS.park, weight: 1 }],
    feeDescription: () => '',
  });
  const xml = buildCfdiXml(doc, {
    number: signer.certificateNumber,
    base64: signer.certificateBase64,
  });
  return withSeal(xml, signer.sign(cadenaOriginal(xml)));
}

describe('the sandbox PAC', () => {
  let t: TestDatabase;
  let mode: SandboxPacMode = 'ok';
  let pac: SandboxPac;
  const parks = openCsdSigner(demoCsd('parks'));
  const sat = openCsdSigner(demoCsd('sandbox-sat'));
  beforeAll(async () => {
    t = await createTestDatabase('pglite');
    pac = new SandboxPac({ db: async () => t.db, sat, mode: async () => mode });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('opens the demo CSD with @nodecfdi/credentials: RFC, 20-digit number, base64 certificate', () => {
    expect(parks.rfc).toBe('PXD150101CD1');
    expect(parks.certificateNumber).toBe('30001000000500000002');
    expect(Buffer.from(parks.certificateBase64, 'base64').length).toBeGreaterThan(500);
  });

  it('stamps a sealed CFDI with a UUID and the SAT seal, which verifies with the sandbox certificate', async () => {
    const sealed = sealedFor(parks, 'PXD150101CD1');
    const result = await pac.stamp({
      idempotencyKey: 'k1',
      document: null as never,
      sealedXml: sealed,
    });
    if (!result.ok) throw new Error(result.message);
    expect(checkCfdi(result.xml, { stamped: true })).toEqual([]);
    const tfd = parseXml(result.xml).getElementsByTagNameNS(TFD_NS, 'TimbreFiscalDigital')[0]!;
    expect(tfd.getAttribute('UUID')).toBe(result.uuid);
    const certificate = new X509Certificate(readFileSync(demoCsd('sandbox-sat').cer));
    const verified = createVerify('RSA-SHA256')
      .update(tfdCadenaOriginal(tfd), 'utf8')
      .verify(certificate.publicKey, tfd.getAttribute('SelloSAT')!, 'base64');
    expect(verified).toBe(true);
    // The same key answers the same stamp.
    const again = await pac.stamp({
      idempotencyKey: 'k1',
      document: null as never,
      sealedXml: sealed,
    });
    expect(again.ok && again.uuid).toBe(result.uuid);
  });

  it('refuses a tampered document, a seal by another issuer’s certificate, and an invalid structure', async () => {
    const sealed = sealedFor(parks, 'PXD150101CD1');
    const tampered = sealed.replace('Nombre="CARLOS CORTÉS SOTO"', 'Nombre="OTRO CLIENTE"');
    expect(verifySeal(tampered)).toMatchObject({ code: 'SELLO_INVALID' });
    expect(
      await pac.stamp({ idempotencyKey: 'k2', document: null as never, sealedXml: tampered }),
    ).toMatchObject({
      ok: false,
      code: 'SELLO_INVALID',
      retryable: false,
    });
    // The hotels' certificate sealing the parks' issuer.
    const hotels = openCsdSigner(demoCsd('hotels'));
    const wrong = sealedFor(hotels, 'PXD150101CD1');
    expect(verifySeal(wrong)).toMatchObject({ code: 'CERTIFICATE_RFC' });
    const broken = sealed.replace(/ LugarExpedicion="\d+"/, '');
    expect(
      await pac.stamp({ idempotencyKey: 'k3', document: null as never, sealedXml: broken }),
    ).toMatchObject({
      ok: false,
      code: 'CFDI_INVALID',
    });
    expect(
      await t.db.select().from(sandboxPacStamps).where(eq(sandboxPacStamps.idempotencyKey, 'k2')),
    ).toEqual([]);
  });

  it('can be made to refuse or to be down, and cancels with a reason', async () => {
    const sealed = sealedFor(parks, 'PXD150101CD1');
    mode = 'refuse';
    expect(
      await pac.stamp({ idempotencyKey: 'k4', document: null as never, sealedXml: sealed }),
    ).toMatchObject({
      ok: false,
      retryable: false,
    });
    mode = 'down';
    expect(
      await pac.stamp({ idempotencyKey: 'k4', document: null as never, sealedXml: sealed }),
    ).toMatchObject({
      ok: false,
      retryable: true,
    });
    mode = 'ok';
    const stamped = await pac.stamp({
      idempotencyKey: 'k4',
      document: null as never,
      sealedXml: sealed,
    });
    if (!stamped.ok) throw new Error(stamped.message);
    const base = {
      idempotencyKey: 'c4',
      uuid: stamped.uuid,
      providerDocumentId: stamped.uuid,
      issuerRfc: 'PXD150101CD1',
      receiverRfc: 'COSC8001137NA',
      total: '1160.00',
    };
    expect(await pac.cancel({ ...base, reason: '01' })).toMatchObject({
      ok: false,
      code: 'SUBSTITUTION_REQUIRED',
    });
    expect(await pac.cancel({ ...base, reason: '03' })).toMatchObject({
      ok: true,
      status: 'cancelled',
    });
    expect(
      await pac.cancel({ ...base, uuid: '00000000-0000-4000-8000-000000000000', reason: '03' }),
    ).toMatchObject({
      ok: false,
      code: 'UUID_NOT_FOUND',
    });
  });
});
