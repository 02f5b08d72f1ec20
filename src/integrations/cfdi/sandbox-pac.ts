import { createVerify, randomUUID, X509Certificate } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { sandboxPacStamps } from '@/db/schema';
import {
  cadenaOriginal,
  cfdiDate,
  checkCfdi,
  parseXml,
  tfdCadenaOriginal,
  withStamp,
  CFDI_NS,
  TFD_NS,
  type CancelRequest,
  type CancelResult,
  type CfdiSigner,
  type PacProvider,
  type StampRequest,
  type StampResult,
} from '@/domain/invoicing';
import { getSetting } from '@/domain/sites';

/**
 * The built-in sandbox PAC (issue 20), as the payment sandbox is a gateway: it does what a PAC
 * does to a CFDI and keeps its own books (`sandbox_pac_stamps`, never read by invoicing code).
 * It checks the document (every required node and attribute, the sums), checks the issuer's
 * seal against the certificate inside the XML and that the certificate is the issuer's, then
 * stamps: a TimbreFiscalDigital 1.1 with a fresh fiscal UUID, signed (SelloSAT) with the
 * sandbox's own demo key. The same key always gives the same stamp.
 *
 * It can be made to fail, for the journeys and the tests: the `pac_sandbox_mode` setting (or
 * the constructor's `mode`) is `ok`, `refuse` (every stamp refused, as a PAC refuses an
 * invalid CFDI) or `down` (unreachable: try again later).
 */
export type SandboxPacMode = 'ok' | 'refuse' | 'down';

export const SANDBOX_PAC_RFC = 'SAT970701NN3';

export class SandboxPac implements PacProvider {
  readonly id = 'sandbox';

  constructor(
    private readonly options: {
      db: () => Promise<Db>;
      /** Signs the TimbreFiscalDigital (the SAT's seal in the sandbox). */
      sat: CfdiSigner;
      mode?: () => Promise<SandboxPacMode>;
    },
  ) {}

  private async mode(db: Db): Promise<SandboxPacMode> {
    if (this.options.mode) return this.options.mode();
    const value = await getSetting(db, 'pac_sandbox_mode');
    return value === 'refuse' || value === 'down' ? value : 'ok';
  }

  async stamp(request: StampRequest): Promise<StampResult> {
    const db = await this.options.db();
    const mode = await this.mode(db);
    if (mode === 'down')
      return {
        ok: false,
        code: 'PAC_UNAVAILABLE',
        message: 'Sandbox PAC is down',
        retryable: true,
      };
    const [seen] = await db
      .select()
      .from(sandboxPacStamps)
      .where(eq(sandboxPacStamps.idempotencyKey, request.idempotencyKey));
    if (seen) return stamped(seen);
    if (mode === 'refuse')
      return {
        ok: false,
        code: 'CFDI40999',
        message: 'The sandbox PAC is set to refuse every CFDI',
        retryable: false,
      };
    const problems = checkCfdi(request.sealedXml);
    if (problems.length > 0)
      return { ok: false, code: 'CFDI_INVALID', message: problems.join('; '), retryable: false };
    const refused = verifySeal(request.sealedXml);
    if (refused)
      return { ok: false, code: refused.code, message: refused.message, retryable: false };

    const root = parseXml(request.sealedXml);
    const stampedAt = new Date();
    const stamp = {
      uuid: randomUUID().toUpperCase(),
      stampedAt: cfdiDate(stampedAt),
      pacRfc: SANDBOX_PAC_RFC,
      selloCfd: root.getAttribute('Sello') ?? '',
      satCertificateNumber: this.options.sat.certificateNumber,
      selloSat: '',
    };
    // The SAT's seal signs the stamp's own original string.
    const unsigned = withStamp(request.sealedXml, stamp);
    const tfd = parseXml(unsigned).getElementsByTagNameNS(TFD_NS, 'TimbreFiscalDigital')[0]!;
    const xml = withStamp(request.sealedXml, {
      ...stamp,
      selloSat: this.options.sat.sign(tfdCadenaOriginal(tfd)),
    });
    await db
      .insert(sandboxPacStamps)
      .values({ idempotencyKey: request.idempotencyKey, uuid: stamp.uuid, xml, stampedAt })
      .onConflictDoNothing({ target: sandboxPacStamps.idempotencyKey });
    // A parallel call with the same key may have stamped first: its stamp is the one.
    const [row] = await db
      .select()
      .from(sandboxPacStamps)
      .where(eq(sandboxPacStamps.idempotencyKey, request.idempotencyKey));
    return stamped(row!);
  }

  async cancel(request: CancelRequest): Promise<CancelResult> {
    const db = await this.options.db();
    if ((await this.mode(db)) === 'down')
      return {
        ok: false,
        code: 'PAC_UNAVAILABLE',
        message: 'Sandbox PAC is down',
        retryable: true,
      };
    if (request.reason === '01' && !request.substitutionUuid)
      return {
        ok: false,
        code: 'SUBSTITUTION_REQUIRED',
        message: 'Reason 01 names the CFDI that replaces it',
        retryable: false,
      };
    const [row] = await db
      .select()
      .from(sandboxPacStamps)
      .where(eq(sandboxPacStamps.uuid, request.uuid.toUpperCase()));
    if (!row)
      return { ok: false, code: 'UUID_NOT_FOUND', message: 'Unknown UUID', retryable: false };
    const at = row.cancelledAt ?? new Date();
    if (row.status !== 'cancelled')
      await db
        .update(sandboxPacStamps)
        .set({ status: 'cancelled', cancellationReason: request.reason, cancelledAt: at })
        .where(eq(sandboxPacStamps.uuid, row.uuid));
    return { ok: true, status: 'cancelled', at };
  }
}

function stamped(row: typeof sandboxPacStamps.$inferSelect): StampResult {
  return {
    ok: true,
    uuid: row.uuid,
    xml: row.xml,
    stampedAt: row.stampedAt,
    providerDocumentId: row.uuid,
  };
}

/**
 * The issuer's seal: the Sello must verify (RSA-SHA256) over the original string with the
 * public key of the certificate carried in the XML, whose number is NoCertificado, and that
 * certificate must have been issued to the Emisor's RFC.
 */
export function verifySeal(xml: string): { code: string; message: string } | null {
  const root = parseXml(xml);
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(
      Buffer.from(root.getAttribute('Certificado') ?? '', 'base64'),
    );
  } catch {
    return { code: 'CERTIFICATE_INVALID', message: 'Certificado is not an X.509 certificate' };
  }
  const number = Buffer.from(certificate.serialNumber, 'hex').toString('latin1');
  if (number !== root.getAttribute('NoCertificado'))
    return { code: 'CERTIFICATE_NUMBER', message: 'NoCertificado is not the certificate’s' };
  const emisor = root.getElementsByTagNameNS(CFDI_NS, 'Emisor')[0];
  const rfc = emisor?.getAttribute('Rfc') ?? '';
  if (!certificate.subject.includes(`x500UniqueIdentifier=${rfc}`))
    return { code: 'CERTIFICATE_RFC', message: 'The certificate was not issued to the Emisor' };
  const verifier = createVerify('RSA-SHA256');
  verifier.update(cadenaOriginal(root), 'utf8');
  const valid = verifier.verify(certificate.publicKey, root.getAttribute('Sello') ?? '', 'base64');
  return valid ? null : { code: 'SELLO_INVALID', message: 'The seal does not verify' };
}
