/** Amounts in a currency's minor units (`"1250"`), read and shown as people write them. */

/** Digits after the decimal point of a currency (2 for EUR, 0 for JPY). */
export function digitsOf(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** Minor units (`"1250"`) as money (`€12.50`). */
export function money(minor: string | number, currency: string): string {
  const amount = Number(minor) / 10 ** digitsOf(currency);
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** `"12.50"` in the currency as minor units (`"1250"`), or null when it is not an amount. */
export function toMinor(text: string, currency: string): string | null {
  const clean = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(clean)) return null;
  const minor = Math.round(Number(clean) * 10 ** digitsOf(currency));
  return minor > 0 ? String(minor) : null;
}

export function toMajor(minor: number, currency: string): string {
  return (minor / 10 ** digitsOf(currency)).toFixed(digitsOf(currency));
}
