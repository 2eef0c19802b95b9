/** Excel date serials as ISO dates (the 1900 system with its phantom 29 Feb 1900, or 1904). */

function isoDate(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function serialToIso(serial: number, date1904 = false): string | undefined {
  if (!Number.isFinite(serial) || serial < 0 || serial > 2958465) return undefined;
  const days = Math.floor(serial);
  let ms: number;
  if (date1904) ms = Date.UTC(1904, 0, 1) + days * 86400000;
  else if (days >= 61) ms = Date.UTC(1899, 11, 30) + days * 86400000;
  else ms = Date.UTC(1899, 11, 31) + days * 86400000;
  const d = new Date(ms);
  return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}
