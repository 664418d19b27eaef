/** "Export my data" (docs/product.md §26): a ZIP built in the background, kept for 7 days. */
export const DATA_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long a finished export can be downloaded before it is deleted. */
export const DATA_EXPORT_KEEP_DAYS = 7;

export type DataExport = {
  id: string;
  status: DataExportStatus;
  /** Files and tables written so far, of `total` (0 of 0 before it starts). */
  done: number;
  total: number;
  /** The ZIP's size once ready. */
  byteSize: number | null;
  requestedAt: string;
  finishedAt: string | null;
  /** When a ready export stops being downloadable and is deleted. */
  expiresAt: string | null;
};

/** Still being made: the page asks again until it is ready or failed. */
export const isExportInProgress = (status: DataExportStatus) => status === 'queued' || status === 'running';
