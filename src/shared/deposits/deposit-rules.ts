// The security-deposit rules of the jurisdictions the communities list covers (Washington D.C.,
// Maryland, Virginia), then Other. Every figure here was read in the statute's or regulation's own
// words; each source, its quoted sentence and everything left out for want of a verified text are
// listed in docs/deposit-rules.md. A provision that could not be verified is null, and the screen
// asks the renter instead, as it does for Other. Information, not legal advice.

export const DEPOSIT_JURISDICTIONS = ['DC', 'MD', 'VA', 'other'] as const;
export type DepositJurisdiction = (typeof DEPOSIT_JURISDICTIONS)[number];

/** Only a rule whose text says "business days" counts them; the three rules here count every day. */
export type DayKind = 'calendar' | 'business';

/** The day the rule's count starts from. */
export type DeadlineStart = 'tenancy-end' | 'later-of-tenancy-end-and-move-out';

export type DepositSource = { name: string; url: string };

/** One provision: a plain summary, the exact words it rests on, and where they are. */
export type DepositProvision = { summary: string; words: string; source: DepositSource };

export type DepositDeadlineRule = DepositProvision & {
  returnDays: number;
  dayKind: DayKind;
  startsFrom: DeadlineStart;
};

export type DepositRule = {
  jurisdiction: DepositJurisdiction;
  label: string;
  /** Null for Other: the renter enters the deadline. */
  deadline: DepositDeadlineRule | null;
  /** Null where no interest rule was verified. */
  interest: DepositProvision | null;
  deductions: DepositProvision | null;
  penalty: DepositProvision | null;
  /** What the renter should know was not verified, so the screen can ask rather than assert. */
  notVerified: readonly string[];
};

const DC_309: DepositSource = {
  name: '14 DCMR § 309',
  url: 'https://rentsmartdcra.com/tag/eviction/',
};
const DC_311: DepositSource = {
  name: '14 DCMR § 311',
  url: 'https://d1tvxue8o4w0fl.cloudfront.net/regulation/district-of-columbia-administrative-code/title-14-housing/chapter-14-3-landlord-and-tenant/rule-14-311-interest-on-security-deposit-escrow-accounts',
};
const MD_8_203_1: DepositSource = {
  name: 'Md. Code, Real Property § 8-203.1',
  url: 'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=grp&section=8-203.1&enactments=False&archived=False',
};
const MD_8_203: DepositSource = {
  name: 'Md. Code, Real Property § 8-203',
  url: 'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=grp&section=8-203&enactments=False&archived=False',
};
const VA_55_1_1226: DepositSource = {
  name: 'Va. Code § 55.1-1226',
  url: 'https://law.lis.virginia.gov/vacode/title55.1/chapter12/section55.1-1226/',
};

