/** YYYY/MM/DD in China time (spec §9 date format). */
export function formatDate(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
  return parts.replaceAll('-', '/');
}

/** Cents to yuan with two decimals: 398000 → "3980.00". */
export const yuan = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
