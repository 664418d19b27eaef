import type { ShareLink, ShareLinkView } from './share-links';

/** The answers of /api/verification that have no type of their own (decision 017). */
export type ShareLinkPage = { shareLinks: ShareLink[]; nextCursor: string | null };
export type ShareLinkViews = { views: ShareLinkView[] };
export type ShareLinkResponse = { shareLink: ShareLink };
