/**
 * CSV for spreadsheets (RFC 4180), safe against formula injection: a cell starting with
 * `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'` so a spreadsheet shows
 * it as text instead of running it (OWASP's advice), and every cell is quoted.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One line of cells, ended with CRLF. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
