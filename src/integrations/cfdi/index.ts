export { openCsdSigner } from './csd-signer';
export { FacturapiPac, invoiceBody } from './facturapi-pac';
export { buildInvoicingDeps, demoCsd, DEMO_CSD_PASSWORD, type CfdiSettings } from './registry';
export { SANDBOX_PAC_RFC, SandboxPac, verifySeal, type SandboxPacMode } from './sandbox-pac';
export { cfdiRefundHandler, cfdiStampHandler } from './handlers';
