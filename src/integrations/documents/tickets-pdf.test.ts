import { describe, expect, it } from 'vitest';
import type { ETicket } from '@/domain/tickets';
import { pdfTextLines } from '../../../tests/support/pdf-text';
import { renderTicketsPdf, ticketFields } from './tickets-pdf';

const ticket = (overrides: Partial<ETicket> = {}): ETicket => ({
  id: 't1',
  code: 'XT-7K2M9Q',
  orderId: 'o1',
  token: 'v1.payload.signature',
  status: 'issued',
  product: {
    id: 1,
    code: 'XC-PLUS',
    name: { es: 'Xcaret Plus', en: 'Xcaret Plus' },
    businessUnitCode: 'XC',
  },
  holderBand: 'adult',
  seat: 1,
  visitDate: '2030-01-10',
  validUntil: '2030-01-10',
  open: false,
  schedule: { label: '8:30 - 22:30', startTime: '08:30' },
  transportZone: 'Cancún',
  food: false,
  photo: true,
  complements: [],
  cartItemId: 'i1',
  createdAt: new Date('2029-12-01T15:00:00Z'),
  ...overrides,
});
const options = { orderReference: 'XP-ABC123', holderName: 'Ana López' };

describe('the e-tickets PDF', () => {
  it('states each fact under its own label, the holder first', () => {
    expect(ticketFields(ticket(), 'es', options)).toEqual([
      { label: 'Titular', value: 'Ana López', strong: true },
      { label: 'Tipo de boleto', value: 'Adulto' },
      { label: 'Fecha de visita', value: expect.stringMatching(/10 ene 2030$/), strong: true },
      { label: 'Horario', value: '8:30 - 22:30' },
      { label: 'Referencia del boleto', value: 'XT-7K2M9Q', mono: true },
      { label: 'Pedido', value: 'XP-ABC123', mono: true },
    ]);
    const open = ticketFields(
      ticket({ open: true, visitDate: null, validUntil: '2030-06-01', schedule: null }),
      'en',
      options,
    );
    expect(open.map((f) => f.label)).toEqual([
      'Holder',
      'Ticket type',
      'Open ticket',
      'Ticket reference',
      'Order',
    ]);
    expect(open[2]!.value).toMatch(/^Valid until .*Jun 1, 2030$/);
  });

  it('prints the holder’s name and every label apart from its value, on every page', async () => {
    const pdf = await renderTicketsPdf(
      [ticket(), ticket({ id: 't2', code: 'XT-2', holderBand: 'child' })],
      'es',
      { ...options, holderName: 'María José Hernández' },
    );
    const lines = pdfTextLines(pdf);
    expect(lines.filter((l) => l === 'TITULAR')).toHaveLength(2);
    expect(lines.filter((l) => l === 'María José Hernández')).toHaveLength(2);
    // The label is its own line, never run into its value ("Referencia del boleto:XT-…").
    for (const label of ['TIPO DE BOLETO', 'FECHA DE VISITA', 'HORARIO', 'PEDIDO'])
      expect(lines.filter((l) => l === label)).toHaveLength(2);
    expect(lines).toContain('XT-7K2M9Q');
    expect(lines).toContain('Niño');
    expect(lines).toContain('Paquete de fotos');
    expect(lines.some((l) => l.includes(':XT-') || l.includes(': XT-'))).toBe(false);
  });
});
