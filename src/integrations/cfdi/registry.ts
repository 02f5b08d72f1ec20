import path from 'node:path';
import type { Db } from '@/db/client';
import type { CfdiSigner, InvoicingDeps, PacProvider } from '@/domain/invoicing';
import type { Env } from '@/lib/env';
import { openCsdSigner } from './csd-signer';
import { FacturapiPac } from './facturapi-pac';
import { SandboxPac } from './sandbox-pac';

export type CfdiSettings = Pick<
  Env,
  | 'PAC_PROVIDER'
  | 'FACTURAPI_KEY'
  | 'FACTURAPI_API_URL'
  | 'CFDI_HOTEL_CSD_CER'
  | 'CFDI_HOTEL_CSD_KEY'
  | 'CFDI_HOTEL_CSD_PASSWORD'
  | 'CFDI_PARK_CSD_CER'
  | 'CFDI_PARK_CSD_KEY'
  | 'CFDI_PARK_CSD_PASSWORD'
>;

/** The demo CSD-like files (resources/demo-csd/README.md): never valid before the SAT. */
const DEMO_DIR = path.join(process.cwd(), 'resources', 'demo-csd');
export const DEMO_CSD_PASSWORD = '12345678a';
export const demoCsd = (name: 'hotels' | 'parks' | 'sandbox-sat') => ({
  cer: path.join(DEMO_DIR, `${name}.cer`),
  key: path.join(DEMO_DIR, `${name}.key`),
  password: DEMO_CSD_PASSWORD,
});

/**
 * Invoicing's adapters from configuration: the seal of each issuer (its CSD, the demo's when
 * unset) and the PAC (PAC_PROVIDER: the built-in sandbox, or Facturapi with FACTURAPI_KEY). A
 * seal whose certificate was not issued to the issuer's RFC is refused before anything is sent.
 */
export function buildInvoicingDeps(settings: CfdiSettings, db: () => Promise<Db>): InvoicingDeps {
  const signers = new Map<string, CfdiSigner>();
  const files = (scope: 'hotel' | 'park') =>
    scope === 'hotel'
      ? settings.CFDI_HOTEL_CSD_CER && settings.CFDI_HOTEL_CSD_KEY
        ? {
            cer: settings.CFDI_HOTEL_CSD_CER,
            key: settings.CFDI_HOTEL_CSD_KEY,
            password: settings.CFDI_HOTEL_CSD_PASSWORD ?? '',
          }
        : demoCsd('hotels')
      : settings.CFDI_PARK_CSD_CER && settings.CFDI_PARK_CSD_KEY
        ? {
            cer: settings.CFDI_PARK_CSD_CER,
            key: settings.CFDI_PARK_CSD_KEY,
            password: settings.CFDI_PARK_CSD_PASSWORD ?? '',
          }
        : demoCsd('parks');
  const signerFor = (scope: 'hotel' | 'park', issuerRfc: string) => {
    let signer = signers.get(scope);
    if (!signer) {
      signer = openCsdSigner(files(scope));
      signers.set(scope, signer);
    }
    if (signer.rfc !== issuerRfc)
      throw new Error(
        `The ${scope} CSD was issued to ${signer.rfc}, not to the issuer ${issuerRfc}`,
      );
    return signer;
  };
  let pac: PacProvider;
  if (settings.PAC_PROVIDER === 'facturapi')
    pac = new FacturapiPac({ apiKey: settings.FACTURAPI_KEY!, apiUrl: settings.FACTURAPI_API_URL });
  else pac = new SandboxPac({ db, sat: openCsdSigner(demoCsd('sandbox-sat')) });
  return { pac, signerFor };
}
