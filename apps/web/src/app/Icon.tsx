/** A 24 px decorative icon from one SVG path (the text beside it or the label names it). */
export function Icon({ d, size = 24 }: { d: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

export const BACK_ICON = 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z';
export const CLOSE_ICON =
  'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z';
