// The demo data (docs/product.md §15).
export const DEMO_PROPERTY = {
  name: 'My First Apartment',
  address: '1200 N Example St, Apt 4B, Arlington, VA 22201',
  type: 'apartment',
  management: '',
} as const;

export const DEMO_MAINTENANCE = {
  item: 'Leaky faucet',
  details: 'The kitchen faucet drips constantly, even when fully closed.',
  category: 'Plumbing',
  cost: '75.00',
  status: 'pending',
} as const;

export const DEMO_PHOTOS = [
  {
    file: 'living-room.jpg',
    area: 'Living Room',
    notes: 'Walls and floor in good condition on move-in day.',
  },
  { file: 'kitchen.jpg', area: 'Kitchen', notes: 'Faucet already dripping at move-in.' },
] as const;

export const DEMO_TRANSACTION = {
  transactionType: 'Rent',
  description: 'Monthly rent',
  amount: '1500.00',
  status: 'Due',
} as const;

/** The demo rent falls due on the first of next month. */
export function demoRentDueDate(today: Date): string {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}
