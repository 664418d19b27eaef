import type { FinanceFigures } from '#shared/finances/finance-figures';
import type { TransactionStatus, TransactionType } from '#shared/finances/finance-schemas';
import type { MaintenanceStatus } from '#shared/maintenance/maintenance-schemas';
import type { ReportPdfEstimate } from '#shared/reports/report-pdf-estimate';
import type { ReportData } from '#shared/reports/report-data';
import type { PhotoMarkup } from '#shared/photos/markup-schemas';
import type { EvidenceStage, PhotoTimestamp } from '#shared/photos/photo-schemas';
import type { SharedDispute } from './shared-dispute';

export type SharedPhoto = {
  id: string;
  propertyName: string;
  stage: EvidenceStage;
  area: string;
  notes: string;
  receivedAt: string;
  capturedAt: string | null;
  /** The device's clock when the photo was taken or chosen: the renter's claim, shown as such. */
  deviceCapturedAt: string | null;
  sha256: string;
  /** Its independent timestamp (decision 039), as the owner's own photo shows it. */
  timestamp: PhotoTimestamp;
  /** The renter's drawing over it (docs/product.md §34), shown over the photo; null without one. */
  markup: PhotoMarkup | null;
};

/** One page of the photos a link shows; `nextCursor` asks for the next (`?after=`), null at the end. */
export type SharedPhotoPage = { photos: SharedPhoto[]; nextCursor: string | null };

/**
 * A video clip a link shows (docs/product.md §34): its facts and where to play it, the copy with
 * every metadata field (location included) dropped. Never the original.
 */
export type SharedVideo = {
  id: string;
  propertyName: string;
  stage: EvidenceStage;
  area: string;
  durationMs: number;
  width: number;
  height: number;
  /** SHA-256 of the original bytes, as received. */
  sha256: string;
  receivedAt: string;
  capturedAt: string | null;
  /** Under `/api/verify/:token/videos/:id/`; the stream answers HTTP range requests. */
  urls: { poster: string; stream: string };
};

export type SharedPayment = {
  transactionType: TransactionType;
  description: string;
  amount: string;
  dueDate: string;
  status: TransactionStatus;
  paidDate: string | null;
};

/**
 * The renter's emotional reviews, only when they chose to include them in this link (docs/product.md
 * §21); otherwise no review at all, whether or not they wrote any. Never a review's comment.
 */
export type ResidentConduct =
  | { included: false; reviews: [] }
  | {
      included: true;
      reviewCount: number;
      /** Over every review, to one decimal; null without reviews. */
      averageRating: number | null;
      /** The latest reviews, newest first. */
      reviews: { rating: number; ratingLabel: string; propertyName: string; createdAt: string }[];
    };

/** What a rental verification link shows: the five sections of docs/product.md §13.2, from the tenant's records. */
export type VerifiedReport = {
  tenantName: string;
  createdAt: string;
  expiresAt: string;
  rentalHistory: {
    leases: {
      name: string;
      startDate: string | null;
      endDate: string | null;
      monthlyRent: string | null;
      deposit: string | null;
    }[];
    payments: SharedPayment[];
    paymentCount: number;
    /** Over every transaction, by the same definition as Financials. */
    totals: FinanceFigures;
  };
  depositDisputes: {
    /** The first page of photos; the rest come from `GET /api/verify/{token}/photos?after=`. */
    photos: SharedPhoto[];
    nextPhotoCursor: string | null;
    photoCount: number;
    maintenance: {
      item: string;
      details: string;
      propertyName: string;
      status: MaintenanceStatus;
      cost: string | null;
      createdAt: string;
    }[];
    maintenanceCount: number;
  };
  petVerification: {
    leases: { name: string; petsAllowed: boolean; petFee: string | null }[];
    fees: { name: string; amount: string; date: string | null }[];
  };
  residentConduct: ResidentConduct;
  timelyPayments: {
    rentPayments: number;
    paidOnTime: number;
    paidLate: number;
    outstanding: number;
    /** Percentage of paid rent paid on or before its due date; null without paid rent. */
    onTimeRate: number | null;
  };
};

/** A report shared from /reports: the same figures the owner saw, for the same options. */
export type SharedReport = {
  ownerName: string;
  createdAt: string;
  expiresAt: string;
  report: ReportData;
};

/**
 * What `GET /api/verify/{token}` answers for a valid link, with the size of the link's PDF, so a
 * report too large for one PDF offers the evidence bundle instead of a download that is refused. A
 * deposit dispute's PDF is its letter, which has no such limit.
 */
export type SharedView =
  | ({ pdf: ReportPdfEstimate } & (
      { kind: 'rental-verification'; report: VerifiedReport } | { kind: 'report'; sharedReport: SharedReport }
    ))
  | { kind: 'deposit-dispute'; dispute: SharedDispute };
