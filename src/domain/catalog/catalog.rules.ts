/** Lowest nightly rate of a hotel, for "from" prices. */
export function lowestRate(rooms: { baseRateUsdCents: number }[]): number | undefined {
  if (rooms.length === 0) return undefined;
  return Math.min(...rooms.map((r) => r.baseRateUsdCents));
}

const WEEKDAY_NAMES = {
  es: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  pt: ['segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado', 'domingo'],
} as const;

/** "Daily", "Mon-Sat" style text of the ISO weekdays a slot runs. */
export function weekdaysText(weekdays: number[], locale: 'es' | 'en' | 'pt'): string {
  const days = [...new Set(weekdays)].sort((a, b) => a - b);
  const names = WEEKDAY_NAMES[locale];
  const daily = { es: 'Todos los días', en: 'Daily', pt: 'Todos os dias' }[locale];
  if (days.length === 7) return daily;
  const contiguous = days.every((d, i) => i === 0 || d === days[i - 1]! + 1);
  if (contiguous && days.length > 2) {
    const joiner = { es: ' a ', en: ' to ', pt: ' a ' }[locale];
    return `${cap(names[days[0]! - 1]!)}${joiner}${names[days.at(-1)! - 1]}`;
  }
  const and = { es: ' y ', en: ' and ', pt: ' e ' }[locale];
  const list = days.map((d) => names[d - 1]!);
  return cap(list.length > 1 ? `${list.slice(0, -1).join(', ')}${and}${list.at(-1)}` : list[0]!);
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
