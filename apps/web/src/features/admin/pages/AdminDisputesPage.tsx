/** Placeholder while the page is written. */
export default function AdminDisputesPage() {
  return null;
}
