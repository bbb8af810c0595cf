// One source for every API path: each contract's zod-free `*-paths.ts` module writes its route
// templates once ('/api/businesses/:businessId/pos'); the server registers the template and the
// client fills it here. Zod-free, so the till's first paint can use it (docs/decisions/0006).

/** The `:name` parameters of a path template, as a union of their names. */
export type PathParamNames<T extends string> = T extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : T extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a template needs: one per `:name`, and no others. */
export type PathParams<T extends string> = { readonly [K in PathParamNames<T>]: string | number };

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The URL of `template` with each `:name` replaced by its encoded value; a missing value throws rather than sending "undefined". */
export function fillPath<T extends string>(template: T, params: PathParams<T>): string {
  const values = params as Readonly<Record<string, string | number | undefined>>;
  return template.replace(PARAM, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`fillPath: no value for ":${name}" in ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** The values of a template's `:name` parameters, in the order they stand in it. */
export type PathArgs<T extends string> = T extends `${string}:${string}/${infer Rest}`
  ? [number, ...PathArgs<`/${Rest}`>]
  : T extends `${string}:${string}`
    ? [number]
    : [];

/** A URL builder per route: a template with parameters takes their values in order; one without is its own URL. */
export type PathBuilders<R extends Readonly<Record<string, string>>> = {
  readonly [K in keyof R]: PathArgs<R[K]> extends [] ? R[K] : (...values: PathArgs<R[K]>) => string;
};

/**
 * The URL builders of a contract's route templates, so each `*-paths.ts` writes its templates once:
 * `pathBuilders({ one: '/api/businesses/:businessId/shifts/:shiftId' }).one(7, 42)` is
 * `/api/businesses/7/shifts/42`. Every parameter is a number (an id); a route whose parameters are
 * not writes its builder by hand with `fillPath`.
 */
export function pathBuilders<const R extends Readonly<Record<string, string>>>(routes: R): PathBuilders<R> {
  const builders = Object.entries(routes).map(([key, template]) => {
    const names = Array.from(template.matchAll(PARAM), (match) => match[1]!);
    if (names.length === 0) return [key, template];
    const build = (...values: number[]) => fillPath(template, Object.fromEntries(names.map((name, i) => [name, values[i]])));
    return [key, build];
  });
  return Object.fromEntries(builders) as PathBuilders<R>;
}