export const DEPOSIT_RULES: Readonly<Record<DepositJurisdiction, DepositRule>> = {
  DC: {
    jurisdiction: 'DC',
    label: 'Washington, D.C.',
    deadline: {
      returnDays: 45,
      dayKind: 'calendar',
      startsFrom: 'tenancy-end',
      summary:
        'Within 45 days after the tenancy ends, the landlord must either return the deposit with any interest due, or tell you in writing that they intend to keep some of it. If they send that notice, they have 30 more days to refund the rest with an itemized statement of what the money was used for.',
      words:
        'Within forty-five (45) days after the termination of the tenancy, the owner shall do one of the following: (a) Tender payment to the tenant, without demand, any security deposit and any similar payment paid by the tenant as a condition of tenancy in addition to the stipulated rent, and any interest due the tenant on that deposit or payment as provided in § 311; or (b) Notify the tenant in writing, to be delivered to the tenant personally or by certified mail at the tenant’s last known address, of the owner’s intention to withhold and apply the monies toward defraying the cost of expenses properly incurred under the terms and conditions of the security deposit agreement.',
      source: DC_309,
    },
    interest: {
      summary:
        'Interest is owed when a tenancy of 12 months or more ends, at no less than the savings rate of the D.C. bank holding the deposit, set each 1 January and 1 July. Ask your landlord for the rates: they must list them for you at the end of the tenancy.',
      words:
        'Interest on an escrow account shall be due and payable by the owner to the tenant upon termination of any tenancy of a duration of twelve (12) months or more, unless an amount is deducted under procedures set forth in paragraph (2) (14 DCMR §§ 309.1 and 309.2).',
      source: DC_311,
    },
    deductions: {
      summary:
        'The landlord may keep only money for expenses properly incurred under the terms of your security deposit agreement, and must account for it item by item.',
      words:
        'the owner’s intention to withhold and apply the monies toward defraying the cost of expenses properly incurred under the terms and conditions of the security deposit agreement.',
      source: DC_309,
    },
    penalty: {
      summary:
        'A landlord who fails to pay interest that is owed is liable for that interest, or three times it in bad faith.',
      words:
        'Any housing provider violating the provisions of this section by failing to pay interest on a security deposit escrow account that is rightfully owed to a tenant in accordance with the requirements of this section, shall be liable to the tenant, as applicable, for the amount of the interest owed, or in the event of bad faith, for treble that amount.',
      source: DC_311,
    },
    notVerified: [
      'What happens when the landlord misses the 45-day deadline for the deposit itself (14 DCMR § 309.3 and after): we could not read those words.',
      'Whether the regulation excludes normal wear and tear in its own words.',
    ],
  },
  MD: {
    jurisdiction: 'MD',
    label: 'Maryland',
    deadline: {
      returnDays: 45,
      dayKind: 'calendar',
      startsFrom: 'tenancy-end',
      summary:
        'Within 45 days after the tenancy ends, the landlord must mail you, by first-class mail to your last known address, any unused part of the deposit and a written list of the charges against it with their actual costs.',
      words:
        'The obligation of the landlord to return any unused portion of the security deposit, by first–class mail, addressed to the tenant’s last known address within 45 days after the termination of the tenancy',
      source: MD_8_203_1,
    },
    // Quoted by secondary sources only (docs/deposit-rules.md): not shipped until read in the statute.
    interest: null,
    deductions: {
      summary:
        'A deposit protects the landlord against unpaid rent, damage due to breach of the lease, and damage to the home, common areas, major appliances and furnishings.',
      words:
        '“Security deposit” means any payment of money, including payment of the last month’s rent in advance of the time it is due, given to a landlord by a tenant in order to protect the landlord against nonpayment of rent, damage due to breach of lease, or damage to the leased premises, common areas, major appliances, and furnishings.',
      source: MD_8_203,
    },
    penalty: {
      summary:
        'A landlord who does not follow the security deposit law may owe you up to three times the amount withheld, plus reasonable attorney’s fees.',
      words:
        'A statement that failure of the landlord to comply with the security deposit law may result in the landlord being liable to the tenant for a penalty of up to 3 times the security deposit withheld, plus reasonable attorney’s fees.',
      source: MD_8_203_1,
    },
    notVerified: [
      'The words of § 8-203 that exclude ordinary wear and tear from deductions: we could not read them.',
      'The 2024 changes to § 8-203 (the Renters’ Rights and Stabilization Act of 2024) beyond the sentences quoted.',
      'The interest owed (§ 8-203(e)): secondary sources quote the one-year Treasury rate or 1.5%, whichever is greater, but we could not read it in the statute’s own text.',
    ],
  },
  VA: {
    jurisdiction: 'VA',
    label: 'Virginia',
    deadline: {
      returnDays: 45,
      dayKind: 'calendar',
      startsFrom: 'later-of-tenancy-end-and-move-out',
      summary:
        'Within 45 days after the tenancy ends or you move out, whichever is later, the landlord must give you a written notice itemizing the deposit and any deductions, with any amount due to you.',
      words:
        'The security deposit and any deductions, damages, and charges shall be itemized by the landlord in a written notice given to the tenant, together with any amount due to the tenant, within 45 days after the termination date of the tenancy or the date the tenant vacates the dwelling unit, whichever occurs last.',
      source: VA_55_1_1226,
    },
    interest: null,
    deductions: {
      summary:
        'The landlord may apply the deposit only to unpaid rent and reasonable late charges, damage caused by your not meeting your duties less reasonable wear and tear, other charges in the lease, and damages for breaking the lease.',
      words:
        'such security deposit, whether it is property or money held by the landlord as security as provided in this section, may be applied by the landlord solely to (i) the payment of accrued rent, including the reasonable charges for late payment of rent specified in the rental agreement; (ii) the payment of the amount of damages that the landlord has suffered by reason of the tenant’s noncompliance with § 55.1-1227, less reasonable wear and tear; (iii) other damages or charges as provided in the rental agreement; or (iv) actual damages for breach of the rental agreement pursuant to § 55.1-1251.',
      source: VA_55_1_1226,
    },
    penalty: {
      summary:
        'If the landlord willfully fails to follow the law, the court orders the deposit returned with actual damages and reasonable attorney fees.',
      words:
        'If the landlord willfully fails to comply with this section, the court shall order the return of the security deposit to the tenant, together with actual damages and reasonable attorney fees',
      source: VA_55_1_1226,
    },
    notVerified: [
      'Whether interest is owed: the current text we read does not mention it, but we could not read the whole section.',
      'The extra 15 days a landlord may have when repairs need a contractor: we could not read those words in the current text.',
    ],
  },
  other: {
    jurisdiction: 'other',
    label: 'Other',
    deadline: null,
    interest: null,
    deductions: null,
    penalty: null,
    notVerified: [
      'Rentproof does not know this place’s rules: enter the deadline your lease or local law gives.',
    ],
  },
};
