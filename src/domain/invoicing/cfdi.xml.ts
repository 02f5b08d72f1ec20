import { getParser, nodeToXmlString, type Element } from '@nodecfdi/cfdi-core';
import { Comprobante } from '@nodecfdi/cfdi-elements/cfdi40';
import { ImpuestosLocales } from '@nodecfdi/cfdi-elements/implocal10';
import { TimbreFiscalDigital } from '@nodecfdi/cfdi-elements/tfd11';
import { decimalText, type CfdiDocument } from './cfdi.rules';

/**
 * CFDI 4.0 as XML: built with @nodecfdi/cfdi-elements (which knows the elements, their
 * namespaces and the order of their children), read back with @nodecfdi/cfdi-core's parser.
 * The original string (cadena original) the seal signs is made here from the XML itself, by the
 * rules of the SAT's cadenaoriginal_4_0.xslt (and implocal.xslt, cadenaoriginal_TFD_1_1.xslt)
 * for the elements this shop issues: no package builds it without an XSLT 2.0 processor
 * (@nodecfdi/cfdiutils-core needs Saxon's command line), and none may be downloaded here.
 */
export const CFDI_NS = 'http://www.sat.gob.mx/cfd/4';
export const IMPLOCAL_NS = 'http://www.sat.gob.mx/implocal';
export const TFD_NS = 'http://www.sat.gob.mx/TimbreFiscalDigital';

export type CertificateInfo = {
  /** NoCertificado: the certificate's serial number, 20 digits. */
  number: string;
  /** Certificado: the certificate, DER in base64 on one line. */
  base64: string;
};

/** The document as an unsealed cfdi:Comprobante (Sello empty until signed). */
export function buildCfdiXml(doc: CfdiDocument, certificate: CertificateInfo): string {
  const d = doc.decimals;
  const money = (minor: number) => decimalText(minor, d);
  const federalTotals = new Map<
    string,
    { base: number; amount: number; tax: string; rate: string }
  >();
  for (const concept of doc.concepts)
    for (const t of concept.transfers) {
      const key = `${t.tax}|${t.rate}`;
      const kept = federalTotals.get(key) ?? { base: 0, amount: 0, tax: t.tax, rate: t.rate };
      kept.base += t.baseMinor;
      kept.amount += t.amountMinor;
      federalTotals.set(key, kept);
    }
  const comprobante = new Comprobante({
    Serie: doc.series,
    Folio: doc.folio,
    Fecha: doc.issuedAt,
    FormaPago: doc.paymentForm,
    NoCertificado: certificate.number,
    Certificado: certificate.base64,
    SubTotal: money(doc.subtotalMinor),
    Moneda: doc.currency,
    ...(doc.exchangeRate ? { TipoCambio: doc.exchangeRate } : {}),
    Total: money(doc.totalMinor),
    TipoDeComprobante: doc.kind,
    Exportacion: '01',
    MetodoPago: doc.paymentMethod,
    LugarExpedicion: doc.issuer.postalCode,
    Sello: '',
  });
  if (doc.related) {
    const related = comprobante.addCfdiRelacionados({ TipoRelacion: doc.related.type });
    for (const uuid of doc.related.uuids) related.addCfdiRelacionado({ UUID: uuid });
  }
  comprobante.addEmisor({
    Rfc: doc.issuer.rfc,
    Nombre: doc.issuer.name,
    RegimenFiscal: doc.issuer.regime,
  });
  comprobante.addReceptor({
    Rfc: doc.receiver.rfc,
    Nombre: doc.receiver.name,
    DomicilioFiscalReceptor: doc.receiver.postalCode ?? doc.issuer.postalCode,
    ...(doc.receiver.foreign
      ? {
          ResidenciaFiscal: doc.receiver.foreign.country,
          NumRegIdTrib: doc.receiver.foreign.taxId,
        }
      : {}),
    RegimenFiscalReceptor: doc.receiver.regime,
    UsoCFDI: doc.receiver.use,
  });
  for (const c of doc.concepts) {
    const concept = comprobante.addConcepto({
      ClaveProdServ: c.productKey,
      ...(c.identification ? { NoIdentificacion: c.identification } : {}),
      Cantidad: '1',
      ClaveUnidad: c.unitKey,
      Unidad: c.unitName,
      Descripcion: c.description,
      ValorUnitario: money(c.amountMinor),
      Importe: money(c.amountMinor),
      ObjetoImp: c.taxObject,
    });
    for (const t of c.transfers)
      concept.addTraslado({
        Base: money(t.baseMinor),
        Impuesto: t.tax,
        TipoFactor: 'Tasa',
        TasaOCuota: t.rate,
        Importe: money(t.amountMinor),
      });
  }
  if (federalTotals.size > 0) {
    const totalTransferred = [...federalTotals.values()].reduce((a, t) => a + t.amount, 0);
    comprobante.addImpuestos({ TotalImpuestosTrasladados: money(totalTransferred) });
    for (const t of federalTotals.values())
      comprobante.addTraslado({
        Base: money(t.base),
        Impuesto: t.tax,
        TipoFactor: 'Tasa',
        TasaOCuota: t.rate,
        Importe: money(t.amount),
      });
  }
  if (doc.localTaxes.length > 0) {
    const locals = new ImpuestosLocales({
      TotaldeRetenciones: money(0),
      TotaldeTraslados: money(doc.localTaxes.reduce((a, t) => a + t.amountMinor, 0)),
    });
    for (const t of doc.localTaxes)
      locals.addTrasladosLocales({
        ImpLocTrasladado: t.name,
        TasadeTraslado: t.rate,
        Importe: money(t.amountMinor),
      });
    comprobante.addComplemento(locals);
  }
  return nodeToXmlString(comprobante, true);
}

