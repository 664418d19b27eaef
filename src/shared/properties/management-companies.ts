// The management companies offered for a property, then Other (with a typed name).
export const OTHER_MANAGEMENT_COMPANY = 'Other';

export const MANAGEMENT_COMPANIES: readonly string[] = [
  'AvalonBay Communities',
  'Bell Partners',
  'Bozzuto',
  'Camden',
  'Equity Residential',
  'Gables Residential',
  'Greystar',
  'JBG Smith',
  'Kettler',
  'Lincoln Property Company',
  'Mid-America Apartment Communities',
  'Morgan Properties',
  'Paradigm Development',
  'UDR',
  OTHER_MANAGEMENT_COMPANY,
];
