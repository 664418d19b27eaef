import { z } from 'zod';
import { CHANGE_STATUSES } from '#shared/photos/photo-pairs';
import { PHOTO_STAGES } from '#shared/photos/photo-schemas';

export const EVIDENCE_BUNDLE_FORMAT = 'rentproof-evidence-bundle/1';
export const MANIFEST_FILE = 'manifest.json';
/** The base64 Ed25519 signature of the exact bytes of manifest.json. */
export const SIGNATURE_FILE = 'manifest.sig';
export const SIGNATURE_ALGORITHM = 'Ed25519';
/**
 * The DER RFC 3161 token of a Time-Stamping Authority over the SHA-256 of the exact bytes of
 * manifest.json, when one answered as the bundle was made (decision 039).
 */
export const MANIFEST_TIMESTAMP_FILE = 'manifest.tsr';
/** The certificates of the TSAs the server trusted when the bundle was made (PEM), for OpenSSL. */
export const TSA_CERTIFICATES_FILE = 'timestamps/tsa-certificates.pem';

/** Where anyone can fetch the key that signs bundles, as JSON or as a PEM file for openssl. */
export const PUBLIC_KEY_PATH = '/api/evidence/public-key';
export const PUBLIC_KEY_PEM_PATH = '/api/evidence/public-key.pem';
export const VERIFY_BUNDLE_PATH = '/verify-bundle';
/** The certificates of the Time-Stamping Authorities this server publishes as trusted. */
export const TIMESTAMP_AUTHORITIES_PATH = '/api/evidence/timestamp-authorities';

/**
 * A manifest lists about 600 bytes per file, so this holds a bundle of over 3,000 photos; the JSON
 * limit of every other request (64 KB) would stop near 100.
 */
export const VERIFY_MAX_BYTES = 2 * 1024 * 1024;

export const EVIDENCE_MESSAGES = {
  manifestMissing: 'Choose the manifest.json of the bundle.',
  manifestTooLarge: 'This manifest is larger than 2 MB, more than any Rentproof bundle holds.',
  signatureMissing: 'Choose the manifest.sig of the bundle.',
  signatureInvalid: 'manifest.sig does not hold a signature: it should be one line of base64.',
} as const;

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * What the photo files of a bundle are: the untouched originals (the owner asked for them, location
 * data included), full-size copies without any metadata (the owner's default), or the 1600 px
 * display copies (share links).
 */
export const PHOTO_FILE_SOURCES = [
  'originals',
  'copies-without-location',
  'display-copies-without-location',
] as const;
export type PhotoFileSource = (typeof PHOTO_FILE_SOURCES)[number];

/** One photo file: the original as uploaded, or a copy made from it without metadata. */
export const PHOTO_FILE_VARIANTS = ['original', 'full-size-copy', 'display-copy'] as const;
export type PhotoFileVariant = (typeof PHOTO_FILE_VARIANTS)[number];

export const manifestPhotoSchema = z.object({
  id: z.string(),
  property: z.string(),
  stage: z.enum(PHOTO_STAGES),
  area: z.string(),
  receivedAt: z.string(),
  capturedAt: z.string().nullable(),
  /**
   * The device's clock when the photo was taken or chosen (docs/product.md §6.2): the owner's
   * claim, never the evidence time. Absent in bundles made before devices sent it.
   */
  deviceCapturedAt: z.string().nullable().optional(),
  /** The SHA-256 recorded at upload; equals the file's hash when the file is the original. */
  originalSha256: sha256Hex,
  /**
   * What the file is. A copy's own hash is the entry's `sha256`; the signature over the manifest is
   * Rentproof's statement that it made the copy from the original with `originalSha256`. Absent in
   * bundles made before copies were named (see `photoFileVariant`).
   */
  variant: z.enum(PHOTO_FILE_VARIANTS).optional(),
  /**
   * The renter's drawing over the photo (docs/product.md §34): the layer file beside it in the
   * bundle (`markup/{photoId}.json`) and that file's SHA-256. The photo's own bytes never carry it.
   * Absent for a photo without markup, and in bundles made before markup.
   */
  markup: z.object({ file: z.string().min(1), sha256: sha256Hex }).optional(),
});

/** A document of the owner's (a lease, a letter), as uploaded. */
export const manifestDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  receivedAt: z.string(),
});

