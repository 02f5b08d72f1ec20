import type { CancellationReason, CfdiDocument } from './cfdi.rules';

/**
 * The ports of invoicing (issue 20). Types only: the adapters live in src/integrations/cfdi/.
 *
 * - `CfdiSigner` seals: it holds the issuer's certificate (CSD) and signs the original string
 *   (RSA-SHA256, base64), as Anexo 20 asks.
 * - `PacProvider` stamps: a PAC (proveedor autorizado de certificación) validates a sealed
 *   CFDI and adds the SAT's TimbreFiscalDigital with the fiscal UUID, or refuses it. Stamping
 *   is idempotent per key: the same key, any number of times, gives the same UUID. A PAC that
 *   builds and seals the CFDI on its side (Facturapi) takes the document itself and ignores
 *   the XML. Cancelling goes through the same port, with the SAT's reason.
 */
export interface CfdiSigner {
  /** The RFC the certificate was issued to (must be the issuer's). */
  readonly rfc: string;
  readonly certificateNumber: string;
  /** DER in base64, one line (the Certificado attribute). */
  readonly certificateBase64: string;
  sign(cadenaOriginal: string): string;
}

export type StampRequest = {
  idempotencyKey: string;
  document: CfdiDocument;
  /** The sealed XML (issuer's Sello, NoCertificado and Certificado in place). */
  sealedXml: string;
};

export type StampResult =
  | {
      ok: true;
      uuid: string;
      /** The stamped XML, TimbreFiscalDigital included: what the buyer gets. */
      xml: string;
      stampedAt: Date;
      /** The PAC's own id of the document (to download or cancel it there). */
      providerDocumentId: string;
    }
  | {
      ok: false;
      code: string;
      message: string;
      /** A timeout or an outage: try again later with the same key. Otherwise it is refused. */
      retryable: boolean;
    };

export type CancelRequest = {
  idempotencyKey: string;
  uuid: string;
  providerDocumentId: string;
  issuerRfc: string;
  receiverRfc: string;
  total: string;
  reason: CancellationReason;
  /** For reason 01: the UUID of the CFDI that replaces it. */
  substitutionUuid?: string;
};

export type CancelResult =
  | { ok: true; status: 'cancelled' | 'pending'; at: Date }
  | { ok: false; code: string; message: string; retryable: boolean };

export interface PacProvider {
  readonly id: string;
  stamp(request: StampRequest): Promise<StampResult>;
  cancel(request: CancelRequest): Promise<CancelResult>;
}
