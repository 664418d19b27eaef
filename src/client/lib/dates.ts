/** The person's own calendar day (YYYY-MM-DD): a payment made tonight is paid today, wherever the server is. */
export function localToday() {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}
