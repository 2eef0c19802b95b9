/**
 * A reading computed once per ingested workbook or table. The engine answers many questions
 * over one workbook, and some readers scan every cell to decide whether they apply at all
 * (a 500k-cell sheet costs tens of milliseconds a question); what they find depends only on
 * the workbook, so it is kept beside it, and dropped with it (a WeakMap).
 */
export function oncePer<K extends object, V>(read: (key: K) => V): (key: K) => V {
  const known = new WeakMap<K, { value: V }>();
  return (key) => {
    let hit = known.get(key);
    if (!hit) {
      hit = { value: read(key) };
      known.set(key, hit);
    }
    return hit.value;
  };
}
