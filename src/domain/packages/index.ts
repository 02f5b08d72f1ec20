export {
  MAX_PACKAGE_ADULTS_PER_ROOM,
  MAX_PACKAGE_CHILDREN_PER_ROOM,
  MAX_PACKAGE_PASSENGERS,
  MAX_PACKAGE_ROOMS,
  PACKAGE_DESTINATION,
  packageHotel,
  packageSearchUrl,
  passengerCount,
  validatePackageSearch,
  type PackageHotel,
  type PackageRoom,
  type PackageSearch,
  type PackageSearchConfig,
  type PackageSearchError,
  type PackageSearchErrorCode,
} from './packages.rules';
export type { Airport } from './airports';

/** The origin airports, fetched as their own chunk the first time they are needed. */
export function loadAirports() {
  return import('./airports').then((m) => m.AIRPORTS);
}
