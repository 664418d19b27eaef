import { z } from 'zod';

// Amounts of money as typed or sent: "$1,500.5" or 1500.5 becomes "1500.50". Kept as decimal
// strings end to end so that no floating-point rounding creeps into sums. numeric(12, 2) holds up
// to ten digits before the point.

const normalise = (value: string | number) => String(value).trim().replace(/^\$/, '').replaceAll(',', '');
const isMoney = (text: string) => /^\d{1,10}(\.\d{1,2})?$/.test(text);

/** Empty (or null) means no amount. */
export function optionalMoney(invalid: string) {
  return z.union([z.string(), z.number(), z.null()]).transform((value, ctx): string | null => {
    const text = value === null ? '' : normalise(value);
    if (text === '') return null;
    if (!isMoney(text)) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return Number(text).toFixed(2);
  });
}

export function requiredMoney(messages: { invalid: string; required: string }) {
  return z.union([z.string(), z.number()], { error: messages.required }).transform((value, ctx): string => {
    const text = normalise(value);
    if (text === '' || !isMoney(text)) {
      ctx.addIssue({ code: 'custom', message: text === '' ? messages.required : messages.invalid });
      return z.NEVER;
    }
    return Number(text).toFixed(2);
  });
}
