'use client';

import { useEffect } from 'react';

/**
 * The grid's keyboard shortcuts: [ and ] (or Alt+← / Alt+→) open the previous and next month,
 * unless the staff member is typing in a field.
 */
export function GridKeys({ previous, next }: { previous: string; next: string }) {
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, select, textarea, [contenteditable]')) return;
      const back = event.key === '[' || (event.altKey && event.key === 'ArrowLeft');
      const forward = event.key === ']' || (event.altKey && event.key === 'ArrowRight');
      if (back || forward) {
        event.preventDefault();
        window.location.assign(back ? previous : next);
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [previous, next]);
  return null;
}

/** The cell that the arrow keys reach from `from` (null at the grid's edge). */
export function nextCell(
  rows: HTMLElement[][],
  from: { row: number; col: number },
  key: string,
): { row: number; col: number } | null {
  const { row, col } = from;
  const at = (r: number, c: number) => (rows[r]?.[c] ? { row: r, col: c } : null);
  switch (key) {
    case 'ArrowLeft':
      return at(row, col - 1);
    case 'ArrowRight':
      return at(row, col + 1);
    case 'ArrowUp':
      return at(row - 1, Math.min(col, (rows[row - 1]?.length ?? 1) - 1));
    case 'ArrowDown':
      return at(row + 1, Math.min(col, (rows[row + 1]?.length ?? 1) - 1));
    case 'Home':
      return at(row, 0);
    case 'End':
      return at(row, (rows[row]?.length ?? 1) - 1);
    default:
      return null;
  }
}

/**
 * Keyboard cells for a grid (hotel or park): the cells (`[data-cell]` with `data-row` and
 * `data-date`) take focus one at a time (roving tabindex); the arrow keys, Home and End move
 * between them; Enter edits the cell — the bulk edit form `formId` is set to that date and that
 * row alone (its `rowField` checkboxes) and its field `focusField` (or the cell's `data-focus`)
 * takes focus; Escape in the
 * form cancels and gives focus back to the cell.
 */
export function GridCellKeys({
  gridId,
  formId,
  rowField,
  focusField,
}: {
  gridId: string;
  formId: string;
  rowField: string;
  focusField: string;
}) {
  useEffect(() => {
    const grid = document.getElementById(gridId);
    const form = document.getElementById(formId) as HTMLFormElement | null;
    if (!grid) return;
    const rows = () =>
      [...grid.querySelectorAll('tr')]
        .map((tr) => [...tr.querySelectorAll<HTMLElement>('[data-cell]')])
        .filter((r) => r.length > 0);
    let last: HTMLElement | null = null;
    const focus = (cell: HTMLElement) => {
      for (const c of grid.querySelectorAll<HTMLElement>('[data-cell]')) c.tabIndex = -1;
      cell.tabIndex = 0;
      cell.focus();
      last = cell;
    };
    const first = grid.querySelector<HTMLElement>('[data-cell]');
    if (first) first.tabIndex = 0;

    function onGridKey(event: KeyboardEvent) {
      const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
      if (!cell) return;
      if (event.key === 'Enter' && form) {
        event.preventDefault();
        last = cell;
        const set = (name: string, value: string) => {
          const field = form.elements.namedItem(name);
          if (field instanceof HTMLInputElement) field.value = value;
        };
        set('from', cell.dataset.date ?? '');
        set('to', cell.dataset.date ?? '');
        // A cell of no row (a park's price row) keeps the rows chosen.
        if (cell.dataset.row !== undefined)
          for (const box of form.querySelectorAll<HTMLInputElement>(`input[name="${rowField}"]`))
            box.checked = box.value === cell.dataset.row;
        const target = form.elements.namedItem(cell.dataset.focus ?? focusField);
        if (target instanceof HTMLElement) target.focus();
        return;
      }
      if (event.altKey) return;
      const all = rows();
      const row = all.findIndex((r) => r.includes(cell));
      const to = nextCell(all, { row, col: all[row]!.indexOf(cell) }, event.key);
      if (to) {
        event.preventDefault();
        focus(all[to.row]![to.col]!);
      }
    }
    function onFormKey(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !last) return;
      event.preventDefault();
      focus(last);
    }
    grid.addEventListener('keydown', onGridKey);
    form?.addEventListener('keydown', onFormKey);
    return () => {
      grid.removeEventListener('keydown', onGridKey);
      form?.removeEventListener('keydown', onFormKey);
    };
  }, [gridId, formId, rowField, focusField]);
  return null;
}
