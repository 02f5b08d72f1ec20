'use client';

import { chooseCurrency } from '@/domain/pricing/index.rules';
import { COOKIE, readClientCookie } from '@/lib/cookies';
import { ChevronDown, Plane } from 'lucide-react';
import { LocalDateField } from '@/components/ui/date-field';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  resizeRooms,
  RoomCountSelect,
  RoomPartyFieldset,
} from '@/components/ui/room-party-fieldset';
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  type Key,
} from 'react-aria-components';
import {
  MAX_PACKAGE_ADULTS_PER_ROOM,
  MAX_PACKAGE_CHILDREN_PER_ROOM,
  MAX_PACKAGE_PASSENGERS,
  MAX_PACKAGE_ROOMS,
  loadAirports,
  packageSearchUrl,
  passengerCount,
  validatePackageSearch,
  type Airport,
  type PackageRoom,
  type PackageSearchError,
  type PackageSearchErrorCode,
} from '@/domain/packages';

export type FlightPackageLabels = {
  origin: string;
  originPlaceholder: string;
  /** "No airport matches {query}" with the placeholder left in. */
  noAirports: string;
  loadingAirports: string;
  destination: string;
  destinationValue: string;
  hotel: string;
  checkIn: string;
  checkOut: string;
  rooms: string;
  room: string;
  adults: string;
  children: string;
  childAge: string;
  chooseAge: string;
  ages: string[];
  agesNote: string;
  passengers: string;
  search: string;
  leaving: string;
  /** Per error code, with {min} and {max} left in. */
  errors: Record<PackageSearchErrorCode, string>;
};

export type FlightPackageFormProps = {
  locale: string;
  /** The offered currencies: the visitor's is chosen from its cookies when the search leaves. */
  currencies: { id: number; iso: string }[];
  today: string;
  hotel: string;
  hotels: { code: string; name: string; childrenMinAge: number; childrenMaxAge: number }[];
  config: { baseUrl: string; affiliateCode: string };
  labels: FlightPackageLabels;
  /** Where the visitor is sent; a test may stub it, the page never does. */
  navigate?: (url: string) => void;
};

/** Lower case without accents, so that "cancun" finds Cancún and "sao" São Paulo. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

type Option = Airport & { countryName: string; label: string; search: string };

const MAX_OPTIONS = 40;

/**
 * The Hotel + Flight search (SPEC §2, §5, §7): origin airport from a searchable list (React
 * Aria ComboBox over the static airport list), destination Cancún, hotel, dates, rooms and
 * passengers with children's ages by the hotel's package ages. It checks the rules in the
 * browser and then leaves for the external package search page.
 */