/**
 * Where a file's independent time proof is (decision 039): the stamped batch, in `timestamps`, and
 * the Merkle path from the file's recorded SHA-256 (a photo's `originalSha256`, a document's
 * `sha256`) to that batch's root. A file whose batch is not stamped yet has none.
 */
export const manifestFileTimestampSchema = z.object({
  batch: z.string(),
  path: z.array(z.object({ sibling: sha256Hex, side: z.enum(['left', 'right']) })),
});

/**
 * `markup`: a photo's markup layer; `video`: a clip; `signature`: the signed move-in report, its
 * manifest and the signatures (docs/product.md §34). Older bundles have none of these.
 */
export const MANIFEST_FILE_KINDS = [
  'photo',
  'report',
  'document',
  'timestamp',
  'certificate',
  'markup',
  'video',
  'signature',
] as const;

export const manifestFileSchema = z.object({
  path: z.string().min(1),
  sha256: sha256Hex,
  bytes: z.number().int().nonnegative(),
  kind: z.enum(MANIFEST_FILE_KINDS),
  photo: manifestPhotoSchema.optional(),
  document: manifestDocumentSchema.optional(),
  timestamp: manifestFileTimestampSchema.optional(),
});

/**
 * A stamped batch whose files are in the bundle: its Merkle root, the TSA and the time its token
 * gives, and where the token (DER) is in the bundle. The TSA and time are what Rentproof read from
 * the token; a checker reads them from the token itself.
 */
export const manifestTimestampSchema = z.object({
  id: z.string(),
  root: sha256Hex,
  tsa: z.string(),
  time: z.string(),
  token: z.string().min(1),
});

/**
 * A move-in and a move-out photo of the same walkthrough shot, both in the bundle (by their ids in
 * `files`), and what Rentproof's automatic change check found (docs/product.md §6.5): the regions
 * of the move-out photo it highlighted that the renter kept, as fractions of that photo from its
 * top left, and how many the renter dismissed as mistaken.
 */
export const manifestPairSchema = z.object({
  room: z.string(),
  shot: z.string(),
  moveIn: z.string(),
  moveOut: z.string(),
  changes: z.object({
    status: z.enum(CHANGE_STATUSES),
    regions: z.array(z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() })),
    dismissed: z.number().int().nonnegative(),
  }),
});

/**
 * What a clip's file is: the original as received (the owner asked for originals; it may hold the
 * place it was filmed) or the copy Rentproof serves, every metadata field dropped.
 */
export const VIDEO_FILE_VARIANTS = ['original', 'served-copy'] as const;

/**
 * A clip in the bundle (docs/product.md §34): its file (in `files`, kind 'video') and that file's
 * SHA-256, and the facts recorded when it was received. `originalSha256` and `byteSize` are the
 * original's; for a served copy the signature is Rentproof's statement that it made the copy from it.
 */
export const manifestVideoSchema = z.object({
  id: z.string(),
  file: z.string().min(1),
  sha256: sha256Hex,
  variant: z.enum(VIDEO_FILE_VARIANTS),
  originalSha256: sha256Hex,
  byteSize: z.number().int().nonnegative(),
  receivedAt: z.string(),
  capturedAt: z.string().nullable(),
  durationMs: z.number().int().nonnegative(),
  area: z.string(),
  stage: z.enum(PHOTO_STAGES),
});

/**
 * A signature on the place's move-in report (docs/product.md §34), with the SHA-256 of the exact
 * report and manifest it signed. The bundle carries the latest signature's two files in
 * `signatures/`, so anyone can hash them and compare with `reportSha256` and `manifestSha256`.
 */
