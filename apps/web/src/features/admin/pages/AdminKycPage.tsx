/** Placeholder while the page is written. */
export default function AdminKycPage() {
  return null;
}
