import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { MAX_PACKAGE_PASSENGERS, type PackageSearchErrorCode } from '@/domain/packages';
import en from '../../../messages/en.json';
import es from '../../../messages/es.json';
import pt from '../../../messages/pt.json';

// The package rules' error codes read as SPEC §5 words them, in each language.
const message = (messages: typeof es, code: PackageSearchErrorCode) =>
  createTranslator({ locale: 'es', messages, namespace: 'flightPackage.errors' })(code, {
    max: MAX_PACKAGE_PASSENGERS,
    min: 2,
  });

describe('flight package messages', () => {
  it('in Spanish, as the spec writes them', () => {
    expect(message(es, 'PACKAGE_MAX_PASSENGERS')).toBe('El número máximo de pasajeros es: 6');
    expect(message(es, 'PACKAGE_ORIGIN_REQUIRED')).toBe('El aeropuerto de origen es requerido');
  });
  it('in English', () => {
    expect(message(en, 'PACKAGE_MAX_PASSENGERS')).toBe('The maximum number of passengers is: 6');
    expect(message(en, 'PACKAGE_ORIGIN_REQUIRED')).toBe('The origin airport is required');
  });
  it('in Portuguese', () => {
    expect(message(pt, 'PACKAGE_MAX_PASSENGERS')).toBe('O número máximo de passageiros é: 6');
    expect(message(pt, 'PACKAGE_ORIGIN_REQUIRED')).toBe('O aeroporto de origem é obrigatório');
  });
});
