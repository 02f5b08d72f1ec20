import { Rfc } from '@nodecfdi/rfc';
import { SAT_REGIMES, SAT_USES } from './catalogs';

/**
 * Who an invoice (CFDI 4.0) is made out to, as the buyer types it: validated field by field
 * before anything is stored. A Mexican taxpayer gives their RFC (structure and check digit
 * checked by @nodecfdi/rfc), their name as registered with the SAT, their tax regime, the CFDI
 * use and their fiscal postal code, each checked against the SAT catalogues; a buyer from
 * abroad gets the generic foreign RFC (XEXX010101000) with their country and tax id.
 */
export const FOREIGN_RFC = Rfc.RFC_FOREIGN;
export const GENERIC_RFC = Rfc.RFC_GENERIC;
/** A foreign receiver: no obligations in Mexico, no fiscal effects. */
export const FOREIGN_REGIME = '616';
export const FOREIGN_USE = 'S01';

export type ReceiverInput = {
  kind?: string;
  rfc?: string;
  name?: string;
  regime?: string;
  use?: string;
  postalCode?: string;
  country?: string;
  taxId?: string;
};

export type ReceiverField =
  'kind' | 'rfc' | 'name' | 'regime' | 'use' | 'postalCode' | 'country' | 'taxId';
export type ReceiverErrorCode =
  | 'REQUIRED'
  | 'RFC_INVALID'
  | 'RFC_CHECK_DIGIT'
  | 'RFC_GENERIC'
  | 'NAME_INVALID'
  | 'REGIME_INVALID'
  | 'REGIME_NOT_FOR_PERSON'
  | 'USE_INVALID'
  | 'USE_NOT_FOR_REGIME'
  | 'POSTAL_CODE_INVALID'
  | 'COUNTRY_INVALID'
  | 'TAX_ID_INVALID';

/** The receiver as the CFDI's cfdi:Receptor carries it. */
export type CfdiReceiver = {
  rfc: string;
  name: string;
  regime: string;
  use: string;
  /** DomicilioFiscalReceptor; for a foreign receiver, the issuer's place of issue. */
  postalCode: string | null;
  /** ResidenciaFiscal (ISO 3166-1 alpha-3) and NumRegIdTrib, foreign receivers only. */
  foreign: { country: string; taxId: string } | null;
};

export type ReceiverResult =
  | { ok: true; receiver: CfdiReceiver }
  | { ok: false; errors: Partial<Record<ReceiverField, ReceiverErrorCode>> };

export const NAME_MAX = 254;

