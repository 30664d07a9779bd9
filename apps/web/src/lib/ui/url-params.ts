/** Reading list parameters from the address: anything unknown or malformed is dropped. */
export const ID_MAX = 2_147_483_647;
export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_SIZE = 20;

/** At most ten digits, or as many as `max` has (a price in so'm can pass ten). */
export function intParam(value: string | null, min: number, max: number): number | undefined {
  const digits = Math.max(10, String(max).length);
  if (value === null || value.length > digits || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

export function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A page size the list offers; any other is its default. */
export function sizeParam(
  value: string | null,
  sizes: readonly number[] = PAGE_SIZES,
  fallback: number = DEFAULT_SIZE,
): number {
  const size = intParam(value, 1, 200);
  return size && sizes.includes(size) ? size : fallback;
}

/** The API's sort for each direction of a column; a column sorted one way only has one. */
export interface SortPair<S> {
  ascend?: S;
  descend?: S;
}

/** The directions a column offers (antd's sortDirections). */
export const directionsOf = <S>(pair: SortPair<S>) =>
  (["ascend", "descend"] as const).filter((d) => pair[d] !== undefined);

/** antd's sort order of a column for a pair of API sorts. */
export function orderOf<S extends string>(
  sort: S,
  pair: SortPair<S> | undefined,
): "ascend" | "descend" | null {
  if (!pair) return null;
  if (pair.ascend === sort) return "ascend";
  if (pair.descend === sort) return "descend";
  return null;
}