// ---------------------------------------------------------------------------------------------
// Reading it back
// ---------------------------------------------------------------------------------------------

export function parseXml(xml: string): Element {
  const document = getParser().parseFromString(xml, 'text/xml');
  const root = document.documentElement;
  if (!root) throw new Error('Not an XML document');
  return root;
}

export function childrenNamed(element: Element, ns: string, local: string): Element[] {
  const out: Element[] = [];
  for (let n = element.firstChild; n; n = n.nextSibling)
    if (n.nodeType === 1) {
      const e = n as Element;
      if (e.namespaceURI === ns && e.localName === local) out.push(e);
    }
  return out;
}

export function childNamed(element: Element, ns: string, local: string): Element | undefined {
  return childrenNamed(element, ns, local)[0];
}

// ---------------------------------------------------------------------------------------------
// The original string (cadena original)
// ---------------------------------------------------------------------------------------------

/** [attribute, required] in the order the SAT's XSLT reads them. */
type Spec = readonly (readonly [string, boolean])[];
const R = (name: string) => [name, true] as const;
const O = (name: string) => [name, false] as const;

const COMPROBANTE: Spec = [
  R('Version'),
  O('Serie'),
  O('Folio'),
  R('Fecha'),
  O('FormaPago'),
  R('NoCertificado'),
  O('CondicionesDePago'),
  R('SubTotal'),
  O('Descuento'),
  R('Moneda'),
  O('TipoCambio'),
  R('Total'),
  R('TipoDeComprobante'),
  R('Exportacion'),
  O('MetodoPago'),
  R('LugarExpedicion'),
  O('Confirmacion'),
];
const INFORMACION_GLOBAL: Spec = [R('Periodicidad'), R('Meses'), R('Año')];
const EMISOR: Spec = [R('Rfc'), R('Nombre'), R('RegimenFiscal'), O('FacAtrAdquirente')];
const RECEPTOR: Spec = [
  R('Rfc'),
  R('Nombre'),
  R('DomicilioFiscalReceptor'),
  O('ResidenciaFiscal'),
  O('NumRegIdTrib'),
  R('RegimenFiscalReceptor'),
  R('UsoCFDI'),
];
const CONCEPTO: Spec = [
  R('ClaveProdServ'),
  O('NoIdentificacion'),
  R('Cantidad'),
  R('ClaveUnidad'),
  O('Unidad'),
  R('Descripcion'),
  R('ValorUnitario'),
  R('Importe'),
  O('Descuento'),
  R('ObjetoImp'),
];
const CONCEPTO_TRASLADO: Spec = [
  R('Base'),
  R('Impuesto'),
  R('TipoFactor'),
  O('TasaOCuota'),
  O('Importe'),
];
const CONCEPTO_RETENCION: Spec = [
  R('Base'),
  R('Impuesto'),
  R('TipoFactor'),
  R('TasaOCuota'),
  R('Importe'),
];
const IMPUESTOS_RETENCION: Spec = [R('Impuesto'), R('Importe')];
const IMPUESTOS_TRASLADO: Spec = [
  R('Base'),
  R('Impuesto'),
  R('TipoFactor'),
  O('TasaOCuota'),
  O('Importe'),
];
const IMPLOCAL: Spec = [R('version'), R('TotaldeRetenciones'), R('TotaldeTraslados')];
const IMPLOCAL_RETENCION: Spec = [R('ImpLocRetenido'), R('TasadeRetencion'), R('Importe')];
const IMPLOCAL_TRASLADO: Spec = [R('ImpLocTrasladado'), R('TasadeTraslado'), R('Importe')];
const TFD: Spec = [
  R('Version'),
  R('UUID'),
  R('FechaTimbrado'),
  R('RfcProvCertif'),
  O('Leyenda'),
  R('SelloCFD'),
  R('NoCertificadoSAT'),
];

