/**
 * A CSV document (RFC 4180) for a spreadsheet: every cell quoted, and a cell that a spreadsheet
 * would run as a formula (=, +, -, @, tab, carriage return) prefixed with an apostrophe.
 */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return `"${safe.replaceAll('"', '""')}"`;
  };
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
