import type { Element } from '@nodecfdi/cfdi-core';
import { SAT_REGIMES, SAT_USES } from './catalogs';
import { CFDI_NS, childNamed, childrenNamed, IMPLOCAL_NS, parseXml, TFD_NS } from './cfdi.xml';

/**
 * Structural checks of a CFDI 4.0 (no package ships the SAT's cfdv40.xsd to validate against,
 * and nothing may be downloaded here): every required node and attribute of Anexo 20 for what
 * the shop issues, their patterns and catalogue values, and the arithmetic the SAT and the PACs
 * check (SubTotal, taxes per rate, Total, the exchange rate rule). Returns what is wrong; an
 * empty list means the document passed every check.
 */
const DECIMAL = /^[0-9]{1,18}(\.[0-9]{1,6})?$/;
const RFC = /^[A-ZÑ&]{3,4}[0-9]{2}(0[1-9]|1[012])(0[1-9]|[12][0-9]|3[01])[A-Z0-9]{2}[0-9A]$/;
const FECHA =
  /^(20[1-9][0-9])-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T(([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9])$/;
const UUID = /^[a-fA-F0-9]{8}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{12}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const FORMAS_PAGO = new Set([
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '08',
  '12',
  '13',
  '14',
  '15',
  '17',
  '23',
  '24',
  '25',
  '26',
  '27',
  '28',
  '29',
  '30',
  '31',
  '99',
]);
const OBJETOS_IMP = new Set(['01', '02', '03', '04', '05', '06', '07', '08']);
const TIPOS_RELACION = new Set(['01', '02', '03', '04', '05', '06', '07']);
/** c_Moneda's decimals for the shop's currencies (ISO 4217). */
const CURRENCY_DECIMALS: Record<string, number> = {
  USD: 2,
  MXN: 2,
  CAD: 2,
  EUR: 2,
  COP: 2,
  GTQ: 2,
  GBP: 2,
  ARS: 2,
  CLP: 0,
  PEN: 2,
  UYU: 2,
  CRC: 2,
  RUB: 2,
  AUD: 2,
  CNY: 2,
  JPY: 0,
  KRW: 0,
};

/** Minor units of a decimal text with `decimals` digits, or null when it has more. */
function minorOf(text: string | null, decimals: number): number | null {
  if (text === null || !DECIMAL.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length > decimals) return null;
  return Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
}

export function checkCfdi(xml: string, { stamped = false }: { stamped?: boolean } = {}): string[] {
  const problems: string[] = [];
  let root: Element;
  try {
    root = parseXml(xml);
  } catch {
    return ['not well-formed XML'];
  }
  const need = (
    e: Element | undefined,
    path: string,
    name: string,
    pattern?: RegExp | Set<string>,
  ) => {
    if (!e) return null;
    const value = e.hasAttribute(name) ? e.getAttribute(name) : null;
    if (value === null || value === '') {
      problems.push(`${path}@${name} is required`);
      return null;
    }
    if (pattern instanceof RegExp ? !pattern.test(value) : pattern && !pattern.has(value))
      problems.push(`${path}@${name} "${value.slice(0, 40)}" is not valid`);
    return value;
  };
  const optional = (e: Element, path: string, name: string, pattern: RegExp | Set<string>) =>
    e.hasAttribute(name) ? need(e, path, name, pattern) : null;

  if (root.namespaceURI !== CFDI_NS || root.localName !== 'Comprobante')
    return ['the root is not cfdi:Comprobante of http://www.sat.gob.mx/cfd/4'];
  const c = 'Comprobante';
  need(root, c, 'Version', new Set(['4.0']));
  optional(root, c, 'Serie', /^[^|]{1,25}$/);
  optional(root, c, 'Folio', /^[^|]{1,40}$/);
  need(root, c, 'Fecha', FECHA);
  need(root, c, 'Sello', BASE64);
  need(root, c, 'NoCertificado', /^[0-9]{20}$/);
  need(root, c, 'Certificado', BASE64);
  const tipo = need(root, c, 'TipoDeComprobante', new Set(['I', 'E', 'T', 'N', 'P']));
  need(root, c, 'Exportacion', new Set(['01', '02', '03', '04']));
  const lugar = need(root, c, 'LugarExpedicion', /^[0-9]{5}$/);
  const moneda = need(root, c, 'Moneda', new Set(Object.keys(CURRENCY_DECIMALS)));
  const decimals = moneda ? (CURRENCY_DECIMALS[moneda] ?? 2) : 2;
  const amount = (e: Element, path: string, name: string, required = true) => {
    const text = required ? need(e, path, name, DECIMAL) : optional(e, path, name, DECIMAL);
    if (text === null) return null;
    const minor = minorOf(text, decimals);
    if (minor === null) problems.push(`${path}@${name} has more decimals than ${moneda}`);
    return minor;
  };
  const subtotal = amount(root, c, 'SubTotal');
  const total = amount(root, c, 'Total');
  const tipoCambio = root.hasAttribute('TipoCambio') ? root.getAttribute('TipoCambio') : null;
  if (moneda === 'MXN' && tipoCambio !== null && tipoCambio !== '1')
    problems.push('Comprobante@TipoCambio must be absent or 1 for MXN');
  if (moneda && moneda !== 'MXN' && moneda !== 'XXX') {
    if (tipoCambio === null)
      problems.push('Comprobante@TipoCambio is required for a foreign currency');
    else if (!/^[0-9]{1,18}(\.[0-9]{1,6})?$/.test(tipoCambio) || Number(tipoCambio) <= 0)
      problems.push(`Comprobante@TipoCambio "${tipoCambio}" is not valid`);
  }
  if (tipo === 'I' || tipo === 'E') {
    need(root, c, 'FormaPago', FORMAS_PAGO);
    need(root, c, 'MetodoPago', new Set(['PUE', 'PPD']));
  }

  // Related documents (a credit note names the invoice it credits).
  const related = childrenNamed(root, CFDI_NS, 'CfdiRelacionados');
  for (const r of related) {
    need(r, 'CfdiRelacionados', 'TipoRelacion', TIPOS_RELACION);
    const ones = childrenNamed(r, CFDI_NS, 'CfdiRelacionado');
    if (ones.length === 0) problems.push('CfdiRelacionados needs a CfdiRelacionado');
    for (const one of ones) need(one, 'CfdiRelacionado', 'UUID', UUID);
  }
  if (tipo === 'E' && related.length === 0)
    problems.push('a credit note (E) must name the invoice it credits (CfdiRelacionados)');

  const emisor = childNamed(root, CFDI_NS, 'Emisor');
  if (!emisor) problems.push('cfdi:Emisor is required');
  need(emisor, 'Emisor', 'Rfc', RFC);
  need(emisor, 'Emisor', 'Nombre', /^[^|]{1,254}$/);
  need(emisor, 'Emisor', 'RegimenFiscal', new Set(SAT_REGIMES.map((r) => r.id)));

  const receptor = childNamed(root, CFDI_NS, 'Receptor');
  if (!receptor) problems.push('cfdi:Receptor is required');
  const rfc = need(receptor, 'Receptor', 'Rfc', RFC);
  need(receptor, 'Receptor', 'Nombre', /^[^|]{1,254}$/);
  const domicilio = need(receptor, 'Receptor', 'DomicilioFiscalReceptor', /^[0-9]{5}$/);
  const regimen = need(
    receptor,
    'Receptor',
    'RegimenFiscalReceptor',
    new Set(SAT_REGIMES.map((r) => r.id)),
  );
  const uso = need(receptor, 'Receptor', 'UsoCFDI', new Set(SAT_USES.map((u) => u.id)));
  if (receptor && uso && regimen) {
    const use = SAT_USES.find((u) => u.id === uso);
    if (use && !use.regimes.includes(regimen))
      problems.push(`Receptor@UsoCFDI ${uso} is not allowed for regime ${regimen}`);
  }
  if (receptor && rfc === 'XEXX010101000') {
    need(receptor, 'Receptor', 'ResidenciaFiscal', /^[A-Z]{3}$/);
    need(receptor, 'Receptor', 'NumRegIdTrib', /^[^|]{1,40}$/);
    if (domicilio !== lugar)
      problems.push('a foreign receiver takes the place of issue as postal code');
    if (regimen !== '616') problems.push('a foreign receiver is regime 616');
  } else if (receptor?.hasAttribute('ResidenciaFiscal'))
    problems.push('Receptor@ResidenciaFiscal is only for foreign receivers');

  // Concepts, their taxes, and the sums.
  const conceptos = childNamed(root, CFDI_NS, 'Conceptos');
  const list = conceptos ? childrenNamed(conceptos, CFDI_NS, 'Concepto') : [];
  if (list.length === 0) problems.push('cfdi:Conceptos needs at least one cfdi:Concepto');
  let sumImporte = 0;
  const byRate = new Map<string, { base: number; amount: number }>();
  list.forEach((k, i) => {
    const path = `Concepto[${i + 1}]`;
    need(k, path, 'ClaveProdServ', /^[0-9]{8}$/);
    need(k, path, 'Cantidad', /^[0-9]{1,18}(\.[0-9]{1,6})?$/);
    need(k, path, 'ClaveUnidad', /^[A-Z0-9]{1,3}$/);
    need(k, path, 'Descripcion', /^[^|]{1,1000}$/);
    const unit = amount(k, path, 'ValorUnitario');
    const importe = amount(k, path, 'Importe');
    const cantidad = Number(k.getAttribute('Cantidad') ?? 'NaN');
    if (unit !== null && importe !== null && Math.abs(unit * cantidad - importe) > 0)
      problems.push(`${path}@Importe is not Cantidad × ValorUnitario`);
    sumImporte += importe ?? 0;
    const objeto = need(k, path, 'ObjetoImp', OBJETOS_IMP);
    const impuestos = childNamed(k, CFDI_NS, 'Impuestos');
    if (objeto === '02' && !impuestos) problems.push(`${path} (ObjetoImp 02) needs cfdi:Impuestos`);
    if (objeto === '01' && impuestos) problems.push(`${path} (ObjetoImp 01) carries no taxes`);
    const traslados = impuestos && childNamed(impuestos, CFDI_NS, 'Traslados');
    for (const t of traslados ? childrenNamed(traslados, CFDI_NS, 'Traslado') : []) {
      const base = amount(t, `${path}/Traslado`, 'Base');
      need(t, `${path}/Traslado`, 'Impuesto', new Set(['001', '002', '003']));
      const factor = need(
        t,
        `${path}/Traslado`,
        'TipoFactor',
        new Set(['Tasa', 'Cuota', 'Exento']),
      );
      if (factor === 'Exento') continue;
      const rate = need(t, `${path}/Traslado`, 'TasaOCuota', /^[0-9]\.[0-9]{6}$/);
      const imp = amount(t, `${path}/Traslado`, 'Importe');
      if (base !== null && importe !== null && base !== importe)
        problems.push(`${path}/Traslado@Base is not the concept's Importe`);
      if (base !== null && rate && imp !== null) {
        const bp = Math.round(Number(rate) * 10_000);
        const low = Math.floor(((2 * base - 1) * bp) / 20_000);
        const high = Math.ceil(((2 * base + 1) * bp) / 20_000);
        if (imp < Math.max(0, low) || imp > high)
          problems.push(`${path}/Traslado@Importe is outside the SAT's rounding tolerance`);
        const key = `${t.getAttribute('Impuesto')}|${rate}`;
        const kept = byRate.get(key) ?? { base: 0, amount: 0 };
        byRate.set(key, { base: kept.base + base, amount: kept.amount + imp });
      }
    }
  });
  if (subtotal !== null && sumImporte !== subtotal)
    problems.push('Comprobante@SubTotal is not the sum of the concepts');

  const impuestos = childNamed(root, CFDI_NS, 'Impuestos');
  let federal = 0;
  if (byRate.size > 0 && !impuestos)
    problems.push('cfdi:Impuestos is required when concepts are taxed');
  if (impuestos) {
    const traslados = childNamed(impuestos, CFDI_NS, 'Traslados');
    const rows = traslados ? childrenNamed(traslados, CFDI_NS, 'Traslado') : [];
    for (const t of rows) {
      const base = amount(t, 'Impuestos/Traslado', 'Base');
      const rate = need(t, 'Impuestos/Traslado', 'TasaOCuota', /^[0-9]\.[0-9]{6}$/);
      need(t, 'Impuestos/Traslado', 'TipoFactor', new Set(['Tasa', 'Cuota']));
      const imp = amount(t, 'Impuestos/Traslado', 'Importe');
      const expected = byRate.get(`${t.getAttribute('Impuesto')}|${rate}`);
      if (!expected || expected.base !== base || expected.amount !== imp)
        problems.push(`Impuestos/Traslado ${rate} is not the sum of the concepts' taxes`);
      federal += imp ?? 0;
    }
    if (rows.length !== byRate.size) problems.push('Impuestos/Traslados must list each rate once');
    const declared = amount(impuestos, 'Impuestos', 'TotalImpuestosTrasladados');
    if (declared !== null && declared !== federal)
      problems.push('Impuestos@TotalImpuestosTrasladados is not the sum of its Traslados');
  }

  let local = 0;
  const complemento = childNamed(root, CFDI_NS, 'Complemento');
  const implocal = complemento && childNamed(complemento, IMPLOCAL_NS, 'ImpuestosLocales');
  if (implocal) {
    need(implocal, 'ImpuestosLocales', 'version', new Set(['1.0']));
    const declared = amount(implocal, 'ImpuestosLocales', 'TotaldeTraslados');
    amount(implocal, 'ImpuestosLocales', 'TotaldeRetenciones');
    for (const t of childrenNamed(implocal, IMPLOCAL_NS, 'TrasladosLocales')) {
      need(t, 'TrasladosLocales', 'ImpLocTrasladado', /^[^|]{1,100}$/);
      need(t, 'TrasladosLocales', 'TasadeTraslado', /^[0-9]{1,3}(\.[0-9]{1,2})?$/);
      local += amount(t, 'TrasladosLocales', 'Importe') ?? 0;
    }
    if (declared !== null && declared !== local)
      problems.push('ImpuestosLocales@TotaldeTraslados is not the sum of its TrasladosLocales');
  }
  if (subtotal !== null && total !== null && subtotal + federal + local !== total)
    problems.push('Comprobante@Total is not SubTotal + taxes');

  const tfd = complemento && childNamed(complemento, TFD_NS, 'TimbreFiscalDigital');
  if (stamped && !tfd) problems.push('a stamped CFDI carries tfd:TimbreFiscalDigital');
  if (tfd) {
    need(tfd, 'TimbreFiscalDigital', 'Version', new Set(['1.1']));
    need(tfd, 'TimbreFiscalDigital', 'UUID', UUID);
    need(tfd, 'TimbreFiscalDigital', 'FechaTimbrado', FECHA);
    need(tfd, 'TimbreFiscalDigital', 'RfcProvCertif', RFC);
    const selloCfd = need(tfd, 'TimbreFiscalDigital', 'SelloCFD', BASE64);
    need(tfd, 'TimbreFiscalDigital', 'NoCertificadoSAT', /^[0-9]{20}$/);
    need(tfd, 'TimbreFiscalDigital', 'SelloSAT', BASE64);
    if (selloCfd && selloCfd !== root.getAttribute('Sello'))
      problems.push("TimbreFiscalDigital@SelloCFD is not the comprobante's Sello");
  }
  return problems;
}
