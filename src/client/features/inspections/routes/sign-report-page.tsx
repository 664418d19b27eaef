/** The landlord's signing page, opened from the emailed link without an account (docs/product.md §34). */
export function SignReportPage() {
  return <main>Sign the move-in report</main>;
}
