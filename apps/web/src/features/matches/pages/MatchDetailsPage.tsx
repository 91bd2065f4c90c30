/** Placeholder while the page is written. */
export default function MatchDetailsPage() {
  return null;
}
