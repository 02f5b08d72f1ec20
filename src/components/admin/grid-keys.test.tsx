import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GridCellKeys } from './grid-keys';

function Grid() {
  const cell = (row: string | undefined, date: string) => (
    <td
      data-cell={`${row ?? 'price'}|${date}`}
      data-row={row}
      data-date={date}
      data-focus={row ? undefined : 'priceMode'}
      tabIndex={-1}
      aria-label={`${row ?? 'price'} ${date}`}
    />
  );
  return (
    <>
      <div id="grid">
        <table>
          <tbody>
            <tr>
              {cell('1', '2030-01-01')}
              {cell('1', '2030-01-02')}
              {cell('1', '2030-01-03')}
            </tr>
            <tr>
              {cell('2', '2030-01-01')}
              {cell('2', '2030-01-02')}
            </tr>
            <tr>
              {cell(undefined, '2030-01-01')}
              {cell(undefined, '2030-01-02')}
              {cell(undefined, '2030-01-03')}
            </tr>
          </tbody>
        </table>
      </div>
      <form id="form">
        <input aria-label="From" name="from" defaultValue="" />
        <input aria-label="To" name="to" defaultValue="" />
        <input type="checkbox" aria-label="Row 1" name="row" value="1" defaultChecked />
        <input type="checkbox" aria-label="Row 2" name="row" value="2" defaultChecked />
        <input aria-label="Total" name="total" />
        <select aria-label="Price" name="priceMode" />
      </form>
      <GridCellKeys gridId="grid" formId="form" rowField="row" focusField="total" />
    </>
  );
}

const key = (name: string) => fireEvent.keyDown(document.activeElement!, { key: name });
const focused = () => document.activeElement?.getAttribute('aria-label');

describe('GridCellKeys', () => {
  it('makes the first cell the grid’s one tab stop, and the arrow keys, Home and End move between cells', () => {
    render(<Grid />);
    const first = screen.getByLabelText('1 2030-01-01');
    expect(first.tabIndex).toBe(0);
    first.focus();
    key('ArrowRight');
    expect(focused()).toBe('1 2030-01-02');
    key('ArrowDown');
    expect(focused()).toBe('2 2030-01-02');
    key('ArrowRight'); // the edge of a shorter row: stays
    expect(focused()).toBe('2 2030-01-02');
    key('ArrowDown');
    expect(focused()).toBe('price 2030-01-02');
    key('End');
    expect(focused()).toBe('price 2030-01-03');
    key('ArrowUp'); // onto a shorter row: its last cell
    expect(focused()).toBe('2 2030-01-02');
    key('Home');
    expect(focused()).toBe('2 2030-01-01');
    // Roving tabindex: only the focused cell is in the tab order.
    expect(
      [...document.querySelectorAll<HTMLElement>('[data-cell]')].filter((c) => c.tabIndex === 0),
    ).toHaveLength(1);
    expect((document.activeElement as HTMLElement).tabIndex).toBe(0);
  });

  it('Enter edits the cell in the form (its date, its row alone); Escape cancels back to the cell', () => {
    render(<Grid />);
    screen.getByLabelText('2 2030-01-02').focus();
    key('Enter');
    expect(focused()).toBe('Total');
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2030-01-02');
    expect(screen.getByLabelText<HTMLInputElement>('To').value).toBe('2030-01-02');
    expect(screen.getByLabelText<HTMLInputElement>('Row 1').checked).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Row 2').checked).toBe(true);
    key('Escape');
    expect(focused()).toBe('2 2030-01-02');
  });

  it('a cell of no row (prices) keeps the rows chosen and goes to its own field', () => {
    render(<Grid />);
    screen.getByLabelText('price 2030-01-03').focus();
    key('Enter');
    expect(focused()).toBe('Price');
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2030-01-03');
    expect(screen.getByLabelText<HTMLInputElement>('Row 1').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Row 2').checked).toBe(true);
  });
});
