import { AppLink } from './AppLink';

interface ActionLink {
  to: string;
  label: string;
}

/** A page's next steps: the main link as a button, the other as a secondary button. */
export function ActionLinks({
  className,
  as: Box = 'div',
  main,
  other,
}: {
  className: string;
  /** The element around the links (a paragraph on the card outcome pages). */
  as?: 'div' | 'p';
  main: ActionLink;
  other: ActionLink;
}) {
  return (
    <Box className={className}>
      <AppLink className="button" to={main.to}>
        {main.label}
      </AppLink>
      <AppLink className="button button--secondary" to={other.to}>
        {other.label}
      </AppLink>
    </Box>
  );
}