/** XPath's normalize-space: runs of white space become one space, none at the ends. */
const normalize = (value: string) => value.replace(/[ \t\r\n]+/g, ' ').trim();

function read(element: Element, spec: Spec, out: string[]) {
  for (const [name, required] of spec) {
    const present = element.hasAttribute(name);
    if (required || present) out.push(normalize(element.getAttribute(name) ?? ''));
  }
}

export class UnsupportedCfdiError extends Error {}

/**
 * The original string of a CFDI 4.0 (what its Sello signs), per cadenaoriginal_4_0.xslt for the
 * elements and complements this shop emits: a complement it does not know is refused rather
 * than silently left out of what is signed.
 */
export function cadenaOriginal(xml: string | Element): string {
  const root = typeof xml === 'string' ? parseXml(xml) : xml;
  if (root.namespaceURI !== CFDI_NS || root.localName !== 'Comprobante')
    throw new UnsupportedCfdiError('Not a CFDI 4.0 comprobante');
  const out: string[] = [];
  read(root, COMPROBANTE, out);
  const global = childNamed(root, CFDI_NS, 'InformacionGlobal');
  if (global) read(global, INFORMACION_GLOBAL, out);
  for (const related of childrenNamed(root, CFDI_NS, 'CfdiRelacionados')) {
    read(related, [R('TipoRelacion')], out);
    for (const one of childrenNamed(related, CFDI_NS, 'CfdiRelacionado'))
      read(one, [R('UUID')], out);
  }
  const emisor = childNamed(root, CFDI_NS, 'Emisor');
  if (emisor) read(emisor, EMISOR, out);
  const receptor = childNamed(root, CFDI_NS, 'Receptor');
  if (receptor) read(receptor, RECEPTOR, out);
  const conceptos = childNamed(root, CFDI_NS, 'Conceptos');
  for (const concepto of conceptos ? childrenNamed(conceptos, CFDI_NS, 'Concepto') : []) {
    read(concepto, CONCEPTO, out);
    const impuestos = childNamed(concepto, CFDI_NS, 'Impuestos');
    const traslados = impuestos && childNamed(impuestos, CFDI_NS, 'Traslados');
    for (const t of traslados ? childrenNamed(traslados, CFDI_NS, 'Traslado') : [])
      read(t, CONCEPTO_TRASLADO, out);
    const retenciones = impuestos && childNamed(impuestos, CFDI_NS, 'Retenciones');
    for (const r of retenciones ? childrenNamed(retenciones, CFDI_NS, 'Retencion') : [])
      read(r, CONCEPTO_RETENCION, out);
    for (const other of [
      'ACuentaTerceros',
      'InformacionAduanera',
      'CuentaPredial',
      'ComplementoConcepto',
      'Parte',
    ])
      if (childNamed(concepto, CFDI_NS, other))
        throw new UnsupportedCfdiError(`cfdi:${other} is not issued by this shop`);
  }
  const impuestos = childNamed(root, CFDI_NS, 'Impuestos');
  if (impuestos) {
    const retenciones = childNamed(impuestos, CFDI_NS, 'Retenciones');
    for (const r of retenciones ? childrenNamed(retenciones, CFDI_NS, 'Retencion') : [])
      read(r, IMPUESTOS_RETENCION, out);
    read(impuestos, [O('TotalImpuestosRetenidos')], out);
    const traslados = childNamed(impuestos, CFDI_NS, 'Traslados');
    for (const t of traslados ? childrenNamed(traslados, CFDI_NS, 'Traslado') : [])
      read(t, IMPUESTOS_TRASLADO, out);
    read(impuestos, [O('TotalImpuestosTrasladados')], out);
  }
  const complemento = childNamed(root, CFDI_NS, 'Complemento');
  for (let n = complemento?.firstChild; n; n = n.nextSibling) {
    if (n.nodeType !== 1) continue;
    const e = n as Element;
    if (e.namespaceURI === IMPLOCAL_NS && e.localName === 'ImpuestosLocales') {
      read(e, IMPLOCAL, out);
      for (const r of childrenNamed(e, IMPLOCAL_NS, 'RetencionesLocales'))
        read(r, IMPLOCAL_RETENCION, out);
      for (const t of childrenNamed(e, IMPLOCAL_NS, 'TrasladosLocales'))
        read(t, IMPLOCAL_TRASLADO, out);
    } else if (e.namespaceURI === TFD_NS) {
      // The stamp is not part of what the issuer signs (its own XSLT has no template for it).
    } else
      throw new UnsupportedCfdiError(`Complement ${e.namespaceURI} is not issued by this shop`);
  }
  return `||${out.join('|')}||`;
}

