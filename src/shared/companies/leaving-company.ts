import { z } from 'zod';

// Joining another company means leaving one's own (a person belongs to at most one, decision 019).
// What that company holds is said before anything happens, and leaving it is a choice the person
// makes by naming it (docs/product.md §18).

/** The body of `POST /api/invitations/{token}/accept`: empty, or the company the person chose to leave. */
export const acceptInvitationSchema = z.object({
  leaveCompany: z.uuid('Name the company to leave by its id.').optional(),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/** What a company holds that its members work with: counted when its last Admin would leave it. */
export type CompanyHoldings = {
  properties: number;
  /** Pending and active links; ended ones stay in the tenants' history whatever happens. */
  tenantLinks: number;
  apiKeys: number;
  webhooks: number;
};

/** The 409's `details` when the last Admin of a company that holds records accepts an invitation. */
export type CompanyHoldingsDetails = CompanyHoldings & { companyId: string; companyName: string };

export function holdsRecords(holdings: CompanyHoldings): boolean {
  return Object.values(holdings).some((n) => n > 0);
}

const NOUNS: Record<keyof CompanyHoldings, [one: string, many: string]> = {
  properties: ['property', 'properties'],
  tenantLinks: ['tenant link', 'tenant links'],
  apiKeys: ['API key', 'API keys'],
  webhooks: ['webhook', 'webhooks'],
};

/** "1 property, 1 tenant link and 1 API key": only what there is. */
export function describeHoldings(holdings: CompanyHoldings): string {
  const parts = (Object.keys(NOUNS) as (keyof CompanyHoldings)[])
    .filter((key) => holdings[key] > 0)
    .map((key) => `${holdings[key]} ${NOUNS[key][holdings[key] === 1 ? 0 : 1]}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

/** What leaving does to the company, in the refusal and in the confirmation alike. */
export const LEAVING_CONSEQUENCES =
  'Leaving closes it: its tenant links end (the tenants keep their records and see the link as ended), its API keys stop working and its webhooks are turned off. Nobody can open its properties again.';

export function holdsRecordsMessage(details: CompanyHoldingsDetails): string {
  return `Your company ${details.companyName} holds ${describeHoldings(details)}. You are its last Admin, so joining another company means leaving it. ${LEAVING_CONSEQUENCES}`;
}