export default function FlightPackageForm({
  locale,
  currencies,
  today,
  hotels,
  config,
  labels,
  navigate = (url) => window.location.assign(url),
  ...initial
}: FlightPackageFormProps) {
  const [airports, setAirports] = useState<Option[] | null>(null);
  const [query, setQuery] = useState('');
  const [origin, setOrigin] = useState<string | null>(null);
  const [hotel, setHotel] = useState(initial.hotel || hotels[0]?.code || '');
  const [checkIn, setCheckIn] = useState('');
  const [checkOut, setCheckOut] = useState('');
  const [rooms, setRooms] = useState<PackageRoom[]>([{ adults: 2, childrenAges: [] }]);
  const [errors, setErrors] = useState<PackageSearchError[]>([]);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    let live = true;
    void loadAirports().then((list) => {
      if (!live) return;
      const names = new Intl.DisplayNames([locale], { type: 'region' });
      setAirports(
        list.map((a) => {
          const countryName = names.of(a.country) ?? a.country;
          return {
            ...a,
            countryName,
            label: `${a.city} (${a.code}), ${countryName}`,
            search: fold(`${a.code} ${a.city} ${countryName}`),
          };
        }),
      );
    });
    return () => {
      live = false;
    };
  }, [locale]);

  const chosen = hotels.find((h) => h.code === hotel);
  const selected = airports?.find((a) => a.code === origin);
  const options = useMemo(() => {
    if (!airports) return [];
    const q = fold(query.trim());
    // The chosen airport's own label lists every airport again, as a select would, with the
    // chosen one kept in the list (a selection outside the collection would be dropped).
    if (!q || (selected && query === selected.label))
      return selected
        ? [selected, ...airports.filter((a) => a !== selected)].slice(0, MAX_OPTIONS)
        : airports.slice(0, MAX_OPTIONS);
    const exact = airports.filter((a) => a.code.toLowerCase() === q);
    const rest = airports.filter((a) => a.code.toLowerCase() !== q && a.search.includes(q));
    return [...exact, ...rest].slice(0, MAX_OPTIONS);
  }, [airports, query, selected]);

  const count = passengerCount(rooms);
  const errorFor = (field: PackageSearchError['field']) => errors.find((e) => e.field === field);
  const text = (error: PackageSearchError | undefined) =>
    error &&
    labels.errors[error.code]
      .replace(
        '{max}',
        String(
          error.code === 'PACKAGE_MAX_PASSENGERS' ? MAX_PACKAGE_PASSENGERS : chosen?.childrenMaxAge,
        ),
      )
      .replace('{min}', String(chosen?.childrenMinAge));

  const update = (index: number, room: PackageRoom) =>
    setRooms((current) => current.map((r, i) => (i === index ? room : r)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = { origin, hotel, checkIn, checkOut, rooms };
    const found = validatePackageSearch(search, {
      hotels: hotels.map(({ code, childrenMinAge, childrenMaxAge }) => ({
        code,
        childrenMinAge,
        childrenMaxAge,
      })),
      today,
    });
    setErrors(found);
    if (found.length > 0) {
      // The first field to fix gets the focus; its message is tied to it.
      const first = found[0]!.field;
      requestAnimationFrame(() =>
        focusField(form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)),
      );
      return;
    }
    // The visitor's currency by the server's own rule, from the selector's cookies.
    const currency = chooseCurrency(currencies, {
      iso: readClientCookie(COOKIE.currencyIso),
      id: readClientCookie(COOKIE.currencyId),
    }).iso;
    navigate(packageSearchUrl(config, { ...search, origin: origin!, language: locale, currency }));
  };

  const originError = text(errorFor('origin'));
  const passengersError = text(errorFor('passengers'));
  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      className="grid grid-cols-6 gap-3 lg:grid-cols-8 lg:items-start"
    >
      <ComboBox
        className="col-span-6 lg:col-span-3"
        items={options}
        inputValue={query}
        onInputChange={(value) => {
          setQuery(value);
          if (selected && value !== selected.label) setOrigin(null);
        }}
        selectedKey={origin}
        onSelectionChange={(key: Key | null) => {
          const code = key === null ? null : String(key);
          setOrigin(code);
          const airport = airports?.find((a) => a.code === code);
          if (airport) setQuery(airport.label);
          setErrors((current) => current.filter((e) => e.field !== 'origin'));
        }}
        menuTrigger="input"
        allowsEmptyCollection
        isInvalid={Boolean(originError)}
      >
        <Label className="field-label">{labels.origin}</Label>
        <div className="relative">
          <Plane
            aria-hidden
            size={16}
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
          />
          <Input
            data-field="origin"
            placeholder={labels.originPlaceholder}
            className="field pr-10 pl-9 placeholder:text-muted data-[invalid]:border-sunset-700"
          />
          <Button className="absolute inset-y-0 right-0 grid w-10 place-items-center text-jungle">
            <ChevronDown aria-hidden size={18} />
          </Button>
        </div>
        <FieldError className="mt-1 text-sm font-medium text-sunset-700">{originError}</FieldError>
        <Popover
          placement="bottom start"
          className="max-h-72 w-(--trigger-width) overflow-auto rounded-lg border border-jungle/15 bg-white shadow-xl"
        >
          <ListBox
            className="p-1 outline-none"
            renderEmptyState={() => (
              <p className="px-3 py-2 text-sm text-muted">
                {airports ? labels.noAirports.replace('{query}', query) : labels.loadingAirports}
              </p>
            )}
          >
            {(airport: Option) => (
              <ListBoxItem
                id={airport.code}
                textValue={airport.label}
                className="flex cursor-default items-baseline gap-3 rounded-md px-3 py-2 text-sm outline-none data-[focused]:bg-sand data-[selected]:font-semibold"
              >
                <span className="w-10 shrink-0 font-mono font-semibold text-jungle">
                  {airport.code}
                </span>
                <span>
                  {airport.city}
                  <span className="text-muted">, {airport.countryName}</span>
                </span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <div className="col-span-6 sm:col-span-3 lg:col-span-2">
        <p className="field-label" id="fp-destination-label">
          {labels.destination}
        </p>
        <p
          aria-labelledby="fp-destination-label"
          className="rounded-lg border border-stone-300 bg-sand/50 px-3 py-2.5 text-sm"
        >
          {labels.destinationValue}
        </p>
      </div>
      <div className="col-span-6 sm:col-span-3 lg:col-span-3">
        <label htmlFor="fp-hotel" className="field-label">
          {labels.hotel}
        </label>
        <select
          id="fp-hotel"
          data-field="hotel"
          value={hotel}
          onChange={(e) => {
            const next = hotels.find((h) => h.code === e.target.value);
            setHotel(e.target.value);
            // An age the newly chosen hotel does not take in packages is asked again.
            if (next)
              setRooms((current) =>
                current.map((r) => ({
                  ...r,
                  childrenAges: r.childrenAges.map((a) =>
                    a !== null && (a < next.childrenMinAge || a > next.childrenMaxAge) ? null : a,
                  ),
                })),
              );
          }}
          className="field"
        >
          {hotels.map((h) => (
            <option key={h.code} value={h.code}>
              {h.name}
            </option>
          ))}
        </select>
        {chosen && (
          <p className="mt-1 text-xs text-muted">
            {labels.agesNote
              .replace('{min}', String(chosen.childrenMinAge))
              .replace('{max}', String(chosen.childrenMaxAge))
              .replace('{hotel}', chosen.name)}
          </p>
        )}
      </div>
      {(['checkIn', 'checkOut'] as const).map((field) => {
        const error = text(errorFor(field));
        return (
          <div key={field} className="col-span-3 lg:col-span-2">
            <LocalDateField
              locale={locale}
              label={labels[field]}
              name={field}
              dataField={field}
              min={field === 'checkIn' ? today : checkIn || today}
              value={field === 'checkIn' ? checkIn : checkOut}
              onChange={field === 'checkIn' ? setCheckIn : setCheckOut}
              isInvalid={Boolean(error)}
              describedBy={error ? `fp-${field}-error` : undefined}
            />
            {error && (
              <p id={`fp-${field}-error`} className="mt-1 text-sm font-medium text-sunset-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="col-span-6 sm:col-span-2 lg:col-span-1">
        <RoomCountSelect
          id="fp-rooms"
          label={labels.rooms}
          count={rooms.length}
          max={MAX_PACKAGE_ROOMS}
          onChange={(n) =>
            setRooms((current) => resizeRooms(current, n, { adults: 1, childrenAges: [] }))
          }
        />
      </div>
      <div className="col-span-6 flex flex-col gap-3 lg:col-span-8">
        {rooms.map((room, i) => (
          <RoomPartyFieldset
            key={i}
            n={i + 1}
            idPrefix="fp"
            room={room}
            onChange={(next) => update(i, next)}
            maxAdults={MAX_PACKAGE_ADULTS_PER_ROOM}
            maxChildren={MAX_PACKAGE_CHILDREN_PER_ROOM}
            minAge={chosen?.childrenMinAge ?? 0}
            maxAge={chosen?.childrenMaxAge ?? 17}
            labels={labels}
            ageError={(child) => text(errorFor(`age-${i + 1}-${child}`))}
          />
        ))}
      </div>
      <div className="col-span-6 sm:col-span-4 lg:col-span-5">
        <p
          data-field="passengers"
          tabIndex={-1}
          aria-live="polite"
          className={
            count > MAX_PACKAGE_PASSENGERS ? 'text-sm font-semibold text-sunset-700' : 'text-sm'
          }
        >
          {labels.passengers
            .replace('{count}', String(count))
            .replace('{max}', String(MAX_PACKAGE_PASSENGERS))}
        </p>
        {passengersError && (
          <p role="alert" className="mt-1 text-sm font-semibold text-sunset-700">
            {passengersError}
          </p>
        )}
        <p className="mt-1 text-xs text-muted">{labels.leaving}</p>
      </div>
      <div className="col-span-6 flex sm:col-span-2 lg:col-span-3">
        <button type="submit" className="btn-primary h-[2.9rem] w-full">
          {labels.search}
        </button>
      </div>
    </form>
  );
}

/** Focuses a field, or the first part (spin button) of a date field's wrapper. */
function focusField(element: HTMLElement | null | undefined) {
  if (!element) return;
  const target = element.matches('input, select, textarea, button')
    ? element
    : (element.querySelector<HTMLElement>('[role="spinbutton"], input, select') ?? element);
  target.focus();
}
