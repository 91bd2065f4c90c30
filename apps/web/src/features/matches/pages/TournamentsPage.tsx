/** Placeholder while the page is written. */
export default function TournamentsPage() {
  return null;
}
