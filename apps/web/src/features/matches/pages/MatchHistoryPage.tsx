/** Placeholder while the page is written. */
export default function MatchHistoryPage() {
  return null;
}
