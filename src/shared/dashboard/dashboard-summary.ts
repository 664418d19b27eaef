/** The dashboard's figures, computed by the database. Money is a decimal string ("1234.50"). */
export type DashboardSummary = {
  totalPhotos: number;
  openMaintenance: number;
  totalEstimatedCosts: string;
  checklist: {
    addedProperty: boolean;
    loggedMoveInPhotos: boolean;
    recordedMaintenance: boolean;
  };
};