/** The original string of a TimbreFiscalDigital 1.1 (what the PAC's SelloSAT signs). */
export function tfdCadenaOriginal(tfd: Element): string {
  const out: string[] = [];
  read(tfd, TFD, out);
  return `||${out.join('|')}||`;
}

/** Puts the issuer's seal into an unsealed XML. */
export function withSeal(xml: string, sello: string): string {
  if (!/ Sello=""/.test(xml)) throw new Error('The XML has no empty Sello to fill');
  return xml.replace(/ Sello=""/, ` Sello="${sello}"`);
}

/** Adds the PAC's TimbreFiscalDigital 1.1 to a sealed CFDI (the sandbox PAC's stamp). */
export function withStamp(
  xml: string,
  stamp: {
    uuid: string;
    stampedAt: string;
    pacRfc: string;
    selloCfd: string;
    satCertificateNumber: string;
    selloSat: string;
  },
): string {
  const tfd = new TimbreFiscalDigital({
    UUID: stamp.uuid,
    FechaTimbrado: stamp.stampedAt,
    RfcProvCertif: stamp.pacRfc,
    SelloCFD: stamp.selloCfd,
    NoCertificadoSAT: stamp.satCertificateNumber,
    SelloSAT: stamp.selloSat,
  });
  const tfdXml = nodeToXmlString(tfd, false);
  if (xml.includes('<cfdi:Complemento>'))
    return xml.replace('</cfdi:Complemento>', `${tfdXml}</cfdi:Complemento>`);
  if (xml.includes('<cfdi:Complemento/>'))
    return xml.replace('<cfdi:Complemento/>', `<cfdi:Complemento>${tfdXml}</cfdi:Complemento>`);
  return xml.replace(
    '</cfdi:Comprobante>',
    `<cfdi:Complemento>${tfdXml}</cfdi:Complemento></cfdi:Comprobante>`,
  );
}
