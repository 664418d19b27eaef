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
  checklist: {
    addedProperty: boolean;
    loggedMoveInPhotos: boolean;
    recordedMaintenance: boolean;
  };
};
