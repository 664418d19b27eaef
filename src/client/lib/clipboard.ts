/** Copies text; false when the browser refuses (no permission, insecure page), so the page can show it. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
