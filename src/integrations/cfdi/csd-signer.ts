import { readFileSync } from 'node:fs';
import { Credential } from '@nodecfdi/credentials/node';
import type { CfdiSigner } from '@/domain/invoicing';

/**
 * The issuer's seal (Anexo 20): the certificate and private key of a CSD (as the SAT issues
 * them: DER certificate, PKCS#8 DER key with its password), read with @nodecfdi/credentials,
 * which signs the original string with RSA-SHA256. The demo's CSD-like certificates were made
 * here (resources/demo-csd/README.md) and are refused by any real PAC.
 */
export function openCsdSigner(files: { cer: string; key: string; password: string }): CfdiSigner {
  const credential = Credential.create(
    readFileSync(files.cer, 'binary'),
    readFileSync(files.key, 'binary'),
    files.password,
  );
  if (!credential.isCsd()) throw new Error(`${files.cer} is not a CSD (a FIEL cannot seal CFDI)`);
  const certificate = credential.certificate();
  return {
    rfc: certificate.rfc(),
    certificateNumber: certificate.serialNumber().bytes(),
    certificateBase64: certificate.pemAsOneLine(),
    // The library hashes a "binary" string byte by byte: the original string goes in as its
    // UTF-8 bytes (names with accents and Ñ), and the signature comes back the same way.
    sign: (cadena) =>
      Buffer.from(
        credential.sign(Buffer.from(cadena, 'utf8').toString('binary')),
        'binary',
      ).toString('base64'),
  };
}
