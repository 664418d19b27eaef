import type { FinanceFigures } from '#shared/finances/finance-figures';

/** The dashboard's figures, computed by the database. Money is a decimal string ("1234.50"). */
export type DashboardSummary = {
  totalPhotos: number;
  openMaintenance: number;
  totalEstimatedCosts: string;
  /** Travel Mode stays (docs/product.md §29), all of them whatever the property filter. */
  totalStays: number;
  /** The same three money figures as Financials, for the chosen property. */
  finances: FinanceFigures;
  /** The deposit dispute (docs/product.md §32), for the chosen property. */
  deposits: {
    /** Deposits with no outcome recorded yet: their sum and how many. */
    atStake: string;
    open: number;
    /** Deposits with an outcome: how many, what was paid and what came back. */
    settled: number;
    settledAmount: string;
    returned: string;
  };
  checklist: {
    addedProperty: boolean;
    loggedMoveInPhotos: boolean;
    recordedMaintenance: boolean;
  };
};
