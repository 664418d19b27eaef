/** A key that expires "on" a day works through that whole day, in UTC. */
export const endOfDayUtc = (date: string) => new Date(`${date}T23:59:59.999Z`);
