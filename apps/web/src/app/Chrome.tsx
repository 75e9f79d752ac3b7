import { BottomTray } from './BottomTray';
import { Header } from './Header';

// The header and the bottom tray: one chunk of its own, loaded where either shows (not on
// journey steps, which show neither), so the journey step route does not carry them.

export function TopChrome({ title }: { title?: string | undefined }) {
  return <Header title={title} />;
}

export function BottomChrome({ has }: { has: (path: string) => boolean }) {
  return <BottomTray has={has} />;
}
