/** POST /api/contact: the message is stored, and mailed to the support address. */
export type ContactMessageSent = { sent: true };
