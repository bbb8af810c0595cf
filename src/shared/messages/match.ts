/**
 * How an English message finds its code. The registry (./index.ts) holds every English text the API
 * or a shared schema can produce, keyed by a stable code; templated ones name their variables the
 * i18next way ("Insufficient stock for {{name}}"). This file only knows how to read such a table, so
 * the client can build the same lookup from its English `errors` catalogue without bundling the
 * registry (the catalogue is that table: a test keeps the two equal).
 *
 * A key may end in a lowercase i18next context ("BUSINESS_NOT_ACTIVE_pending"): the code is the part
 * before it and the context travels as `params.context`, so `t(code, params)` finds the variant.
 */
export type MessageParams = Record<string, string>;
export interface MessageRef {
  code: string;
  params?: MessageParams;
}

const VAR = /\{\{\s*(\w+)\s*\}\}/g;
const CONTEXT = /^(.*[A-Z0-9])_([a-z][a-z0-9]*)$/;

/** The code and the i18next context a registry key stands for. */
export function splitKey(key: string): { code: string; context?: string } {
  const m = CONTEXT.exec(key);
  return m ? { code: m[1], context: m[2] } : { code: key };
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  key: string;
  re: RegExp;
  vars: string[];
  /** Longer fixed text first: the most specific template wins. */
  fixed: number;
}

export interface MessageMatcher {
  /** The code (and params) of an English message, or undefined when it is not registered. */
  match(message: string): MessageRef | undefined;
}

/** Builds the lookup over `{ key: englishTemplate }` (flat; nested objects are skipped). */
export function createMatcher(table: Record<string, unknown>): MessageMatcher {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [key, text] of Object.entries(table)) {
    if (typeof text !== 'string') continue;
    const vars = [...text.matchAll(VAR)].map((m) => m[1]);
    if (vars.length === 0) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    const parts = text.split(VAR); // [fixed, var, fixed, var, fixed…]
    const source = parts.map((p, i) => (i % 2 === 0 ? escapeRe(p) : '([\\s\\S]+?)')).join('');
    const fixed = parts.filter((_, i) => i % 2 === 0).join('').length;
    templates.push({ key, re: new RegExp(`^${source}$`), vars, fixed });
  }
  templates.sort((a, b) => b.fixed - a.fixed);
  const ref = (key: string, values: MessageParams = {}): MessageRef => {
    const { code, context } = splitKey(key);
    const params = context ? { ...values, context } : values;
    return Object.keys(params).length ? { code, params } : { code };
  };
  return {
    match(message) {
      const key = exact.get(message);
      if (key) return ref(key);
      for (const t of templates) {
        const m = t.re.exec(message);
        if (m) return ref(t.key, Object.fromEntries(t.vars.map((v, i) => [v, m[i + 1]])));
      }
      return undefined;
    },
  };
}

/** The English text of a template with its params filled in (what the server would have said). */
export function render(template: string, params: MessageParams = {}): string {
  return template.replace(VAR, (whole, name: string) => params[name] ?? whole);
}
