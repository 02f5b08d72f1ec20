/** SPEC §1: personalization is on only when the site list has an enabled CONCENTRADOR. */
export function isPersonalizationEnabled(sites: { code: string; enabled: boolean }[]): boolean {
  return sites.some((s) => s.code === 'CONCENTRADOR' && s.enabled);
}

/** SPEC §8 calendar maintenance: customer service's lines for Mexico and the USA, in that order. */
export function maintenanceContacts<P extends { country: string }>(phones: P[]): P[] {
  return ['MX', 'US'].flatMap((country) => phones.filter((p) => p.country === country));
}
