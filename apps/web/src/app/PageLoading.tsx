/** Shown while a route's code or data loads; `full` covers the page (app-mode start). */
export function PageLoading({
  label = 'Loading…',
  full = false,
}: {
  label?: string;
  full?: boolean;
}) {
  return (
    <div
      className={full ? 'page-loading page-loading--full' : 'page-loading'}
      role="status"
      aria-live="polite"
    >
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
