import { AppTitlePage } from '#client/components/title-only-page';

/** The condition report of a place at one stage (docs/product.md §34). */
export function InspectionPage() {
  return <AppTitlePage title="Condition report" />;
}
