/** SPEC §1: personalization is on only when the site list has an enabled CONCENTRADOR. */
export function isPersonalizationEnabled(sites: { code: string; enabled: boolean }[]): boolean {
  return sites.some((s) => s.code === 'CONCENTRADOR' && s.enabled);
}