const clean = (value: string | undefined, max: number) =>
  (value ?? '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max + 1);

/**
 * A taxpayer's name as the SAT registers it: upper case, letters (accents, Ñ, Ü), digits,
 * spaces and the punctuation company names use. Pipes and control characters would break the
 * original string the seal is made over, so they never get in.
 */
const NAME = /^[A-ZÁÉÍÓÚÜÑ0-9&.,'"\-/()#@ ]+$/u;

/** Whether a Mexican RFC names a company (12 characters) or an individual (13). */
export function personOf(rfc: string): 'company' | 'individual' {
  return rfc.length === 12 ? 'company' : 'individual';
}

export function validateReceiver(input: ReceiverInput): ReceiverResult {
  const errors: Partial<Record<ReceiverField, ReceiverErrorCode>> = {};
  const kind = input.kind === 'foreign' ? 'foreign' : input.kind === 'mexican' ? 'mexican' : null;
  if (!kind) return { ok: false, errors: { kind: 'REQUIRED' } };
  const name = checkName(input.name, errors);

  if (kind === 'foreign') {
    const country = clean(input.country, 2).toUpperCase();
    const alpha3 = ALPHA3[country];
    if (!country) errors.country = 'REQUIRED';
    else if (!alpha3 || country === 'MX') errors.country = 'COUNTRY_INVALID';
    const taxId = clean(input.taxId, 40).toUpperCase();
    if (!taxId) errors.taxId = 'REQUIRED';
    else if (!/^[A-Z0-9][A-Z0-9 .\-/]{0,39}$/.test(taxId)) errors.taxId = 'TAX_ID_INVALID';
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    return {
      ok: true,
      receiver: {
        rfc: FOREIGN_RFC,
        name,
        regime: FOREIGN_REGIME,
        use: FOREIGN_USE,
        postalCode: null,
        foreign: { country: alpha3!, taxId },
      },
    };
  }

  const { rfc, regime } = checkTaxpayer(input, errors);
  const regimeId = regime?.id ?? '';

  const useId = clean(input.use, 4).toUpperCase();
  const use = SAT_USES.find((u) => u.id === useId);
  if (!useId) errors.use = 'REQUIRED';
  else if (!use || useId === 'CP01' || useId === 'CN01') errors.use = 'USE_INVALID';
  else if (!errors.rfc && !use[personOf(rfc)]) errors.use = 'USE_NOT_FOR_REGIME';
  else if (regime && !use.regimes.includes(regime.id)) errors.use = 'USE_NOT_FOR_REGIME';

  const postalCode = checkPostalCode(input.postalCode, errors);

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    receiver: { rfc, name, regime: regimeId, use: useId, postalCode, foreign: null },
  };
}

/**
 * A Mexican taxpayer's RFC (structure, check digit, not the generic ones) and regime (in the
 * SAT's catalogue, and for their kind of person): the receiver's and the issuer's one check.
 */
function checkTaxpayer(
  input: { rfc?: string; regime?: string },
  errors: Partial<Record<ReceiverField, ReceiverErrorCode>>,
) {
  const rfc = clean(input.rfc, 13).toUpperCase().replaceAll(' ', '');
  const parsed = rfc ? Rfc.parseOrNull(rfc) : null;
  if (!rfc) errors.rfc = 'REQUIRED';
  else if (!parsed) errors.rfc = 'RFC_INVALID';
  else if (parsed.isGeneric() || parsed.isForeign()) errors.rfc = 'RFC_GENERIC';
  else if (!parsed.doesCheckSumMatch()) errors.rfc = 'RFC_CHECK_DIGIT';

  const regimeId = clean(input.regime, 3);
  const regime = SAT_REGIMES.find((r) => r.id === regimeId);
  if (!regimeId) errors.regime = 'REQUIRED';
  else if (!regime) errors.regime = 'REGIME_INVALID';
  else if (!errors.rfc && !regime[personOf(rfc)]) errors.regime = 'REGIME_NOT_FOR_PERSON';
  return { rfc, regime };
}

function checkPostalCode(
  value: string | undefined,
  errors: Partial<Record<ReceiverField, ReceiverErrorCode>>,
): string {
  const postalCode = clean(value, 5);
  if (!postalCode) errors.postalCode = 'REQUIRED';
  else if (!/^\d{5}$/.test(postalCode) || postalCode === '00000')
    errors.postalCode = 'POSTAL_CODE_INVALID';
  return postalCode;
}

function checkName(
  value: string | undefined,
  errors: Partial<Record<ReceiverField, ReceiverErrorCode>>,
): string {
  const name = clean(value, NAME_MAX).toLocaleUpperCase('es-MX');
  if (!name) errors.name = 'REQUIRED';
  else if (name.length > NAME_MAX || !NAME.test(name)) errors.name = 'NAME_INVALID';
  return name;
}

export type IssuerInput = { rfc?: string; name?: string; regime?: string; postalCode?: string };
export type IssuerField = 'rfc' | 'name' | 'regime' | 'postalCode';
export type FiscalIssuerData = { rfc: string; name: string; regime: string; postalCode: string };

/**
 * The issuer's fiscal data as the back office edits it (issue 20): the same RFC, name, regime
 * and postal-code rules as a receiver's, so an invoice never carries an issuer the SAT refuses.
 */
export function validateIssuer(
  input: IssuerInput,
):
  | { ok: true; issuer: FiscalIssuerData }
  | { ok: false; errors: Partial<Record<IssuerField, ReceiverErrorCode>> } {
  const errors: Partial<Record<ReceiverField, ReceiverErrorCode>> = {};
  const name = checkName(input.name, errors);
  const { rfc, regime } = checkTaxpayer(input, errors);
  const postalCode = checkPostalCode(input.postalCode, errors);
  if (Object.keys(errors).length > 0)
    return { ok: false, errors: errors as Partial<Record<IssuerField, ReceiverErrorCode>> };
  return { ok: true, issuer: { rfc, name, regime: regime!.id, postalCode } };
}

/** The uses a receiver may choose for their RFC and regime (the form's options). */
export function usesFor(rfc: string | null, regime: string | null) {
  return SAT_USES.filter(
    (u) =>
      u.id !== 'CP01' &&
      u.id !== 'CN01' &&
      (!rfc || u[personOf(rfc)]) &&
      (!regime || u.regimes.includes(regime)),
  );
}

/** ISO 3166-1 alpha-3 codes (c_Pais) of the countries a guest can say they live in. */
export const ALPHA3: Readonly<Record<string, string>> = {
  AR: 'ARG',
  AU: 'AUS',
  AT: 'AUT',
  BS: 'BHS',
  BE: 'BEL',
  BZ: 'BLZ',
  BO: 'BOL',
  BR: 'BRA',
  CA: 'CAN',
  CL: 'CHL',
  CN: 'CHN',
  CO: 'COL',
  CR: 'CRI',
  CU: 'CUB',
  CZ: 'CZE',
  DK: 'DNK',
  DO: 'DOM',
  EC: 'ECU',
  EG: 'EGY',
  SV: 'SLV',
  FI: 'FIN',
  FR: 'FRA',
  DE: 'DEU',
  GR: 'GRC',
  GT: 'GTM',
  HN: 'HND',
  HK: 'HKG',
  HU: 'HUN',
  IS: 'ISL',
  IN: 'IND',
  ID: 'IDN',
  IE: 'IRL',
  IL: 'ISR',
  IT: 'ITA',
  JM: 'JAM',
  JP: 'JPN',
  KR: 'KOR',
  LU: 'LUX',
  MY: 'MYS',
  MX: 'MEX',
  MA: 'MAR',
  NL: 'NLD',
  NZ: 'NZL',
  NI: 'NIC',
  NO: 'NOR',
  PA: 'PAN',
  PY: 'PRY',
  PE: 'PER',
  PH: 'PHL',
  PL: 'POL',
  PT: 'PRT',
  PR: 'PRI',
  RO: 'ROU',
  RU: 'RUS',
  SA: 'SAU',
  SG: 'SGP',
  ZA: 'ZAF',
  ES: 'ESP',
  SE: 'SWE',
  CH: 'CHE',
  TW: 'TWN',
  TH: 'THA',
  TT: 'TTO',
  TR: 'TUR',
  UA: 'UKR',
  AE: 'ARE',
  GB: 'GBR',
  US: 'USA',
  UY: 'URY',
  VE: 'VEN',
  VN: 'VNM',
};
