// A deep copy of the plain-JSON state (numbers, strings, booleans, null, arrays, plain objects — see
// types.ts). apply works on a private copy so that it never half-applies; structuredClone was a third
// of the time of a random game (it handles every kind of value and cycles, which the state never has).
export function copyState<T>(v: T): T {
  return copy(v) as T;
}

function copy(v: unknown): unknown {
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = copy(v[i]);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const k in v as Record<string, unknown>) {
    const x = (v as Record<string, unknown>)[k];
    if (x !== undefined) out[k] = copy(x);
  }
  return out;
}
