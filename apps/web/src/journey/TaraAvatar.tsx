/** Tara, the guide: drawn in CSS (journey.css), no image to download. */
export function TaraAvatar() {
  return <span className="tara-avatar" aria-hidden="true" />;
}
