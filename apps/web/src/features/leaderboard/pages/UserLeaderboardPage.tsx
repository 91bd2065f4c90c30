/** Placeholder while the page is written. */
export default function LeaderboardPage() {
  return null;
}
