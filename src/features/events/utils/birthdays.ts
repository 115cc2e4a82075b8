/** The columns of `birthdays` visitors may read (spec §3; the birth year stays in the database). */
export interface BirthdayRow {
  id: string;
  member_name: string;
  birth_month: number | null;
  birth_day: number | null;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The day a birthday is celebrated in a given year (spec §3: "only month and day are used").
 * A 29 February birthday falls on 28 February in years that are not leap years.
 *
 * @param month - 1-12.
 * @param day - 1-31.
 * @param year - the year being viewed.
 * @returns `{ year, month, day }` (month 1-12), or `null` when month and day are not a real date.
 */
export function birthdayInYear(
  month: number | null,
  day: number | null,
  year: number,
): { year: number; month: number; day: number } | null {
  if (!Number.isInteger(month) || !Number.isInteger(day) || month === null || day === null) return null;
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month === 2 && day === 29 && !isLeapYear(year)) return { year, month, day: 28 };
  if (day > daysInMonth) return null;
  return { year, month, day };
}
