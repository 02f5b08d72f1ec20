'use client';

import { useState, type ReactNode } from 'react';
import {
  resizeRooms,
  RoomCountSelect,
  RoomPartyFieldset,
  type RoomParty,
} from '@/components/ui/room-party-fieldset';

type HotelAges = {
  code: string;
  name: string;
  minAge: number;
  maxAge: number;
  /** SPEC §3 hotel age config, in the page's language: "Young adult (16-17)" at Arte. */
  childLabel: string;
  childrenLabel: string;
  ageDescription: string;
};
type Room = RoomParty;

export type GuestFieldsLabels = {
  hotel: string;
  allHotels: string;
  rooms: string;
  room: string;
  adults: string;
  children: string;
  childAge: string;
  /** "{label} {n}: age" with the placeholders left in: a child's age at a chosen hotel. */
  childAgeOf: string;
  chooseAge: string;
  /** Option text per age 0-17, already translated. */
  ages: string[];
};

type Props = {
  hotels: HotelAges[];
  hotel: string;
  rooms: Room[];
  maxRooms: number;
  maxAdults: number;
  maxChildren: number;
  labels: GuestFieldsLabels;
  /** Rendered between the hotel and the rooms (the stay's dates). */
  children?: ReactNode;
};

/**
 * Hotel, rooms and guests of the booking box. Each child's age select offers only the chosen
 * hotel's ages (Hotel Xcaret México 0-17, Arte and La Casa de la Playa 16-17), under the
 * hotel's own labels and age description; with every hotel chosen, all ages are offered
 * under the generic words and the results say which hotel takes the party.
 */
export function GuestFields({
  hotels,
  labels,
  maxRooms,
  maxAdults,
  maxChildren,
  children,
  ...initial
}: Props) {
  const [hotel, setHotel] = useState(initial.hotel);
  const [rooms, setRooms] = useState<Room[]>(initial.rooms);
  const chosen = hotels.find((h) => h.code === hotel);
  const minAge = chosen?.minAge ?? Math.min(...hotels.map((h) => h.minAge));
  const maxAge = chosen?.maxAge ?? Math.max(...hotels.map((h) => h.maxAge));
  // A chosen hotel names its children its own way (Arte's young adults of 16-17).
  const partyLabels = chosen
    ? {
        ...labels,
        children: chosen.childrenLabel,
        childAge: labels.childAgeOf.replace('{label}', chosen.childLabel),
      }
    : labels;

  const setRoomCount = (count: number) =>
    setRooms((current) => resizeRooms(current, count, { adults: 2, childrenAges: [] }));
  const update = (index: number, room: Room) =>
    setRooms((current) => current.map((r, i) => (i === index ? room : r)));

  return (
    <>
      <div className="col-span-6 lg:col-span-2">
        <label htmlFor="bb-hotel" className="field-label">
          {labels.hotel}
        </label>
        <select
          id="bb-hotel"
          name="hotel"
          value={hotel}
          onChange={(e) => {
            const code = e.target.value;
            setHotel(code);
            // An age the newly chosen hotel does not take is asked again rather than kept.
            const next = hotels.find((h) => h.code === code);
            if (next)
              setRooms((current) =>
                current.map((r) => ({
                  ...r,
                  childrenAges: r.childrenAges.map((a) =>
                    a !== null && (a < next.minAge || a > next.maxAge) ? null : a,
                  ),
                })),
              );
          }}
          className="field"
        >
          <option value="">{labels.allHotels}</option>
          {hotels.map((h) => (
            <option key={h.code} value={h.code}>
              {h.name}
            </option>
          ))}
        </select>
        {chosen && (
          <p className="mt-1 text-xs text-muted" data-testid="hotel-ages">
            {chosen.ageDescription}
          </p>
        )}
      </div>
      {children}
      <div className="col-span-6 sm:col-span-2 lg:col-span-1">
        <RoomCountSelect
          id="bb-rooms"
          name="rooms"
          label={labels.rooms}
          count={rooms.length}
          max={maxRooms}
          onChange={setRoomCount}
        />
      </div>
      <div className="col-span-6 flex flex-col gap-3 lg:col-span-4">
        {rooms.map((room, i) => (
          <RoomPartyFieldset
            key={i}
            n={i + 1}
            idPrefix="bb"
            named
            room={room}
            onChange={(next) => update(i, next)}
            maxAdults={maxAdults}
            maxChildren={maxChildren}
            minAge={minAge}
            maxAge={maxAge}
            labels={partyLabels}
          />
        ))}
      </div>
    </>
  );
}
