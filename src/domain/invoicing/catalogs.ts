import regimes from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_regimenes_fiscales';
import uses from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_usos_cfdi';

/**
 * The SAT catalogues an invoice request is checked against (CFDI 4.0, Anexo 20), as shipped
 * by @nodecfdi/sat-micro-catalogs: tax regimes (c_RegimenFiscal) with whether they apply to
 * individuals (personas físicas) and companies (personas morales), and CFDI uses (c_UsoCFDI)
 * with the regimes of the receiver they allow. Data only.
 */
export type SatRegime = { id: string; text: string; individual: boolean; company: boolean };
export type SatUse = {
  id: string;
  text: string;
  individual: boolean;
  company: boolean;
  regimes: string[];
};

type RawEntry = {
  id: string;
  texto: string;
  aplica_fisica: number | string;
  aplica_moral: number | string;
  vigencia_hasta: string;
  regimenes_fiscales_receptores?: string;
};

const current = (e: RawEntry) => e.vigencia_hasta === '';

export const SAT_REGIMES: readonly SatRegime[] = (regimes as RawEntry[])
  .filter(current)
  .map((e) => ({
    id: e.id,
    text: e.texto,
    individual: e.aplica_fisica === 1,
    company: e.aplica_moral === 1,
  }));

export const SAT_USES: readonly SatUse[] = (uses as RawEntry[]).filter(current).map((e) => ({
  id: e.id,
  text: e.texto.replace(/\.$/, ''),
  individual: e.aplica_fisica === 1,
  company: e.aplica_moral === 1,
  regimes: (e.regimenes_fiscales_receptores ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean),
}));
