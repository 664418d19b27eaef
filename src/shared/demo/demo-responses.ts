/** The answer of POST /api/demo: whether sample data was made now, and its property (decision 017). */
export type DemoResult = { created: boolean; propertyId: string | null };
