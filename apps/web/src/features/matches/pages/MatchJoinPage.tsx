/** Placeholder while the page is written. */
export default function MatchJoinPage() {
  return null;
}
