import { describe, expect, it } from 'vitest';
import { verificationUrl } from './cfdi-pdf';

describe('the SAT verification address of a printed CFDI', () => {
  it('carries the UUID, both RFCs, the total in 18.6 digits and the seal’s last 8 characters', () => {
    const url = new URL(
      verificationUrl({
        uuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF',
        issuerRfc: 'EKU9003173C9',
        receiverRfc: 'COSC8001137NA',
        total: '1234.5',
        seal: 'abc+/=XYZ12345678',
      }),
    );
    expect(url.origin + url.pathname).toBe(
      'https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: '5FB2822E-396D-4725-8521-CDC4BDD20CCF',
      re: 'EKU9003173C9',
      rr: 'COSC8001137NA',
      tt: '000000000000001234.500000',
      fe: '12345678',
    });
  });

  it('keeps a seal’s + and = readable, as the SAT prints them', () => {
    const url = verificationUrl({
      uuid: 'u',
      issuerRfc: 'a',
      receiverRfc: 'b',
      total: '10',
      seal: 'xxxxab+cd=ef',
    });
    expect(url.endsWith('&fe=ab+cd=ef')).toBe(true);
  });
});