export const manifestSignatureSchema = z.object({
  id: z.string(),
  role: z.enum(['landlord', 'renter']),
  method: z.enum(['email-code', 'account', 'landlord-portal']),
  name: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  signedAt: z.string(),
  reportSha256: sha256Hex,
  manifestSha256: sha256Hex,
});

export const evidenceManifestSchema = z.object({
  format: z.literal(EVIDENCE_BUNDLE_FORMAT),
  generatedAt: z.string(),
  owner: z.string(),
  scope: z.object({
    propertyId: z.string().nullable(),
    property: z.string().nullable(),
    photoFiles: z.enum(PHOTO_FILE_SOURCES),
  }),
  keyId: z.string(),
  files: z.array(manifestFileSchema),
  /** Absent in bundles made before walkthrough pairs. */
  pairs: z.array(manifestPairSchema).optional(),
  /** Absent in bundles made before independent timestamps, and when no file's batch is stamped. */
  timestamps: z.array(manifestTimestampSchema).optional(),
  /** Absent in bundles made before video, and when the bundle has no clip. */
  videos: z.array(manifestVideoSchema).optional(),
  /** Absent in bundles made before signatures, and when the place's move-in report is not signed. */
  signatures: z.array(manifestSignatureSchema).optional(),
});

export type EvidenceManifest = z.infer<typeof evidenceManifestSchema>;
export type ManifestFile = z.infer<typeof manifestFileSchema>;
export type ManifestPair = z.infer<typeof manifestPairSchema>;
export type ManifestTimestamp = z.infer<typeof manifestTimestampSchema>;
export type ManifestVideo = z.infer<typeof manifestVideoSchema>;
export type ManifestSignature = z.infer<typeof manifestSignatureSchema>;

/**
 * What a photo file is, for manifests with or without `variant`: older bundles held either the
 * original (its hash is the recorded one) or a display copy.
 */
export function photoFileVariant(
  photo: z.infer<typeof manifestPhotoSchema>,
  sha256: string,
): PhotoFileVariant {
  return photo.variant ?? (sha256 === photo.originalSha256 ? 'original' : 'display-copy');
}

/** The owner's bundle download: copies without location data unless the originals are asked for. */
export const ownerBundleQuerySchema = z.object({
  originals: z
    .enum(['true', 'false'], { error: 'originals must be true or false.' })
    .default('false')
    .transform((value) => value === 'true'),
});

/** What the checker sends: the manifest exactly as it is in the bundle, and its signature. */
export const verifyBundleSchema = z.object({
  manifest: z
    .string({ error: EVIDENCE_MESSAGES.manifestMissing })
    .min(1, EVIDENCE_MESSAGES.manifestMissing)
    .max(VERIFY_MAX_BYTES, EVIDENCE_MESSAGES.manifestTooLarge),
  signature: z
    .string({ error: EVIDENCE_MESSAGES.signatureMissing })
    .trim()
    .min(1, EVIDENCE_MESSAGES.signatureMissing)
    .max(200, EVIDENCE_MESSAGES.signatureInvalid)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, EVIDENCE_MESSAGES.signatureInvalid),
});

export type VerifyBundleInput = z.infer<typeof verifyBundleSchema>;

export type EvidencePublicKey = {
  keyId: string;
  algorithm: typeof SIGNATURE_ALGORITHM;
  publicKeyPem: string;
};

/** A certificate this server trusts for Time-Stamping Authorities' tokens (TSA_TRUSTED_CERTS). */
export type TimestampAuthorityCertificate = {
  /** Its subject's common name (else the whole subject). */
  name: string;
  pem: string;
  /** SHA-256 of its DER, as `openssl x509 -fingerprint -sha256` prints it (AB:CD:…). */
  sha256Fingerprint: string;
};

export type TimestampAuthorities = { certificates: TimestampAuthorityCertificate[] };

/** The server's answer about a signature; the files are compared in the browser. */
export type SignatureCheck = {
  valid: boolean;
  /** The id of the key this server signs with. */
  keyId: string;
  manifest: {
    format: string;
    generatedAt: string;
    owner: string;
    keyId: string;
    fileCount: number;
  } | null;
};
