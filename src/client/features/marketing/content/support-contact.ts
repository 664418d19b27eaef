/** How to reach the team, shown as text on the contact page (docs/product.md §17). */
export const SUPPORT_CONTACT = {
  email: 'support@rentproof.app',
  phone: '+1 (202) 555-0148',
  address: '1100 13th Street NW, Suite 800, Washington, DC 20005',
};
