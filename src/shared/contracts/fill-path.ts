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
